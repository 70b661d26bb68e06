// withInsoles (pdf/document.ts): each foot's insole outcome put on its sheet, and only on the sheet of the scan it
// was made from; the outline page then says where the 1:1 pages are, or that a foot's design could not be drawn.
import { describe, expect, it } from "vitest";
import { insoleDrawing } from "../test/insole-drawing";
import { pdfText } from "../test/pdf-tools";
import { sampleDocument } from "../test/prescription-document";
import { withInsoles } from "./document";
import { renderPrescriptionPdf } from "./render";
import { PDF_TEXTS } from "./texts";

describe("withInsoles", () => {
  const document = sampleDocument();
  const leftID = document.feet.left?.measurementID ?? "";
  const rightID = document.feet.right?.measurementID ?? "";

  it("puts a drawing on its foot's sheet and notes a foot whose design failed, the document left as it was", () => {
    const drawing = insoleDrawing("left");
    const placed = withInsoles(document, {
      left: { measurementID: leftID, drawing },
      right: { measurementID: rightID, failed: true },
    });
    expect(placed.feet.left?.insole).toBe(drawing);
    expect(placed.feet.left?.insoleNotDrawn).toBeUndefined();
    expect(placed.feet.right?.insole).toBeUndefined();
    expect(placed.feet.right?.insoleNotDrawn).toBe(true);
    expect(document.feet.left?.insole).toBeUndefined();
    expect(document.feet.right?.insoleNotDrawn).toBeUndefined();
  });

  it("leaves out an outcome made from another scan than the sheet's, and a foot without a sheet", () => {
    const placed = withInsoles(
      { ...document, feet: { left: document.feet.left, right: null } },
      {
        left: { measurementID: "another-scan", drawing: insoleDrawing("left") },
        right: { measurementID: rightID, drawing: insoleDrawing("right") },
      },
    );
    expect(placed.feet.left?.insole).toBeUndefined();
    expect(placed.feet.left?.insoleNotDrawn).toBeUndefined();
    expect(placed.feet.right).toBeNull();
  });

  it("has the outline page say where the 1:1 pages are, and note a foot that has none", async () => {
    const bytes = await renderPrescriptionPdf(
      withInsoles(document, {
        left: { measurementID: leftID, drawing: insoleDrawing("left") },
        right: { measurementID: rightID, failed: true },
      }),
    );
    const pages = pdfText(bytes).split("\f");
    const outlines = (pages.find((page) => page.includes(PDF_TEXTS.outlinesTitle)) ?? "").replace(/\s+/g, " ");
    const insolePages = pages.filter((page) => page.includes("Left insole, part")).length;
    expect(insolePages).toBeGreaterThan(0);
    expect(pages.some((page) => page.includes("Right insole, part"))).toBe(false);
    expect(outlines).toContain("The insole at actual size (1:1)");
    const first = pages.indexOf(pages.find((page) => page.includes("Left insole, part")) ?? "") + 1;
    const last = first + insolePages - 1;
    expect(outlines).toContain(first === last ? `page ${first}.` : `pages ${first} to ${last}.`);
    expect(outlines).toContain(PDF_TEXTS.insoleNotDrawn);
  });

  it("says nothing of 1:1 pages when no foot has an insole", async () => {
    const text = pdfText(await renderPrescriptionPdf(document)).replace(/\s+/g, " ");
    expect(text).not.toContain("at actual size (1:1)");
    expect(text).not.toContain(PDF_TEXTS.insoleNotDrawn);
  });
});
