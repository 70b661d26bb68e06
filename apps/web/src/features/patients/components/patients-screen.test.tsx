// @vitest-environment jsdom
import "../../../testing/setup-dom";
import type { PatientSummary, Store } from "@solerx/domain/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { server, startMockNetwork } from "../../../testing/msw";
import { renderWithApp } from "../../../testing/render";
import { PatientsScreen } from "./patients-screen";

startMockNetwork();

const STORE_ID = "00000000-0000-4000-8000-000000000001";
const store = {
  storeID: STORE_ID,
  companyID: "00000000-0000-4000-8000-000000000002",
  name: "Riverside",
} as Store;

/** A valid v4-shaped id per patient, so the client's schema accepts the list. */
const uuid = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`;

function patients(count: number): PatientSummary[] {
  return Array.from(
    { length: count },
    (_, index) =>
      ({
        userID: uuid(index),
        firstName: `First${index}`,
        lastName: `Last${index}`,
        patientID: `REF-${index}`,
        gender: "UNKNOWN",
        birthDate: null,
        assignedToDoctor: null,
        sessionID: null,
        sessionsStatuses: [],
        createdAt: "2025-01-01T00:00:00.000Z",
        // Patient 0 is the most recently updated, so the list shows them in index order.
        updatedAt: new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString(),
      }) satisfies PatientSummary,
  );
}

function serve(list: PatientSummary[]) {
  server.use(
    http.get(`*/api/v1/profile/patients/${STORE_ID}`, () => HttpResponse.json({ total: list.length, patients: list })),
  );
}

describe("PatientsScreen", () => {
  it("renders one page of 50 rows at a time for a store of 100,000 patients", async () => {
    serve(patients(100_000));
    renderWithApp(<PatientsScreen store={store} doctorNames={new Map()} onOpen={vi.fn()} onCreate={vi.fn()} />);
    const table = await screen.findByRole("table", { name: "Patients" }, { timeout: 20_000 });
    // The header row and 50 patient rows, not 100,000.
    expect(within(table).getAllByRole("row")).toHaveLength(51);
    expect(within(table).getByText("First0 Last0")).toBeTruthy();
    expect(screen.getByText("1–50 of 100,000")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(within(table).getAllByRole("row")).toHaveLength(51);
    expect(within(table).getByText("First50 Last50")).toBeTruthy();
    expect(within(table).queryByText("First0 Last0")).toBeNull();
  }, 60_000);

  it("searches by name and opens a patient on the screen of its progress", async () => {
    serve(patients(120));
    const onOpen = vi.fn();
    renderWithApp(<PatientsScreen store={store} doctorNames={new Map()} onOpen={onOpen} onCreate={vi.fn()} />);
    const search = await screen.findByRole("searchbox", { name: "Search by name or Reference ID" });
    await userEvent.type(search, "Last117");
    const table = screen.getByRole("table", { name: "Patients" });
    expect(within(table).getAllByRole("row")).toHaveLength(2);
    await userEvent.click(within(table).getByRole("button", { name: "First117 Last117" }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ userID: uuid(117) }), "/scan-settings");
  });

  it("offers to create the first patient of an empty store", async () => {
    serve([]);
    const onCreate = vi.fn();
    renderWithApp(<PatientsScreen store={store} doctorNames={new Map()} onOpen={vi.fn()} onCreate={onCreate} />);
    await userEvent.click(await screen.findByRole("button", { name: "Create the first patient" }));
    expect(onCreate).toHaveBeenCalled();
  });
});
