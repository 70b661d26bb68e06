// @vitest-environment jsdom
import "../../../testing/setup-dom";
import { defaultPrescription } from "@solerx/domain/prescription";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openRecord } from "../../../entities/patient/open-record";
import { startMockNetwork } from "../../../testing/msw";
import { patientRecordFixture } from "../../../testing/patient-record";
import { closePatientScreen, signInToStore, storeFixture } from "../../../testing/patient-screen";
import { renderRoutes } from "../../../testing/render";
import { serveSavedRx } from "../../../testing/saved-rx-server";
import { SAVED_RX_LIST_TEXTS as T } from "../texts";
import { SavedRxListScreen } from "./saved-rx-list-screen";

vi.mock("../../../lib/snackbar", () => ({ showSnackbar: vi.fn(), showErrorSnackbar: vi.fn() }));

startMockNetwork();
afterEach(() => closePatientScreen());

const store = storeFixture(patientRecordFixture());

function renderList(saved: Record<string, ReturnType<typeof defaultPrescription>>) {
  signInToStore(store);
  const network = serveSavedRx(store.companyID, saved);
  const { router } = renderRoutes(
    [
      { path: "/saved-rx-list", element: <SavedRxListScreen /> },
      { path: "/saved-rx", element: <h1>Saved Rx screen</h1> },
    ],
    { path: "/saved-rx-list" },
  );
  return { ...network, router };
}

const rx = () => defaultPrescription();

describe("Saved Rx List", () => {
  it("lists the company's saved Rx by name, without a patient open, each opening its screen", async () => {
    const { router } = renderList({ "plantar fasciitis": rx(), "Flatfoot kids": rx(), Metatarsalgia: rx() });
    expect(openRecord.get().patient).toBeNull();
    const list = await screen.findByRole("list");
    const names = within(list)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).toEqual(["Flatfoot kids", "Metatarsalgia", "plantar fasciitis"]);
    await userEvent.click(screen.getByRole("link", { name: "Open Flatfoot kids" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/saved-rx"));
    expect(router.state.location.search).toBe("?name=Flatfoot+kids");
  });

  it("says so when the company has none, and offers a new one", async () => {
    renderList({});
    expect(await screen.findByRole("heading", { name: T.emptyTitle })).toBeTruthy();
    expect(screen.getByRole("link", { name: T.newRx }).getAttribute("href")).toBe("/saved-rx");
  });

  it("renames one, and shows the server's message when the new name exists", async () => {
    const { calls } = renderList({ "Met pad": rx(), "Heel spur": rx() });
    await userEvent.click(await screen.findByRole("button", { name: T.renameLabel("Met pad") }));
    const dialog = await screen.findByRole("dialog", { name: T.renameTitle });
    const name = within(dialog).getByRole("textbox", { name: "Prescription name" });
    expect((name as HTMLInputElement).value).toBe("Met pad");
    await userEvent.clear(name);
    await userEvent.type(name, "Heel spur{Enter}");
    expect(await within(dialog).findByText("A prescription by the given new file name already exists")).toBeTruthy();
    expect(calls).toEqual([
      { call: "rename", body: { fileName: "Met pad", newFileName: "Heel spur", companyID: store.companyID } },
    ]);
    await userEvent.clear(name);
    await userEvent.type(name, "Met pad 1/8 in{Enter}");
    expect(
      within(dialog).getByText("Prescription name cannot contain the following characters: <>:`/|?*&%~#^[],$+@!"),
    ).toBeTruthy();
    await userEvent.clear(name);
    await userEvent.type(name, "Met pad eighth{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByRole("link", { name: "Open Met pad eighth" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Open Met pad" })).toBeNull();
  });

  it("deletes one only once confirmed", async () => {
    const { calls } = renderList({ "Met pad": rx(), "Heel spur": rx() });
    await userEvent.click(await screen.findByRole("button", { name: T.deleteLabel("Heel spur") }));
    const dialog = await screen.findByRole("dialog", { name: T.deleteTitle });
    expect(dialog.textContent).toContain("“Heel spur” is deleted for everyone in your company.");
    await userEvent.click(within(dialog).getByRole("button", { name: T.cancel }));
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: T.deleteLabel("Heel spur") }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: T.deleteTitle })).getByRole("button", { name: T.deleteConfirm }),
    );
    await waitFor(() => expect(screen.queryByRole("link", { name: "Open Heel spur" })).toBeNull());
    expect(calls).toEqual([{ call: "delete", body: { fileName: "Heel spur", companyID: store.companyID } }]);
    expect(screen.getByRole("link", { name: "Open Met pad" })).toBeTruthy();
  });
});
