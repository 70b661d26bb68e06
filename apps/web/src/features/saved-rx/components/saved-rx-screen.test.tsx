// @vitest-environment jsdom
import "../../../testing/setup-dom";
import { defaultPrescription, type Prescription } from "@solerx/domain/prescription";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useNavigate, useSearchParams } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STYLE_PRESET_TEXTS } from "../../../entities/prescription/texts";
import { startMockNetwork } from "../../../testing/msw";
import { patientRecordFixture } from "../../../testing/patient-record";
import { closePatientScreen, signInToStore, storeFixture } from "../../../testing/patient-screen";
import { renderRoutes } from "../../../testing/render";
import { serveSavedRx } from "../../../testing/saved-rx-server";
import { savedRxPath } from "../lib/saved-rx-path";
import { LEAVE_TEXTS, SAVED_RX_EDIT_TEXTS as T } from "../texts";
import { SavedRxScreen } from "./saved-rx-screen";

vi.mock("../../../lib/snackbar", () => ({ showSnackbar: vi.fn(), showErrorSnackbar: vi.fn() }));

startMockNetwork();
afterEach(() => closePatientScreen());

const store = storeFixture(patientRecordFixture());

/** The screen as the app's route shows it. */
function Route() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <SavedRxScreen
      fileName={params.get("name")}
      onNamed={(name) => navigate(savedRxPath(name), { replace: true })}
      onDeleted={() => navigate("/saved-rx-list", { replace: true })}
    />
  );
}

function renderAt(path: string, saved: Record<string, Prescription> = {}) {
  signInToStore(store);
  const network = serveSavedRx(store.companyID, saved);
  const { router } = renderRoutes(
    [
      { path: "/saved-rx", element: <Route /> },
      { path: "/saved-rx-list", element: <h1>Saved Rx List screen</h1> },
    ],
    { path },
  );
  return { ...network, router };
}

const withRigidity = (shellRigidity: "rigid" | "flexible") => {
  const rx = defaultPrescription();
  rx.shellModifications.shellRigidity = shellRigidity;
  return rx;
};

describe("Saved Rx", () => {
  it("says the server's Prescription not found for an unknown name", async () => {
    renderAt("/saved-rx?name=Nobody");
    expect(await screen.findByText("Prescription not found")).toBeTruthy();
  });

  it("edits one with every side open (no scans here) and saves it with upsert", async () => {
    const { calls } = renderAt(savedRxPath("Kids flatfoot"), { "Kids flatfoot": withRigidity("flexible") });
    expect(await screen.findByRole("heading", { name: "Kids flatfoot", level: 1 })).toBeTruthy();
    const rigidity = screen.getByRole("radiogroup", { name: "Shell rigidity" });
    expect((within(rigidity).getByRole("radio", { name: "Flexible" }) as HTMLInputElement).checked).toBe(true);
    const save = screen.getByRole("button", { name: T.save });
    expect(save.hasAttribute("disabled")).toBe(true);
    const metBar = screen.getByRole("radiogroup", { name: "Met bar" });
    for (const radio of within(metBar).getAllByRole("radio")) expect(radio.hasAttribute("disabled")).toBe(false);
    await userEvent.click(within(metBar).getByRole("radio", { name: "B/L" }));
    fireEvent.change(screen.getAllByRole("combobox", { name: "Heel lift" })[1] as HTMLElement, {
      target: { value: "6" },
    });
    expect(screen.getByText(T.unsaved)).toBeTruthy();
    await userEvent.click(save);
    expect(await screen.findByText(T.saved)).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.call).toBe("upsert");
    const body = calls[0]?.body as { fileName: string; companyID: string; fileData: Prescription };
    expect(body.fileName).toBe("Kids flatfoot");
    expect(body.companyID).toBe(store.companyID);
    expect(body.fileData.accommodations.metBar).toBe("both");
    expect(body.fileData.postingOptions.right.heelLift).toBe(6);
    expect(body.fileData.shellModifications.shellRigidity).toBe("flexible");
  });

  it("keeps the pack and style a saved Rx gives the patients it is applied to", async () => {
    const { calls } = renderAt(savedRxPath("Sport"), { Sport: defaultPrescription() });
    const pack = await screen.findByRole("radiogroup", { name: T.pack });
    await userEvent.click(within(pack).getByRole("radio", { name: "Right Only" }));
    fireEvent.change(screen.getByRole("combobox", { name: T.style }), { target: { value: "Sport (low profile)" } });
    await userEvent.click(screen.getByRole("button", { name: T.save }));
    await screen.findByText(T.saved);
    expect((calls[0]?.body.fileData as Prescription | undefined)?.uiContextData).toMatchObject({
      pack: "Right Only",
      orthoticStyle: "sports",
      orthoticStyleTitle: "Sport (low profile)",
    });
  });

  it("sets a style's preset on the draft, asking before it replaces a value chosen there", async () => {
    const { calls } = renderAt(savedRxPath("Kids"), { Kids: withRigidity("flexible") });
    await screen.findByRole("heading", { name: "Kids", level: 1 });
    fireEvent.change(screen.getByRole("combobox", { name: T.style }), { target: { value: "UCBL" } });
    const dialog = await screen.findByRole("dialog", { name: STYLE_PRESET_TEXTS.confirmTitle("UCBL") });
    expect(dialog.textContent).toContain("Shell rigidity: Flexible → Rigid");
    await userEvent.click(within(dialog).getByRole("button", { name: STYLE_PRESET_TEXTS.keepValues }));
    expect(screen.getByRole("status").textContent).toContain('Heel seat: Std 3/8" → Deep 5/8"');
    await userEvent.click(screen.getByRole("button", { name: T.save }));
    await screen.findByText(T.saved);
    // No scans on a saved Rx: the flanges are set for both feet; the draft's rigidity stays.
    expect((calls[0]?.body.fileData as Prescription | undefined)?.shellModifications).toMatchObject({
      shellRigidity: "flexible",
      heelSeat: 20,
      medialFlange: "both",
      lateralFlange: "both",
    });
  });

  it("renames and saves: the server's message for a name that exists, then the new name's address", async () => {
    const { calls, router } = renderAt(savedRxPath("Old"), {
      Old: withRigidity("flexible"),
      Taken: defaultPrescription(),
    });
    await screen.findByRole("heading", { name: "Old", level: 1 });
    await userEvent.click(
      within(screen.getByRole("radiogroup", { name: "Shell rigidity" })).getByRole("radio", { name: "Rigid" }),
    );
    await userEvent.click(screen.getByRole("button", { name: T.renameAndSave }));
    const dialog = await screen.findByRole("dialog", { name: T.renameAndSaveTitle });
    const name = within(dialog).getByRole("textbox", { name: "Prescription name" });
    await userEvent.clear(name);
    await userEvent.type(name, "Taken{Enter}");
    expect(await within(dialog).findByText("A prescription by the given new file name already exists")).toBeTruthy();
    await userEvent.clear(name);
    await userEvent.type(name, "New name{Enter}");
    await waitFor(() => expect(router.state.location.search).toBe("?name=New+name"));
    expect(await screen.findByRole("heading", { name: "New name", level: 1 })).toBeTruthy();
    const last = calls.at(-1);
    expect(last?.call).toBe("renameAndSave");
    expect(last?.body).toMatchObject({ fileName: "Old", newFileName: "New name", companyID: store.companyID });
    expect((last?.body.fileData as Prescription | undefined)?.shellModifications.shellRigidity).toBe("rigid");
    // Saved: nothing holds the operator back.
    expect(screen.queryByText(T.unsaved)).toBeNull();
  });

  it("deletes one once confirmed and goes back to the list", async () => {
    const { calls, router } = renderAt(savedRxPath("Gone"), { Gone: defaultPrescription() });
    await userEvent.click(await screen.findByRole("button", { name: T.delete }));
    const dialog = await screen.findByRole("dialog", { name: T.deleteTitle });
    expect(calls).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: T.delete }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/saved-rx-list"));
    expect(calls).toEqual([{ call: "delete", body: { fileName: "Gone", companyID: store.companyID } }]);
  });

  it("starts a new one from the default template and names it on Save", async () => {
    const { calls, router } = renderAt("/saved-rx", { Existing: defaultPrescription() });
    expect(await screen.findByRole("heading", { name: T.newTitle, level: 1 })).toBeTruthy();
    const heelSeat = screen.getByRole("combobox", { name: "Heel seat" }) as HTMLSelectElement;
    expect(heelSeat.value).toBe("12");
    await userEvent.click(screen.getByRole("button", { name: T.save }));
    const dialog = await screen.findByRole("dialog", { name: T.saveNewTitle });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Prescription name" }), "Existing{Enter}");
    expect(await within(dialog).findByText("A prescription by the given new file name already exists")).toBeTruthy();
    expect(calls).toEqual([]);
    const name = within(dialog).getByRole("textbox", { name: "Prescription name" });
    await userEvent.clear(name);
    await userEvent.type(name, "Fresh{Enter}");
    await waitFor(() => expect(router.state.location.search).toBe("?name=Fresh"));
    expect(calls[0]).toMatchObject({ call: "upsert", body: { fileName: "Fresh", companyID: store.companyID } });
  });

  it("asks before leaving with unsaved changes", async () => {
    const { router } = renderAt(savedRxPath("Draft"), { Draft: defaultPrescription() });
    await screen.findByRole("heading", { name: "Draft", level: 1 });
    await userEvent.click(
      within(screen.getByRole("radiogroup", { name: "Heel cushion" })).getByRole("radio", { name: "L" }),
    );
    await userEvent.click(screen.getByRole("link", { name: T.backToList }));
    const dialog = await screen.findByRole("dialog", { name: LEAVE_TEXTS.title });
    expect(router.state.location.pathname).toBe("/saved-rx");
    await userEvent.click(within(dialog).getByRole("button", { name: LEAVE_TEXTS.leave }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/saved-rx-list"));
  });
});
