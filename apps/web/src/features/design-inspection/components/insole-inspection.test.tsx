// @vitest-environment jsdom
// Design Inspection's pieces that need no WebGL: the report's table (prescribed beside made, following the
// numbers), the warnings in words, the sections' drawing with its scale, the heat map's legend and the progress
// while the next insole is made (the last one stays).
import "../../../testing/setup-dom";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LiveInsoleState } from "../../../entities/insole/insole-view";
import { insoleViewFixture } from "../../../testing/insole-view";
import { renderWithApp } from "../../../testing/render";
import { sectionShapes } from "../lib/section-path";
import { InsoleInspection } from "./insole-inspection";
import { ReportTable } from "./report-table";
import { SectionView } from "./section-view";
import { WarningsList } from "./warnings-list";

function cell(table: HTMLElement, check: string, role: "prescribed" | "made"): string {
  const row = table.querySelector(`tr[data-check="${check}"]`);
  return row?.querySelector(`[data-role="${role}"]`)?.textContent ?? "";
}

function state(overrides: Partial<LiveInsoleState> = {}): LiveInsoleState {
  return {
    status: "ready",
    generation: 3,
    feet: {
      left: { ok: true, insole: insoleViewFixture({ side: "left", heelCupMm: 16, rearfootPostDeg: 4 }) },
      right: { ok: true, insole: insoleViewFixture({ side: "right" }) },
    },
    error: null,
    ...overrides,
  };
}

describe("ReportTable", () => {
  it("lists each check with what was prescribed and what the mesh measures", () => {
    renderWithApp(<ReportTable side="left" insole={insoleViewFixture({ heelCupMm: 16, rearfootPostDeg: 4 })} />);
    const table = screen.getByRole("table", { name: "Left foot: prescribed and made" });
    expect(cell(table, "heelCup", "prescribed")).toBe("16.0 mm");
    expect(cell(table, "heelCup", "made")).toBe("15.7 mm");
    expect(cell(table, "rearfootPost", "prescribed")).toBe("4.0°");
    expect(cell(table, "rearfootPost", "made")).toBe("3.8°");
    expect(cell(table, "closed", "made")).toBe("Yes");
    expect(within(table).getByRole("rowheader", { name: "Length" })).toBeTruthy();
  });

  it("says None for a post that is not prescribed", () => {
    renderWithApp(<ReportTable side="right" insole={insoleViewFixture({ side: "right" })} />);
    const table = screen.getByRole("table", { name: "Right foot: prescribed and made" });
    expect(cell(table, "rearfootPost", "prescribed")).toBe("None");
    expect(cell(table, "forefootPost", "prescribed")).toBe("None");
  });
});

describe("WarningsList", () => {
  it("shows each warning's words once", () => {
    const message = "The rearfoot post of the left foot is Lab Selects: the insole is drawn with 4 degrees varus.";
    renderWithApp(<WarningsList warnings={[{ code: "lab-selects-rearfoot-post", side: "left", message }]} />);
    expect(screen.getByRole("listitem").textContent).toBe(message);
  });

  it("says so when there is none", () => {
    renderWithApp(<WarningsList warnings={[]} />);
    expect(screen.getByText("No warnings: the insoles are made as prescribed.")).toBeTruthy();
  });
});

describe("SectionView", () => {
  it("draws the shell, the cover, the foot line and a scale bar at true scale", () => {
    const section = insoleViewFixture().sections[0];
    if (!section) throw new Error("no section");
    renderWithApp(<SectionView section={section} caption="Left foot: along the foot's axis, heel to toe" />);
    const svg = screen.getByRole("img", { name: "Left foot: along the foot's axis, heel to toe" });
    for (const part of ["shell", "cover", "foot"]) expect(svg.querySelector(`[data-part="${part}"]`)).toBeTruthy();
    expect(svg.querySelector('[data-part="scale"] text')?.textContent).toBe("50 mm");
  });

  it("breaks the foot line where the foot does not reach and flips heights up", () => {
    const shapes = sectionShapes([
      { s: 0, shellBottom: 0, shellTop: 3, coverTop: 4, foot: 5 },
      { s: 10, shellBottom: 0, shellTop: 3, coverTop: 4, foot: null },
      { s: 20, shellBottom: 0, shellTop: 3, coverTop: 4, foot: 6 },
    ]);
    expect(shapes.foot).toBe("M0,-5 M20,-6");
    expect(shapes.shell.startsWith("M0,-3 L10,-3 L20,-3 L20,0")).toBe(true);
    expect(shapes.maxHeight).toBe(6);
  });
});

describe("InsoleInspection", () => {
  it("shows both feet's reports, the sections and the heat map's legend in mm when turned on", () => {
    renderWithApp(<InsoleInspection state={state()} />);
    expect(screen.getByRole("table", { name: "Left foot: prescribed and made" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Right foot: prescribed and made" })).toBeTruthy();
    expect(screen.getAllByRole("img", { name: /along the foot's axis|across the heel cup/ })).toHaveLength(4);
    expect(screen.queryByTestId("thickness-legend")).toBeNull();
    fireEvent.click(screen.getByRole("switch", { name: "Thickness heat map" }));
    const legend = screen.getByTestId("thickness-legend");
    expect(legend.textContent).toContain("Shell thickness (mm)");
  });

  it("shows one foot at a time when asked", () => {
    renderWithApp(<InsoleInspection state={state()} />);
    fireEvent.click(screen.getByRole("radio", { name: "Right" }));
    expect(screen.queryByRole("table", { name: "Left foot: prescribed and made" })).toBeNull();
    expect(screen.getByRole("table", { name: "Right foot: prescribed and made" })).toBeTruthy();
  });

  it("keeps the last insole while the next is made, and says it is updating", () => {
    renderWithApp(<InsoleInspection state={state({ status: "working" })} />);
    expect(screen.getByRole("status").textContent).toBe("Updating the insoles…");
    expect(screen.getByRole("table", { name: "Left foot: prescribed and made" })).toBeTruthy();
  });

  it("says why a foot has no insole", () => {
    renderWithApp(
      <InsoleInspection state={state({ feet: { left: { ok: false, reason: "the scan is not a foot." } } })} />,
    );
    expect(screen.getByText("Left foot: no insole. the scan is not a foot.")).toBeTruthy();
  });
});
