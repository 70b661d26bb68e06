// @vitest-environment jsdom
import "../../../testing/setup-dom";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../testing/render";
import { scanPropertiesFixture, testId } from "../../../testing/scans";
import { MeasurementsTable } from "./measurements-table";

describe("MeasurementsTable", () => {
  it("shows each foot's measurements in whole millimetres, a dash for a missing figure, No scan for a missing foot", () => {
    const left = scanPropertiesFixture(testId(1), { footLength: 262.4, ballWidth: 98.6, archHeight: null });
    renderWithApp(<MeasurementsTable left={left} right={null} />);
    const table = screen.getByRole("table", { name: "Measurements" });
    expect(within(table).getByRole("row", { name: /Foot length/ }).textContent).toContain("Foot length262 mmNo scan");
    expect(within(table).getByRole("row", { name: /Ball width/ }).textContent).toContain("99 mm");
    expect(within(table).getByRole("row", { name: /Arch height/ }).textContent).toContain("Arch height—No scan");
  });

  it("shows the arch index as a ratio and the server's notes on each foot's scan, headed by the foot", () => {
    const left = scanPropertiesFixture(testId(1), {
      archIndex: 0.234,
      sideMismatch:
        "This scan is labelled as the left foot, but its shape is a right foot's: check the side before prescribing.",
    });
    const right = scanPropertiesFixture(testId(2), { archIndex: null, unmeasurable: "This is not a foot." });
    renderWithApp(<MeasurementsTable left={left} right={right} />);
    const table = screen.getByRole("table", { name: "Measurements" });
    expect(within(table).getByRole("row", { name: /Arch index/ }).textContent).toContain("Arch index0.23—");
    const notes = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(notes).toEqual([
      "Left foot: This scan is labelled as the left foot, but its shape is a right foot's: check the side before prescribing.",
      "Right foot: This is not a foot.",
    ]);
  });

  it("shows the units the server assumed for a file and a length it doubts among the notes", () => {
    const right = scanPropertiesFixture(testId(2), {
      unitsNote: "The scan's coordinates are in inches.",
      lengthWarning: "The foot is much longer than its shoe size.",
    });
    renderWithApp(<MeasurementsTable left={null} right={right} />);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Right foot: The scan's coordinates are in inches.",
      "Right foot: The foot is much longer than its shoe size.",
    ]);
  });

  it("shows no notes when the server has none", () => {
    renderWithApp(<MeasurementsTable left={scanPropertiesFixture(testId(1))} right={null} />);
    expect(screen.queryByText("About the scans")).toBeNull();
  });
});
