// @vitest-environment jsdom
import "../../../testing/setup-dom";
import type { ScanPresence } from "@solerx/domain/prescription";
import { defaultPrescription, type Prescription } from "@solerx/domain/prescription";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../testing/render";
import { EDITOR_TEXTS } from "../texts";
import { PrescriptionEditor } from "./prescription-editor";

const BOTH: ScanPresence = { left: true, right: true };

/** The editor over a state of its own, as /saved-rx holds it; `latest` reads what it holds now. */
function renderEditor(scans: ScanPresence = BOTH, initial: Prescription = defaultPrescription()) {
  let latest = initial;
  function Host() {
    const [value, setValue] = useState(initial);
    latest = value;
    return <PrescriptionEditor value={value} scans={scans} onChange={(update) => setValue(update)} />;
  }
  renderWithApp(<Host />);
  return { latest: () => latest };
}

const optionValues = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options).map((option) => option.value);
const optionLabels = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options).map((option) => option.textContent);
const foot = (name: string) => screen.getByRole("group", { name: new RegExp(`^${name}`) });

describe("PrescriptionEditor", () => {
  it("offers posting values in the spec's ranges and steps, 0 by default", () => {
    renderEditor();
    const left = within(foot("Left foot"));
    const heelLift = left.getByRole("combobox", { name: "Heel lift" });
    expect(optionValues(heelLift)).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8"]);
    expect((heelLift as HTMLSelectElement).value).toBe("0");
    for (const skive of ["Medial heel skive", "Lateral heel skive"]) {
      expect(optionValues(left.getByRole("combobox", { name: skive }))).toEqual(["0", "2", "4", "6", "8"]);
    }
    expect(optionLabels(heelLift)[8]).toBe("8 mm");
  });

  it("asks degrees 0-6 for Specify Values and Varus or Valgus with degrees for an extrinsic or intrinsic post", async () => {
    const { latest } = renderEditor();
    const right = within(foot("Right foot"));
    const rearfoot = right.getByRole("combobox", { name: "Varus rearfoot post" });
    expect(optionLabels(rearfoot)).toEqual(["N/A", "Lab Selects", "Specify Values"]);
    expect(right.queryByRole("combobox", { name: /Varus rearfoot post, degrees/ })).toBeNull();
    fireEvent.change(rearfoot, { target: { value: "specify" } });
    const degrees = right.getByRole("combobox", { name: "Varus rearfoot post, degrees" });
    expect(optionValues(degrees)).toEqual(["0", "1", "2", "3", "4", "5", "6"]);
    fireEvent.change(degrees, { target: { value: "4" } });
    expect(latest().postingOptions.right.rearfootPost).toEqual({ kind: "specify", degrees: 4 });

    const forefoot = right.getByRole("combobox", { name: "Forefoot post" });
    expect(optionLabels(forefoot)).toEqual(["N/A", "Balance to rearfoot", "Extrinsic", "Intrinsic Specify Values"]);
    fireEvent.change(forefoot, { target: { value: "intrinsic" } });
    await userEvent.click(right.getByRole("radio", { name: "Valgus" }));
    fireEvent.change(right.getByRole("combobox", { name: "Forefoot post, degrees" }), { target: { value: "6" } });
    expect(latest().postingOptions.right.forefootPost).toEqual({ kind: "intrinsic", type: "valgus", degrees: 6 });
    // Another kind holds no degrees.
    fireEvent.change(rearfoot, { target: { value: "lab-selects" } });
    expect(latest().postingOptions.right.rearfootPost).toEqual({ kind: "lab-selects", degrees: 0 });
  });

  it("shows the template's defaults: Semi-Rigid, Std 3/8\" (stored 12), Met shell, full top cover", () => {
    renderEditor();
    const heelSeat = screen.getByRole("combobox", { name: "Heel seat" }) as HTMLSelectElement;
    expect(optionLabels(heelSeat)).toEqual(['Dress 1/4"', 'Std 3/8"', 'Sport 1/2"', 'Deep 5/8"']);
    expect(heelSeat.selectedOptions[0]?.textContent).toBe('Std 3/8"');
    expect(heelSeat.value).toBe("12");
    const checked = (group: string) =>
      within(screen.getByRole("radiogroup", { name: group }))
        .getAllByRole("radio")
        .find((radio) => (radio as HTMLInputElement).checked)
        ?.getAttribute("value");
    expect(checked("Shell rigidity")).toBe("semi");
    expect(checked("Shell length")).toBe("met");
    expect(checked("Top cover length")).toBe("full");
    expect(checked("Heel cushion")).toBe("none");
    const diagnosis = screen.getByRole("combobox", { name: "Diagnosis" }) as HTMLSelectElement;
    expect(optionLabels(diagnosis)).toEqual([
      "Please select",
      "Post-Tib Tendonitis",
      "Metatarsalgia",
      "Plantar Fasciitis",
    ]);
    expect(diagnosis.value).toBe("Please select");
  });

  it("offers every side N/A, L, R, B/L and neuroma pads 1-4 and met head cut outs 1-5 per foot", async () => {
    const { latest } = renderEditor();
    const metBar = screen.getByRole("radiogroup", { name: "Met bar" });
    expect(
      within(metBar)
        .getAllByRole("radio")
        .map((radio) => radio.closest("div")?.textContent),
    ).toEqual(["N/A", "L", "R", "B/L"]);
    await userEvent.click(within(metBar).getByRole("radio", { name: "B/L" }));
    expect(latest().accommodations.metBar).toBe("both");

    const neuromaLeft = screen.getByRole("group", { name: "Neuroma pads, left foot" });
    expect(
      within(neuromaLeft)
        .getAllByRole("checkbox")
        .map((box) => box.getAttribute("value")),
    ).toEqual(["1", "2", "3", "4"]);
    const cutoutsRight = screen.getByRole("group", { name: "Met head cut outs, right foot" });
    expect(within(cutoutsRight).getAllByRole("checkbox")).toHaveLength(5);
    await userEvent.click(within(cutoutsRight).getByRole("checkbox", { name: "5" }));
    await userEvent.click(within(cutoutsRight).getByRole("checkbox", { name: "2" }));
    expect(latest().accommodations.metHeadCutouts).toEqual({ left: [], right: [2, 5] });
  });

  it("keeps the Morton's extension side at N/A while its type is N/A", async () => {
    const { latest } = renderEditor();
    const side = screen.getByRole("radiogroup", { name: "Morton's extension side" });
    expect(within(side).getByRole("radio", { name: "L" }).hasAttribute("disabled")).toBe(true);
    const type = screen.getByRole("combobox", { name: "Morton's extension" });
    fireEvent.change(type, { target: { value: "reverse" } });
    await userEvent.click(within(side).getByRole("radio", { name: "R" }));
    expect(latest().shellModifications.mortonsExtension).toEqual({ type: "reverse", side: "right" });
    fireEvent.change(type, { target: { value: "none" } });
    expect(latest().shellModifications.mortonsExtension).toEqual({ type: "none", side: "none" });
  });

  it("turns off the controls of a foot without a scan and says why", () => {
    renderEditor({ left: true, right: false });
    const right = foot("Right foot");
    expect(right.hasAttribute("disabled")).toBe(true);
    expect(within(right).getByText(EDITOR_TEXTS.noScan.right)).toBeTruthy();
    expect(within(right).getByRole("combobox", { name: "Heel lift" }).hasAttribute("disabled")).toBe(true);
    expect(foot("Left foot").hasAttribute("disabled")).toBe(false);
    const heelCushion = screen.getByRole("radiogroup", { name: "Heel cushion" });
    expect(within(heelCushion).getByRole("radio", { name: "R" }).hasAttribute("disabled")).toBe(true);
    expect(within(heelCushion).getByRole("radio", { name: "B/L" }).hasAttribute("disabled")).toBe(true);
    expect(within(heelCushion).getByRole("radio", { name: "L" }).hasAttribute("disabled")).toBe(false);
    const pads = screen.getByRole("group", { name: "Neuroma pads, right foot" });
    for (const box of within(pads).getAllByRole("checkbox")) expect(box.hasAttribute("disabled")).toBe(true);
  });

  it("anchors each category for the jump buttons", () => {
    renderEditor();
    for (const [name, id] of [
      ["Shell", "shell"],
      ["Posting", "posting"],
      ["Coverings", "coverings"],
      ["Accommodations", "accommodations"],
    ]) {
      expect(screen.getByRole("region", { name })).toHaveProperty("id", id);
    }
  });
});
