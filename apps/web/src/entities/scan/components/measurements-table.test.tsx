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
});
