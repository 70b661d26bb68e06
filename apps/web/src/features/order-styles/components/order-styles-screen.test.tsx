// @vitest-environment jsdom
import "../../../testing/setup-dom";
import { defaultPrescription, type Prescription } from "@solerx/domain/prescription";
import type { SavedRx } from "@solerx/domain/saved-rx";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { connectRecordWriter } from "../../../entities/patient/record-cache";
import { resetPrescriptionsCreated } from "../../../entities/patient/record-writer";
import { flushSaves } from "../../../entities/patient/save-queue-instance";
import { ScanFitCheck } from "../../../entities/prescription/components/scan-fit-check";
import { SCAN_FIT_TEXTS, STYLE_PRESET_TEXTS } from "../../../entities/prescription/texts";
import { medicalProfileFixture } from "../../../testing/medical-profile";
import { startMockNetwork } from "../../../testing/msw";
import { patientRecordFixture } from "../../../testing/patient-record";
import { closePatientScreen, openPatientScreen, scansOf } from "../../../testing/patient-screen";
import { renderWithApp, testQueryClient } from "../../../testing/render";
import { ORDER_STYLE_TEXTS } from "../texts";
import { OrderStylesScreen } from "./order-styles-screen";

vi.mock("../../../lib/snackbar", () => ({ showSnackbar: vi.fn(), showErrorSnackbar: vi.fn() }));

startMockNetwork();
beforeEach(() => resetPrescriptionsCreated());
afterEach(async () => {
  await flushSaves();
  closePatientScreen();
});

const record = patientRecordFixture({ sessionsStatuses: ["SESSION_CREATED", "MEASUREMENT_DATA_CAPTURED"] });

function renderScreen(
  feet: { left: boolean; right: boolean },
  rx: Prescription = defaultPrescription(),
  savedRx: SavedRx[] = [],
) {
  const network = openPatientScreen({
    record,
    profile: medicalProfileFixture({ prescriptionObj: rx }),
    scans: scansOf(feet),
    savedRx,
  });
  const queryClient = testQueryClient();
  connectRecordWriter(queryClient);
  // As the route mounts it: the scan-fit check beside the screen.
  renderWithApp(
    <>
      <ScanFitCheck onScan={vi.fn()} />
      <OrderStylesScreen onBack={vi.fn()} onNext={vi.fn()} />
    </>,
    { path: `/order-styles?id=${record.userID}`, queryClient },
  );
  return network;
}

const packGroup = () => screen.queryByRole("radiogroup", { name: ORDER_STYLE_TEXTS.pack });
const packRadio = (name: string) => within(packGroup() as HTMLElement).getByRole("radio", { name });

describe("Orthotic Styles", () => {
  it("lists the ten styles with the style key's display name and a description", async () => {
    renderScreen({ left: true, right: true });
    const styles = await screen.findByRole("radiogroup", { name: ORDER_STYLE_TEXTS.styles });
    const cards = within(styles).getAllByRole("radio");
    expect(cards.map((card) => card.getAttribute("aria-label"))).toEqual([
      "Functional Orthotics",
      "Dress",
      "Sport",
      "Sport (low profile)",
      "Everyday Comfort - Met Length Shell",
      "Everyday Comfort - Sulcus Length Shell",
      "Everyday Comfort - Full Length Shell",
      "Accommodative",
      "Flatfoot",
      "UCBL",
    ]);
    const ucbl = within(styles).getByRole("radio", { name: "UCBL" });
    expect(ucbl.textContent).toContain("Stability Orthotic");
    const [description] = (ucbl.getAttribute("aria-describedby") ?? "").split(" ");
    expect(document.getElementById(description ?? "")?.textContent).toMatch(/heel cup/);
    // The default template's style key "standard" stands for the first entry.
    expect(within(styles).getByRole("radio", { name: "Functional Orthotics" }).getAttribute("aria-checked")).toBe(
      "true",
    );
  });

  it("hides the pack choice without scans", async () => {
    renderScreen({ left: false, right: false });
    await screen.findByRole("radiogroup", { name: ORDER_STYLE_TEXTS.styles });
    expect(packGroup()).toBeNull();
    expect(screen.getByRole("textbox", { name: ORDER_STYLE_TEXTS.quantity })).toBeTruthy();
  });

  it("offers only the packs the scans allow: with a left scan alone, Left Only, chosen for the patient", async () => {
    const { writes } = renderScreen({ left: true, right: false });
    await waitFor(() => expect(packGroup()).not.toBeNull());
    expect(packRadio("Pair").hasAttribute("disabled")).toBe(true);
    expect(packRadio("Right Only").hasAttribute("disabled")).toBe(true);
    expect(packRadio("Left Only").hasAttribute("disabled")).toBe(false);
    expect((packRadio("Left Only") as HTMLInputElement).checked).toBe(true);
    // The template's pair cannot be made: the fitted pack is saved as scan loading would.
    await waitFor(() => expect(writes.at(-1)?.body.prescriptionObj.uiContextData.pack).toBe("Left Only"), {
      timeout: 4000,
    });
  });

  it("with both scans offers every pack and keeps the one chosen", async () => {
    const { writes } = renderScreen({ left: true, right: true });
    await waitFor(() => expect(packGroup()).not.toBeNull());
    for (const pack of ["Pair", "Left Only", "Right Only"])
      expect(packRadio(pack).hasAttribute("disabled")).toBe(false);
    expect((packRadio("Pair") as HTMLInputElement).checked).toBe(true);
    await userEvent.click(packRadio("Right Only"));
    await waitFor(() => expect(writes.at(-1)?.body.prescriptionObj.uiContextData.pack).toBe("Right Only"), {
      timeout: 4000,
    });
  });

  it("stores the chosen style's key, title and shell length in the prescription, with the quantity", async () => {
    const { writes } = renderScreen({ left: true, right: true });
    const styles = await screen.findByRole("radiogroup", { name: ORDER_STYLE_TEXTS.styles });
    await userEvent.click(within(styles).getByRole("radio", { name: "Everyday Comfort - Full Length Shell" }));
    fireEvent.change(screen.getByRole("textbox", { name: ORDER_STYLE_TEXTS.quantity }), { target: { value: "2" } });
    await waitFor(() => expect(writes.length).toBeGreaterThanOrEqual(2), { timeout: 4000 });
    expect(writes.map((write) => write.action)).toEqual(["PRESCRIPTION_CREATED", "PRESCRIPTION_UPDATED"]);
    const rx = writes.at(-1)?.body.prescriptionObj;
    expect(rx?.uiContextData).toMatchObject({
      orthoticStyle: "comfort",
      orthoticStyleTitle: "Everyday Comfort - Full Length Shell",
      quantity: 2,
    });
    expect(rx?.shellModifications.shellLength).toBe("full");
    // The whole medical profile goes with it.
    expect(writes.at(-1)?.body).toMatchObject({ notes: "left heel pain", weight: 154, leftShoeSize: 11 });
  });

  it("presets what a style stands for: Flatfoot sets a deep heel seat and a medial flange on the scanned feet", async () => {
    const { writes } = renderScreen({ left: true, right: false });
    const styles = await screen.findByRole("radiogroup", { name: ORDER_STYLE_TEXTS.styles });
    const flatfoot = within(styles).getByRole("radio", { name: "Flatfoot" });
    // Shown before it is applied: the card lists what the style sets, sides limited to the scanned foot.
    const described = (flatfoot.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ");
    expect(described).toContain('Heel seat: Deep 5/8"');
    expect(described).toContain("Medial flange: L");
    await userEvent.click(flatfoot);
    // Nothing of the clinician's was at stake: no question asked.
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(writes.at(-1)?.body.prescriptionObj.shellModifications.heelSeat).toBe(20), {
      timeout: 4000,
    });
    expect(writes.at(-1)?.body.prescriptionObj.shellModifications).toMatchObject({
      medialFlange: "left",
      shellRigidity: "rigid",
    });
    expect(await screen.findByRole("status")).toHaveProperty(
      "textContent",
      expect.stringContaining('Heel seat: Std 3/8" → Deep 5/8"'),
    );
  });

  it("asks before a preset replaces a value the clinician set, and keeps it unless they agree", async () => {
    const rx = defaultPrescription();
    rx.shellModifications.heelSeat = 16;
    rx.shellModifications.shellRigidity = "flexible";
    const { writes } = renderScreen({ left: true, right: true }, rx);
    const styles = await screen.findByRole("radiogroup", { name: ORDER_STYLE_TEXTS.styles });
    await userEvent.click(within(styles).getByRole("radio", { name: "Flatfoot" }));
    const dialog = await screen.findByRole("dialog", { name: STYLE_PRESET_TEXTS.confirmTitle("Flatfoot") });
    expect(dialog.textContent).toContain('Heel seat: Sport 1/2" → Deep 5/8"');
    expect(dialog.textContent).toContain("Shell rigidity: Flexible → Rigid");
    // The focus starts on the safe answer: Enter keeps what the clinician chose.
    const keep = within(dialog).getByRole("button", { name: STYLE_PRESET_TEXTS.keepValues });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    await userEvent.click(keep);
    await waitFor(() => expect(writes.at(-1)?.body.prescriptionObj.uiContextData.orthoticStyleTitle).toBe("Flatfoot"), {
      timeout: 4000,
    });
    // The clinician's values stay; the rest of the preset is set.
    expect(writes.at(-1)?.body.prescriptionObj.shellModifications).toMatchObject({
      heelSeat: 16,
      shellRigidity: "flexible",
      medialFlange: "both",
    });

    // Asked again, they agree: the preset's values replace theirs.
    await userEvent.click(within(styles).getByRole("radio", { name: "UCBL" }));
    const again = await screen.findByRole("dialog", { name: STYLE_PRESET_TEXTS.confirmTitle("UCBL") });
    await userEvent.click(within(again).getByRole("button", { name: STYLE_PRESET_TEXTS.applyPreset }));
    await waitFor(() => expect(writes.at(-1)?.body.prescriptionObj.shellModifications.heelSeat).toBe(20), {
      timeout: 4000,
    });
    expect(writes.at(-1)?.body.prescriptionObj.shellModifications).toMatchObject({
      shellRigidity: "rigid",
      medialFlange: "both",
      lateralFlange: "both",
    });
  });

  it("applies a saved Rx: it replaces the prescription, fitted to the scans, and its pack is taken", async () => {
    const template = defaultPrescription();
    const saved: SavedRx = {
      fileName: "Plantar fasciitis",
      companyID: record.companyID,
      fileData: {
        ...template,
        shellModifications: { ...template.shellModifications, shellRigidity: "rigid", medialFlange: "both" },
        accommodations: { ...template.accommodations, heelSpurPad: "both", neuromaPads: { left: [2], right: [3] } },
        uiContextData: { ...template.uiContextData, pack: "Left Only", orthoticStyle: "comfort", zebraID: "X" },
      },
    };
    const patientRx = defaultPrescription();
    patientRx.uiContextData.zebraID = "PO-77";
    const { writes } = renderScreen({ left: true, right: true }, patientRx, [saved]);
    const choice = await screen.findByRole("combobox", { name: ORDER_STYLE_TEXTS.savedRxChoice });
    await waitFor(() => expect(within(choice).getByRole("option", { name: "Plantar fasciitis" })).toBeTruthy());
    fireEvent.change(choice, { target: { value: "Plantar fasciitis" } });
    await userEvent.click(screen.getByRole("button", { name: ORDER_STYLE_TEXTS.apply }));
    const dialog = await screen.findByRole("dialog", { name: ORDER_STYLE_TEXTS.applyTitle });
    await userEvent.click(within(dialog).getByRole("button", { name: ORDER_STYLE_TEXTS.applyConfirm }));
    expect(await screen.findByText(ORDER_STYLE_TEXTS.applied("Plantar fasciitis"))).toBeTruthy();
    expect((packRadio("Left Only") as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(writes.at(-1)?.body.prescriptionObj.uiContextData.pack).toBe("Left Only"), {
      timeout: 4000,
    });
    const rx = writes.at(-1)?.body.prescriptionObj;
    expect(rx?.shellModifications).toMatchObject({ shellRigidity: "rigid", medialFlange: "both" });
    expect(rx?.accommodations).toMatchObject({ heelSpurPad: "both", neuromaPads: { left: [2], right: [3] } });
    // The patient's own details stay.
    expect(rx?.uiContextData.zebraID).toBe("PO-77");
  });

  it("asks before an applied saved Rx loses what a foot without a scan cannot have, then fits it", async () => {
    const template = defaultPrescription();
    const saved: SavedRx = {
      fileName: "Both feet",
      companyID: record.companyID,
      fileData: {
        ...template,
        postingOptions: { ...template.postingOptions, right: { ...template.postingOptions.right, heelLift: 5 } },
        accommodations: { ...template.accommodations, metBar: "both", metHeadCutouts: { left: [1], right: [4, 5] } },
      },
    };
    const { writes } = renderScreen({ left: true, right: false }, defaultPrescription(), [saved]);
    const choice = await screen.findByRole("combobox", { name: ORDER_STYLE_TEXTS.savedRxChoice });
    await waitFor(() => expect(within(choice).getByRole("option", { name: "Both feet" })).toBeTruthy());
    fireEvent.change(choice, { target: { value: "Both feet" } });
    await userEvent.click(screen.getByRole("button", { name: ORDER_STYLE_TEXTS.apply }));
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: ORDER_STYLE_TEXTS.applyConfirm }),
    );
    // The saved Rx is kept whole until the clinician agrees to drop what the right foot cannot have.
    const ask = await screen.findByRole("dialog", { name: SCAN_FIT_TEXTS.title });
    expect(
      within(ask)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Right foot: heel lift 5 mm", "Right foot: met head cut outs 4, 5", "Met bar: both feet → left only"]);
    await flushSaves();
    expect(writes.at(-1)?.body.prescriptionObj.accommodations.metBar).toBe("both");
    await userEvent.click(within(ask).getByRole("button", { name: SCAN_FIT_TEXTS.drop }));
    await flushSaves();
    const rx = writes.at(-1)?.body.prescriptionObj;
    expect(rx?.accommodations.metBar).toBe("left");
    expect(rx?.postingOptions.right.heelLift).toBe(0);
    expect(rx?.accommodations.metHeadCutouts).toMatchObject({ left: [1], right: [] });
    // The saved Rx's pair cannot be made with one scan.
    expect(rx?.uiContextData.pack).toBe("Left Only");
  });
});
