// @vitest-environment jsdom
import "../../../testing/setup-dom";
import type { PatientSummary } from "@solerx/domain/patient";
import type { Store } from "@solerx/domain/store";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { server, startMockNetwork } from "../../../testing/msw";
import { renderWithApp } from "../../../testing/render";
import { syntheticId, syntheticPatient, syntheticPatients } from "../../../testing/synthetic-patients";
import { PatientsScreen } from "./patients-screen";

startMockNetwork();
// jsdom does not scroll; the virtualizer scrolls the window to the row the keyboard moves to.
window.scrollTo = () => {};

const STORE_ID = "00000000-0000-4000-8000-0000000000f1";
const store: Store = {
  storeID: STORE_ID,
  companyID: "00000000-0000-4000-8000-0000000000f2",
  name: "Riverside",
  company: "Demo Clinic",
  address: "1 River Road",
  hideSensitiveData: false,
};

/** Answers the first page (limit 100) and the whole list (limit 100000) as the server does. */
function serve(list: PatientSummary[], { holdWholeList }: { holdWholeList?: Promise<void> } = {}) {
  const requests: number[] = [];
  server.use(
    http.get(`*/api/v1/profile/patients/${STORE_ID}`, async ({ request }) => {
      const limit = Number(new URL(request.url).searchParams.get("limit"));
      requests.push(limit);
      if (limit > 100) await holdWholeList;
      const patients = list.slice(0, limit);
      const hasMore = list.length > limit;
      return HttpResponse.json({ total: hasMore ? null : list.length, hasMore, patients });
    }),
  );
  return requests;
}

function renderScreen(props: { store?: Store; onOpen?: () => void } = {}) {
  return renderWithApp(
    <PatientsScreen
      store={props.store ?? store}
      doctorNames={new Map()}
      onOpen={props.onOpen ?? vi.fn()}
      onCreate={vi.fn()}
    />,
  );
}

const table = () => screen.getByRole("table", { name: "Patients" });
/** The patient rows (not the header row) in DOM order. */
const patientRows = () => within(table()).getAllByRole("row").slice(1);
const nameOfRow = (row: HTMLElement) => within(row).getAllByRole("button")[0]?.textContent;

describe("PatientsScreen", () => {
  it("shows the first page at once, then swaps in the whole list when it arrives", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const requests = serve(syntheticPatients(1_000), { holdWholeList: held });
    renderScreen();
    await screen.findByRole("button", { name: `${syntheticPatient(0).firstName} ${syntheticPatient(0).lastName}` });
    expect(screen.getByText("Loading the whole list…")).toBeTruthy();
    expect(table().getAttribute("aria-rowcount")).toBe("101");
    // Only the rows in view are in the DOM, each knowing its place in the list.
    expect(patientRows().length).toBeLessThan(40);
    expect(patientRows()[0]?.getAttribute("aria-rowindex")).toBe("2");
    // Patient 500 is not in the first page yet.
    await userEvent.type(screen.getByRole("searchbox"), "REF-000500");
    expect(screen.getByText("No patients match your search.")).toBeTruthy();

    release();
    await waitFor(() => expect(table().getAttribute("aria-rowcount")).toBe("2"));
    expect(nameOfRow(patientRows()[0] as HTMLElement)).toBe(
      `${syntheticPatient(500).firstName} ${syntheticPatient(500).lastName}`,
    );
    expect(screen.queryByText("Loading the whole list…")).toBeNull();
    expect(requests).toEqual([100, 100_000]);
  });

  it("asks for the whole list only when the first page says there is more", async () => {
    const requests = serve(syntheticPatients(40));
    renderScreen();
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("40 patients"));
    expect(requests).toEqual([100]);
  });

  it("sorts by a column header click: aria-sort follows, and a second click reverses", async () => {
    serve([
      syntheticPatient(0, { firstName: "Carl", lastName: "Berg" }),
      syntheticPatient(1, { firstName: "Anna", lastName: "Ek" }),
      syntheticPatient(2, { firstName: "Bo", lastName: "Lund" }),
    ]);
    renderScreen();
    await screen.findByRole("button", { name: "Carl Berg" });
    const updated = screen.getByRole("columnheader", { name: "Last updated" });
    expect(updated.getAttribute("aria-sort")).toBe("descending");
    expect(patientRows().map(nameOfRow)).toEqual(["Carl Berg", "Anna Ek", "Bo Lund"]);

    const name = screen.getByRole("columnheader", { name: "Name" });
    await userEvent.click(within(name).getByRole("button"));
    expect(name.getAttribute("aria-sort")).toBe("ascending");
    expect(updated.getAttribute("aria-sort")).toBe("none");
    expect(patientRows().map(nameOfRow)).toEqual(["Anna Ek", "Bo Lund", "Carl Berg"]);
    await userEvent.click(within(name).getByRole("button"));
    expect(name.getAttribute("aria-sort")).toBe("descending");
    expect(patientRows().map(nameOfRow)).toEqual(["Carl Berg", "Bo Lund", "Anna Ek"]);
  });

  it("shows birth date and gender unless the company hides sensitive data", async () => {
    const patient = syntheticPatient(0, { gender: "FEMALE", birthDate: { day: 4, month: 3, year: 1962 } });
    serve([patient]);
    const { unmount } = renderScreen();
    await screen.findByRole("button", { name: `${patient.firstName} ${patient.lastName}` });
    expect(screen.getByRole("columnheader", { name: "Birth date" })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Gender" })).toBeTruthy();
    expect(within(patientRows()[0] as HTMLElement).getByText("Female")).toBeTruthy();
    expect(within(patientRows()[0] as HTMLElement).getByText(/1962/)).toBeTruthy();
    unmount();

    renderScreen({ store: { ...store, hideSensitiveData: true } });
    await screen.findByRole("button", { name: `${patient.firstName} ${patient.lastName}` });
    expect(screen.queryByRole("columnheader", { name: "Birth date" })).toBeNull();
    expect(screen.queryByRole("columnheader", { name: "Gender" })).toBeNull();
    expect(within(patientRows()[0] as HTMLElement).queryByText("Female")).toBeNull();
    expect(within(patientRows()[0] as HTMLElement).queryByText(/1962/)).toBeNull();
    expect(screen.queryByRole("option", { name: /Birth date/ })).toBeNull();
  });

  it("finds a patient by PO number and opens an ordered patient on its order", async () => {
    serve([
      ...syntheticPatients(50),
      syntheticPatient(50, {
        firstName: "Olga",
        lastName: "Berg",
        zebraID: "PO-31337",
        sessionsStatuses: ["ORDER_CREATED", "PRESCRIPTION_UPDATED"],
      }),
    ]);
    const onOpen = vi.fn();
    renderScreen({ onOpen });
    await userEvent.type(await screen.findByRole("searchbox", { name: /PO number/ }), "po-31337");
    expect(patientRows().map(nameOfRow)).toEqual(["Olga Berg"]);
    expect(within(patientRows()[0] as HTMLElement).getByText("PO PO-31337")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("1 of 51 match");
    await userEvent.click(screen.getByRole("button", { name: "Olga Berg" }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ userID: syntheticId(50) }), "/end-view");
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it("moves between rows with the arrow keys from one tab stop, and Enter opens the patient", async () => {
    serve(syntheticPatients(30));
    const onOpen = vi.fn();
    renderScreen({ onOpen });
    const first = await screen.findByRole("button", { name: `${syntheticPatient(0).firstName} Lovelace` });
    await userEvent.click(screen.getByRole("searchbox"));
    await userEvent.tab();
    // In the cards layout the header's sort buttons leave the tab order to the Sort by select.
    await userEvent.tab();
    expect(document.activeElement).toBe(first);
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const third = screen.getByRole("button", { name: `${syntheticPatient(2).firstName} Lovelace` });
    await waitFor(() => expect(document.activeElement).toBe(third));
    expect(third.getAttribute("tabindex")).toBe("0");
    expect(first.getAttribute("tabindex")).toBe("-1");
    await userEvent.keyboard("{Enter}");
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ userID: syntheticId(2) }), "/results");
    expect(onOpen).toHaveBeenCalledOnce();
    await userEvent.keyboard(" ");
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it("offers to create the first patient of an empty store", async () => {
    serve([]);
    const onCreate = vi.fn();
    renderWithApp(<PatientsScreen store={store} doctorNames={new Map()} onOpen={vi.fn()} onCreate={onCreate} />);
    await userEvent.click(await screen.findByRole("button", { name: "Create the first patient" }));
    expect(onCreate).toHaveBeenCalled();
  });

  it("says when the list cannot be loaded, and Retry loads it", async () => {
    let fail = true;
    server.use(
      http.get(`*/api/v1/profile/patients/${STORE_ID}`, () =>
        fail
          ? HttpResponse.json({ message: "boom" }, { status: 503 })
          : HttpResponse.json({ total: 1, hasMore: false, patients: [syntheticPatient(0)] }),
      ),
    );
    renderScreen();
    await screen.findByText("The patient list could not be loaded.", undefined, { timeout: 10_000 });
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("table", { name: "Patients" })).toBeTruthy();
  }, 20_000);
});
