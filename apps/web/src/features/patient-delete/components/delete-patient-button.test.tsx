// @vitest-environment jsdom
import "../../../testing/setup-dom";
import { PATIENT_HAS_ORDERS_MESSAGE } from "@solerx/domain/common";
import type { PatientRecord } from "@solerx/domain/patient";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openPatientRecord, openRecord } from "../../../entities/patient/open-record";
import { server, startMockNetwork } from "../../../testing/msw";
import { renderWithApp } from "../../../testing/render";
import { DeletePatientButton } from "./delete-patient-button";

const showSnackbar = vi.hoisted(() => vi.fn());
vi.mock("../../../lib/snackbar", () => ({ showSnackbar }));

startMockNetwork();
afterEach(() => openRecord.reset());

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const record: PatientRecord = {
  userID: id(1),
  firstName: "Ada",
  lastName: "Lovelace",
  patientID: null,
  zebraID: null,
  gender: "FEMALE",
  birthDate: null,
  assignedToDoctor: id(2),
  sessionID: id(3),
  sessionsStatuses: [],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  storeID: id(4),
  companyID: id(5),
  version: 1,
};

function renderAt(shown: PatientRecord = record) {
  return renderWithApp(
    <Routes>
      <Route path="/scan-settings" element={<DeletePatientButton record={shown} />} />
      <Route path="/patients" element={<h1>Patient list</h1>} />
    </Routes>,
    { path: `/scan-settings?id=${shown.userID}` },
  );
}

describe("Delete patient", () => {
  it("says why it cannot delete when the patient has an order, and asks nothing", async () => {
    server.use(
      http.get(`*/api/v1/profile/user/${record.userID}/canDelete`, () => HttpResponse.json({ canDelete: false })),
    );
    renderAt();
    const button = await screen.findByRole("button", { name: "Delete patient" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      PATIENT_HAS_ORDERS_MESSAGE,
    );
    fireEvent.click(button);
    expect(showSnackbar).toHaveBeenCalledWith(PATIENT_HAS_ORDERS_MESSAGE, "info");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks, naming the patient, then deletes, closes the record and goes to the patient list", async () => {
    const deleted = vi.fn();
    server.use(
      http.get(`*/api/v1/profile/user/${record.userID}/canDelete`, () => HttpResponse.json({ canDelete: true })),
      http.delete(`*/api/v1/profile/user/${record.userID}/delete`, () => {
        deleted();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    openPatientRecord({ id: record.userID, orderId: null });
    renderAt();
    fireEvent.click(await screen.findByRole("button", { name: "Delete patient" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete patient" });
    expect(dialog.textContent).toContain("Delete Ada Lovelace?");
    expect(deleted).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("heading", { name: "Patient list" })).toBeTruthy();
    expect(deleted).toHaveBeenCalledOnce();
    expect(openRecord.get().patient).toBeNull();
  });

  it("keeps the record open and says why when the server refuses (409, an order appeared)", async () => {
    server.use(
      http.get(`*/api/v1/profile/user/${record.userID}/canDelete`, () => HttpResponse.json({ canDelete: true })),
      http.delete(`*/api/v1/profile/user/${record.userID}/delete`, () =>
        HttpResponse.json({ message: PATIENT_HAS_ORDERS_MESSAGE }, { status: 409 }),
      ),
    );
    openPatientRecord({ id: record.userID, orderId: null });
    renderAt();
    fireEvent.click(await screen.findByRole("button", { name: "Delete patient" }));
    await screen.findByRole("dialog", { name: "Delete patient" });
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(showSnackbar).toHaveBeenCalledWith(PATIENT_HAS_ORDERS_MESSAGE));
    expect(openRecord.get().patient?.id).toBe(record.userID);
    expect(screen.queryByRole("heading", { name: "Patient list" })).toBeNull();
  });

  it("keeps the confirmation open when the top bar remounts it (its layout changes at 768 px)", async () => {
    server.use(
      http.get(`*/api/v1/profile/user/${record.userID}/canDelete`, () => HttpResponse.json({ canDelete: true })),
    );
    const first = renderAt();
    fireEvent.click(await screen.findByRole("button", { name: "Delete patient" }));
    await screen.findByRole("dialog", { name: "Delete patient" });
    first.unmount();
    renderAt();
    expect(await screen.findByRole("dialog", { name: "Delete patient" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("does not show a confirmation opened for one patient on another patient's record", async () => {
    const other: PatientRecord = { ...record, userID: id(6), firstName: "Grace", lastName: "Hopper" };
    for (const patient of [record, other]) {
      server.use(
        http.get(`*/api/v1/profile/user/${patient.userID}/canDelete`, () => HttpResponse.json({ canDelete: true })),
      );
    }
    const first = renderAt(record);
    fireEvent.click(await screen.findByRole("button", { name: "Delete patient" }));
    await screen.findByRole("dialog", { name: "Delete patient" });
    first.unmount();
    const second = renderAt(other);
    await screen.findByRole("button", { name: "Delete patient" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).toBeNull();
    second.unmount();
    // Still open for the patient it was opened for.
    renderAt(record);
    expect(await screen.findByRole("dialog", { name: "Delete patient" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
