// The rendered prescription PDF, read back with pdf.js (test/pdf-tools.ts): a valid US Letter PDF of several
// pages, naming the patient, the order, the PO number and every chosen option; the outline page with each landmark
// keyed; no outline page without a scan; no birth date or gender when hidden; long prescriptions flowing onto
// further pages with the order id and page number on each; characters Helvetica lacks drawn as their nearest form.
import { defaultPrescription, prescriptionSections } from "@solerx/domain/prescription";
import { describe, expect, it } from "vitest";
import { pdfInfo, pdfText } from "../test/pdf-tools";
import { SAMPLE_ORDER_ID, sampleDocument } from "../test/prescription-document";
import { renderPrescriptionPdf } from "./render";

/** The PDF's text with runs of white space (line breaks of wrapped values) as one space. */
async function textOf(document = sampleDocument()) {
  const bytes = await renderPrescriptionPdf(document);
  const pages = pdfText(bytes)
    .split("\f")
    .filter((page) => page.trim() !== "")
    .map((page) => page.replace(/\s+/g, " "));
  return { bytes, pages, all: pages.join(" ") };
}

describe("the prescription PDF", () => {
  it("is a valid US Letter PDF of two pages: the prescription, then the outlines", async () => {
    const { bytes, pages } = await textOf();
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const info = pdfInfo(bytes);
    expect(info.Pages).toBe("2");
    expect(info["Page size"]).toContain("612 x 792 pts (letter)");
    expect(info.Title).toBe("Prescription - Byron, Ada");
    expect(pages[0]).toContain("Shell");
    expect(pages[1]).toContain("Plantar outlines");
  });

  it("names the clinic, doctor, patient, order id, PO number and every chosen option, grouped", async () => {
    const { all, pages } = await textOf();
    for (const text of [
      "Demo Clinic",
      "Downtown",
      "Maria Ortega",
      "Byron, Ada",
      SAMPLE_ORDER_ID,
      "PO-4410",
      "REF-9",
      "17 May 1970",
      "Female",
      "1 Mar 2026",
      "Sports Orthotic (Sport)",
      "Pair of orthotics",
      "US WOMEN'S 9, WIDE",
      "150 lbs",
      "Plantar Fasciitis",
      "Runs 20 km a week. Keep the lateral border thin.",
    ]) {
      expect(all, text).toContain(text);
    }
    for (const category of ["Shell", "Posting", "Coverings", "Accommodations", "Notes"]) {
      expect(pages[0], category).toContain(category);
    }
    // A changed choice in each category, in the domain's wording, its label and value on one line (the degree sign
    // survives WinAnsi; that value wraps in its column).
    expect(pages[0]).toContain("Shell rigidity Rigid");
    expect(pages[0]).toContain("Forefoot post Intrinsic Specify");
    expect(pages[0]).toContain("Values, Valgus 4°");
    expect(pages[0]).toContain("Heel lift 0 mm 3 mm");
    expect(pages[0]).toContain('Top cover material Plastazote Black 1/8"');
    expect(pages[0]).toContain("Neuroma pads 2, 3 N/A");
  });

  it("draws each scanned foot at a stated scale, its landmarks keyed, its measurements beside", async () => {
    const { pages } = await textOf();
    const outlines = pages[1] ?? "";
    expect(outlines).toMatch(/Scale 1:(1|1\.5|2|2\.5|3) when printed at actual size/);
    for (const label of ["First metatarsal head", "Fifth metatarsal head", "Heel centre", "Navicular"]) {
      expect(outlines).toContain(label);
    }
    // Each code marks the left and the right foot, and keys the legend.
    for (const code of ["M1", "M5", "HC", "NV"]) expect(outlines.split(code).length - 1).toBeGreaterThanOrEqual(3);
    expect(outlines).toContain("Foot length");
    expect(outlines).toContain("270.9 mm");
    expect(outlines).toContain("11111111-2222-4333-8444-555555555555");
  });

  it("says No scan for a missing foot, and has no outline page without any scan", async () => {
    const rightOnly = sampleDocument();
    const { pages: one } = await textOf({ ...rightOnly, feet: { left: null, right: rightOnly.feet.right } });
    expect(one).toHaveLength(2);
    expect(one[0]).toContain("Right (left: No scan)");
    expect(one[1]).toContain("No scan");

    const { bytes, all } = await textOf(sampleDocument({ feet: { left: null, right: null } }));
    expect(pdfInfo(bytes).Pages).toBe("1");
    expect(all).toContain("SCANS");
    expect(all).toContain("No scan");
    expect(all).not.toContain("Plantar outlines");
  });

  it("prints the feet's own scan mode on page 1, naming each foot when they were scanned in two modes", async () => {
    const sample = sampleDocument();
    const { pages } = await textOf();
    expect(pages[0]).toContain("Semi-weighted");
    expect(pages[0]).not.toMatch(/\bWeighted\b/);
    const right = sample.feet.right && { ...sample.feet.right, scanMode: "weighted" as const };
    const { pages: mixed } = await textOf({ ...sample, feet: { left: sample.feet.left, right } });
    // The value wraps in its column: "Weighted" lies on the next line.
    expect(mixed[0]).toMatch(/Left Semi-weighted, Right .*\bWeighted\b/);
  });

  it("leaves birth date and gender out when the clinic hides sensitive data", async () => {
    const document = sampleDocument({ sensitiveDataHidden: true });
    const { birthDate: _birthDate, gender: _gender, ...patient } = document.patient;
    const { all } = await textOf({ ...document, patient });
    expect(all).not.toContain("1970");
    expect(all).not.toContain("DATE OF BIRTH");
    // GENDER only as part of SIZE GENDER.
    expect(all.match(/GENDER/g)).toHaveLength(1);
    expect(all).toContain("Date of birth and gender are hidden by the clinic's privacy setting.");
    // The size gender is the shoe size's, and stays.
    expect(all).toContain("SIZE GENDER");
    expect(all).toContain("Female");
  });

  it("flows a long prescription onto further pages, each with the order id and its page number", async () => {
    const rx = defaultPrescription();
    rx.accommodations.specialRx = Array.from(
      { length: 40 },
      (_, i) => `Special instruction number ${i + 1} for the lab`,
    );
    const notes = Array.from({ length: 30 }, (_, i) => `Line ${i + 1} of the clinician's notes.`).join("\n");
    const { bytes, pages } = await textOf(sampleDocument({ sections: prescriptionSections(rx), notes }));
    const count = Number(pdfInfo(bytes).Pages);
    expect(count).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => {
      expect(page).toContain(`Order ${SAMPLE_ORDER_ID}`);
      expect(page).toContain(`Page ${index + 1} of ${count}`);
    });
    const all = pages.join(" ");
    expect(all).toContain("Special instruction number 40 for the lab");
    expect(all).toContain("Line 30 of the clinician's notes.");
    expect(pages.at(-1)).toContain("Plantar outlines");
  });

  // Issue 17: pdfkit breaks a word wider than its box by trying ever shorter pieces (quadratic): 128,000
  // characters took 74 s and stalled the server. The layout breaks such words itself, at the box's width.
  it("breaks one very long word at the box's width, every character kept, in the time of ordinary text", async () => {
    const word = "A".repeat(64_000) + "B".repeat(64_000);
    const { bytes, pages } = await textOf(sampleDocument({ notes: word }));
    expect(Number(pdfInfo(bytes).Pages)).toBeGreaterThan(2);
    const all = pages.join("").replace(/[^AB]/g, "");
    expect(all.split("A").length - 1).toBeGreaterThanOrEqual(64_000);
    expect(all.split("B").length - 1).toBeGreaterThanOrEqual(64_000);
  });

  it("writes names Helvetica cannot draw as their nearest form, and says when there is no order yet", async () => {
    const document = sampleDocument({ order: { orderID: null, createdAt: null } });
    const { all } = await textOf({
      ...document,
      patient: { ...document.patient, firstName: "Zoë", lastName: "Łukasiewicz" },
    });
    expect(all).toContain("Lukasiewicz, Zoë");
    expect(all).toContain("Order Not ordered yet");
  });
});
