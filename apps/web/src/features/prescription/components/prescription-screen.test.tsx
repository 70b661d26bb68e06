// @vitest-environment jsdom
import "../../../testing/setup-dom";
import { SAVED_RX_NAME_INVALID_MESSAGE } from "@solerx/domain/common";
import { defaultPrescription, type Prescription } from "@solerx/domain/prescription";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { connectRecordWriter } from "../../../entities/patient/record-cache";
import { resetPrescriptionsCreated } from "../../../entities/patient/record-writer";
import { flushSaves } from "../../../entities/patient/save-queue-instance";
import { ScanFitCheck } from "../../../entities/prescription/components/scan-fit-check";
import { EDITOR_TEXTS, SCAN_FIT_TEXTS } from "../../../entities/prescription/texts";
import { medicalProfileFixture } from "../../../testing/medical-profile";
import { server, startMockNetwork } from "../../../testing/msw";
import { patientRecordFixture } from "../../../testing/patient-record";
import { closePatientScreen, openPatientScreen, scansOf } from "../../../testing/patient-screen";
import { renderWithApp, testQueryClient } from "../../../testing/render";
import { PRESCRIPTION_TEXTS } from "../texts";
import { SMALL_SCREEN } from "./category-nav";
import { PrescriptionScreen } from "./prescription-screen";

vi.mock("../../../lib/snackbar", () => ({ showSnackbar: vi.fn(), showErrorSnackbar: vi.fn() }));

startMockNetwork();
const realMatchMedia = globalThis.matchMedia;
beforeEach(() => resetPrescriptionsCreated());
afterEach(async () => {
  await flushSaves();
  closePatientScreen();
  globalThis.matchMedia = realMatchMedia;
});

const record = patientRecordFixture({ sessionsStatuses: ["SESSION_CREATED", "MEASUREMENT_DATA_CAPTURED"] });

function renderScreen(feet = { left: true, right: true }, rx: Prescription = defaultPrescription()) {
  const network = openPatientScreen({
    record,
    profile: medicalProfileFixture({ prescriptionObj: rx }),
    scans: scansOf(feet),
  });
  const queryClient = testQueryClient();
  connectRecordWriter(queryClient);
  const onNext = vi.fn();
  const onScan = vi.fn();
  // As the route mounts it: the scan-fit check beside the screen.
  renderWithApp(
    <>
      <ScanFitCheck onScan={onScan} />
      <PrescriptionScreen onBack={vi.fn()} onNext={onNext} />
    </>,
    { path: `/prescription?id=${record.userID}`, queryClient },
  );
  return { ...network, onNext, onScan };
}

/** jsdom lays nothing out: the screen is as wide as the query says. */
function screenWidthMatches(query: string): void {
  globalThis.matchMedia = (media: string) =>
    ({
      matches: media === query,
      media,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** A reorder's prescription: a pair, with values on the right foot and on both. */
function reorderedRx(): Prescription {
  const rx = defaultPrescription();
  rx.uiContextData.pack = "Pair";
  rx.postingOptions.right = { ...rx.postingOptions.right, heelLift: 4, rearfootPost: { kind: "specify", degrees: 4 } };
  rx.shellModifications.medialFlange = "both";
  rx.accommodations.neuromaPads = { left: [1], right: [2, 3] };
  return rx;
}

const foot = (name: string) => screen.getByRole("group", { name: new RegExp(`^${name}`) });

describe("Prescription", () => {
  it("autosaves 1 s after a change: first PRESCRIPTION_CREATED, 1 s later PRESCRIPTION_UPDATED, then only updates", async () => {
    const { writes } = renderScreen();
    const rigidity = await screen.findByRole("radiogroup", { name: "Shell rigidity" });
    const before = Date.now();
    await userEvent.click(within(rigidity).getByRole("radio", { name: "Rigid" }));
    await waitFor(() => expect(writes).toHaveLength(1), { timeout: 3000 });
    expect((writes[0]?.at ?? 0) - before).toBeGreaterThanOrEqual(1000);
    expect(writes[0]).toMatchObject({ action: "PRESCRIPTION_CREATED", update: "false" });
    await waitFor(() => expect(writes).toHaveLength(2), { timeout: 3000 });
    expect((writes[1]?.at ?? 0) - (writes[0]?.at ?? 0)).toBeGreaterThanOrEqual(1000);
    expect(writes[1]?.action).toBe("PRESCRIPTION_UPDATED");
    expect(writes[1]?.update).toBeNull();
    expect(writes[1]?.body.prescriptionObj.shellModifications.shellRigidity).toBe("rigid");

    fireEvent.change(within(foot("Left foot")).getByRole("combobox", { name: "Heel lift" }), {
      target: { value: "3" },
    });
    await waitFor(() => expect(writes).toHaveLength(3), { timeout: 3000 });
    expect(writes[2]?.action).toBe("PRESCRIPTION_UPDATED");
    expect(writes[2]?.body.prescriptionObj.postingOptions.left.heelLift).toBe(3);
    expect(writes[2]?.body.prescriptionObj.shellModifications.shellRigidity).toBe("rigid");
  });

  it("never saves a prescription changed by the scans on its own: a right foot's values stay stored with only a left scan", async () => {
    const { writes } = renderScreen({ left: true, right: false }, reorderedRx());
    await screen.findByRole("radiogroup", { name: "Medial flange" });
    await flushSaves();
    expect(writes).toEqual([]);
  });

  it("names each value a foot without a scan would lose; Go back and scan keeps them all", async () => {
    const { writes, onScan } = renderScreen({ left: true, right: false }, reorderedRx());
    const dialog = await screen.findByRole("dialog", { name: SCAN_FIT_TEXTS.title });
    expect(within(dialog).getByText(SCAN_FIT_TEXTS.lead({ left: true, right: false }))).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Pack: Pair → Left Only",
      "Right foot: heel lift 4 mm",
      "Right foot: varus rearfoot post 4°",
      "Right foot: neuroma pads 2, 3",
      "Medial flange: both feet → left only",
    ]);
    await userEvent.click(within(dialog).getByRole("button", { name: SCAN_FIT_TEXTS.scan }));
    expect(onScan).toHaveBeenCalledOnce();
    await flushSaves();
    expect(writes).toEqual([]);
  });

  it("drops them once the clinician agrees: the fitted prescription is saved, the foot's column off", async () => {
    const { writes } = renderScreen({ left: true, right: false }, reorderedRx());
    const dialog = await screen.findByRole("dialog", { name: SCAN_FIT_TEXTS.title });
    await userEvent.click(within(dialog).getByRole("button", { name: SCAN_FIT_TEXTS.drop }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: SCAN_FIT_TEXTS.title })).toBeNull());
    const right = foot("Right foot");
    expect(right.hasAttribute("disabled")).toBe(true);
    expect(within(right).getByText(EDITOR_TEXTS.noScan.right)).toBeTruthy();
    expect((within(right).getByRole("combobox", { name: "Heel lift" }) as HTMLSelectElement).value).toBe("0");
    const flange = screen.getByRole("radiogroup", { name: "Medial flange" });
    expect((within(flange).getByRole("radio", { name: "L" }) as HTMLInputElement).checked).toBe(true);
    await flushSaves();
    const saved = writes.at(-1)?.body.prescriptionObj;
    expect(saved?.uiContextData.pack).toBe("Left Only");
    expect(saved?.postingOptions.right).toMatchObject({ heelLift: 0, rearfootPost: { kind: "specify", degrees: 0 } });
    expect(saved?.shellModifications.medialFlange).toBe("left");
    expect(saved?.accommodations.neuromaPads).toMatchObject({ left: [1], right: [] });
  });

  it("asks nothing and drops nothing with both feet scanned", async () => {
    const { writes } = renderScreen({ left: true, right: true }, reorderedRx());
    await screen.findByRole("radiogroup", { name: "Medial flange" });
    expect(screen.queryByRole("dialog", { name: SCAN_FIT_TEXTS.title })).toBeNull();
    await flushSaves();
    expect(writes).toEqual([]);
  });

  it("jumps to the categories with buttons on a wide screen", async () => {
    renderScreen();
    const nav = await screen.findByRole("navigation", { name: PRESCRIPTION_TEXTS.categories });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Shell", "#shell"],
      ["Posting", "#posting"],
      ["Coverings", "#coverings"],
      ["Accommodations", "#accommodations"],
    ]);
    expect(screen.queryByRole("button", { name: PRESCRIPTION_TEXTS.menu })).toBeNull();
  });

  it("puts the categories in a Menu drop-down under 768 px", async () => {
    screenWidthMatches(SMALL_SCREEN);
    renderScreen();
    const menu = await screen.findByRole("button", { name: PRESCRIPTION_TEXTS.menu });
    expect(screen.queryByRole("navigation", { name: PRESCRIPTION_TEXTS.categories })).toBeNull();
    await userEvent.click(menu);
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => [item.textContent, item.getAttribute("href")])).toEqual([
      ["Shell", "#shell"],
      ["Posting", "#posting"],
      ["Coverings", "#coverings"],
      ["Accommodations", "#accommodations"],
    ]);
  });

  it("saves the prescription as a saved Rx without the patient's details, under a name the rule allows", async () => {
    const rx = defaultPrescription();
    rx.uiContextData.zebraID = "PO-77";
    rx.uiContextData.shoeSize = { left: 9, right: 9.5 };
    rx.accommodations.metBar = "both";
    renderScreen({ left: true, right: true }, rx);
    const upserts: unknown[] = [];
    server.use(
      http.post("*/api/v1/savedrx/upsert", async ({ request }) => {
        upserts.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    await userEvent.click(await screen.findByRole("button", { name: PRESCRIPTION_TEXTS.saveAsSavedRx }));
    const dialog = await screen.findByRole("dialog", { name: PRESCRIPTION_TEXTS.saveAsTitle });
    const name = within(dialog).getByRole("textbox", { name: "Prescription name" });
    const save = within(dialog).getByRole("button", { name: PRESCRIPTION_TEXTS.saveAsConfirm });
    expect(save.hasAttribute("disabled")).toBe(true);
    await userEvent.type(name, "Met bar #2");
    expect(within(dialog).getByText(SAVED_RX_NAME_INVALID_MESSAGE)).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(save.hasAttribute("disabled")).toBe(true);
    await userEvent.clear(name);
    await userEvent.type(name, "Met bar 2{Enter}");
    expect(await screen.findByText(PRESCRIPTION_TEXTS.savedAs("Met bar 2"))).toBeTruthy();
    expect(upserts).toHaveLength(1);
    const body = upserts[0] as { fileName: string; companyID: string; fileData: Prescription };
    expect(body.fileName).toBe("Met bar 2");
    expect(body.companyID).toBe(record.companyID);
    expect(body.fileData.accommodations.metBar).toBe("both");
    expect(body.fileData.uiContextData.zebraID).toBe("");
    expect(body.fileData.uiContextData.shoeSize).toEqual({ left: 12, right: 12 });
  });

  it("refuses a saved Rx name the company already has", async () => {
    renderScreen();
    server.use(
      http.get("*/api/v1/savedrx/get/list", () =>
        HttpResponse.json([{ fileName: "Flatfoot kids", updatedAt: "2026-11-01T10:00:00.000Z" }]),
      ),
      http.post("*/api/v1/savedrx/upsert", () => HttpResponse.json({}, { status: 500 })),
    );
    await userEvent.click(await screen.findByRole("button", { name: PRESCRIPTION_TEXTS.saveAsSavedRx }));
    const dialog = await screen.findByRole("dialog", { name: PRESCRIPTION_TEXTS.saveAsTitle });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Prescription name" }), "Flatfoot kids{Enter}");
    expect(await within(dialog).findByText("A prescription by the given new file name already exists")).toBeTruthy();
  });

  it("goes on to Order Review with Next", async () => {
    const { onNext } = renderScreen();
    await userEvent.click(await screen.findByRole("button", { name: PRESCRIPTION_TEXTS.next }));
    expect(onNext).toHaveBeenCalledOnce();
  });
});
