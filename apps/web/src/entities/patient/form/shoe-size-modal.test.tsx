// @vitest-environment jsdom
import "../../../testing/setup-dom";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../testing/render";
import { defaultPatientFormValues, type ShoeSizes } from "./patient-form";
import { ShoeSizeModal, type ShoeSizeModalProps } from "./shoe-size-modal";

function renderModal(props: Partial<ShoeSizeModalProps> = {}) {
  const onSave = vi.fn<(value: ShoeSizes) => void>();
  renderWithApp(
    <ShoeSizeModal opened onClose={vi.fn()} value={defaultPatientFormValues().shoes} onSave={onSave} {...props} />,
  );
  const dialog = screen.getByRole("dialog", { name: "Change shoe size" });
  const box = (name: string) => within(dialog).getByRole("textbox", { name }) as HTMLInputElement;
  const choose = async (name: string, option: string) => {
    await userEvent.click(box(name));
    await userEvent.click(await screen.findByRole("option", { name: option }));
  };
  const save = () => userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
  return { dialog, box, choose, save, onSave };
}

describe("Change shoe size", () => {
  it("has the spec's two tabs, starting on the same size for both feet at 11 US MEN'S REGULAR", () => {
    const { dialog, box } = renderModal();
    const same = within(dialog).getByRole("tab", { name: "Both feet wear same size shoes" });
    expect(same.getAttribute("aria-selected")).toBe("true");
    expect(within(dialog).getByRole("tab", { name: "Different shoe sizes" })).toBeTruthy();
    expect(box("Both feet Size").value).toBe("11");
    expect(box("Both feet Unit").value).toBe("US MEN'S");
    expect(box("Both feet Width").value).toBe("REGULAR");
  });

  it("offers each unit's range in steps of 0.5, with US YOUTH'S listed but disabled", async () => {
    const { box, choose } = renderModal();
    await userEvent.click(box("Both feet Size"));
    const sizes = (await screen.findAllByRole("option")).map((option) => option.textContent);
    expect(sizes[0]).toBe("3");
    expect(sizes[1]).toBe("3.5");
    expect(sizes.at(-1)).toBe("16");
    await userEvent.click(screen.getByRole("option", { name: "16" }));
    await userEvent.click(box("Both feet Unit"));
    const youth = await screen.findByRole("option", { name: "US YOUTH'S" });
    expect(youth.getAttribute("aria-disabled") ?? youth.getAttribute("data-combobox-disabled")).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    // US WOMEN'S goes up to 15: the chosen 16 is capped.
    await choose("Both feet Unit", "US WOMEN'S");
    expect(box("Both feet Size").value).toBe("15");
  });

  it("keeps US YOUTH'S sizes to the standard width, REGULAR being the only choice", async () => {
    const youthValue: ShoeSizes = {
      ...defaultPatientFormValues().shoes,
      both: { size: 14, unit: "US YOUTH'S", width: "wide" },
    };
    const { box, save, onSave } = renderModal({ value: youthValue });
    expect(box("Both feet Size").value).toBe("13.5");
    expect(box("Both feet Width").value).toBe("REGULAR");
    await userEvent.click(box("Both feet Width"));
    const widths = (await screen.findAllByRole("option")).map((option) => option.textContent);
    expect(widths).toEqual(["REGULAR"]);
    await userEvent.keyboard("{Escape}");
    await save();
    const saved = onSave.mock.calls[0]?.[0];
    expect(saved?.both).toEqual({ size: 13.5, unit: "US YOUTH'S", width: "standard" });
  });

  it("saves different sizes per foot from the second tab", async () => {
    const { dialog, choose, save, onSave } = renderModal();
    await userEvent.click(within(dialog).getByRole("tab", { name: "Different shoe sizes" }));
    await choose("Right foot Size", "9.5");
    await choose("Left foot Width", "WIDE");
    await save();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        differentSizes: true,
        right: { size: 9.5, unit: "US MEN'S", width: "standard" },
        left: { size: 11, unit: "US MEN'S", width: "wide" },
      }),
    );
  });

  it("shows a foot's row on the Prescription route only when that foot's scan exists; both rows elsewhere", async () => {
    const { dialog } = renderModal({ prescriptionRoute: true, scans: { left: true, right: false } });
    await userEvent.click(within(dialog).getByRole("tab", { name: "Different shoe sizes" }));
    expect(within(dialog).getByRole("group", { name: "Left foot" })).toBeTruthy();
    expect(within(dialog).queryByRole("group", { name: "Right foot" })).toBeNull();
  });

  it("shows both rows away from the Prescription route", async () => {
    const { dialog } = renderModal({ scans: { left: true, right: false } });
    await userEvent.click(within(dialog).getByRole("tab", { name: "Different shoe sizes" }));
    expect(within(dialog).getByRole("group", { name: "Left foot" })).toBeTruthy();
    expect(within(dialog).getByRole("group", { name: "Right foot" })).toBeTruthy();
  });

  it("offers pair or one orthotic once a scan exists, each enabled only with its scans", async () => {
    const { dialog, save, onSave } = renderModal({ scans: { left: true, right: false } });
    const pair = within(dialog).getByRole("radio", { name: "Pair of orthotics" }) as HTMLInputElement;
    expect(pair.disabled).toBe(true);
    expect((within(dialog).getByRole("radio", { name: "Right orthotic" }) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole("radio", { name: "Left orthotic" }));
    await save();
    expect(onSave.mock.calls[0]?.[0].pack).toBe("Left Only");
  });

  it("hides the pack choice without scans", () => {
    const { dialog } = renderModal();
    expect(within(dialog).queryByRole("radio", { name: "Pair of orthotics" })).toBeNull();
  });
});
