// Issue 11's journey from a scanned patient to a tracked order: choose a style, change an option in each category,
// keep the prescription as a saved Rx, apply it to a second patient, review, place the order, see it on the Order
// screen, move it to Shipped in the fabrication lab's view, see the tracking link at the clinic, and download
// presc.pdf, whose text and pages (read and turned into PNGs with pdf.js, apps/server/src/test/pdf-tools.ts) are
// checked and kept.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { pdfInfo, pdfPagePng, pdfText } from "../apps/server/src/test/pdf-tools";
import { quietAgentPort } from "../playwright.config";
import { createPatient, recordStatus, setPoNumberFromReview, uniqueName } from "./patient-steps";
import { footGroup, segment } from "./rx-steps";
import { newPatientToScan, scanFoot } from "./scanner-steps";
import { signInAs } from "./sign-in-steps";
import { stepShooter } from "./steps";

const LAB = { email: "lab@solerx.test", password: "solerx-demo" };
const TRACKING_LINK = "https://track.example.com/parcel/1Z999AA10123456784";

/** The screen as it stands, then at a phone's 390 px, back at the desktop size. */
async function shotBothWidths(page: Page, shot: (name: string) => Promise<void>, name: string): Promise<void> {
  await shot(name);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(`${name}-390`);
  if (size) await page.setViewportSize(size);
}

/** From Results to Orthotic Styles, then to the Prescription screen. */
async function toPrescription(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/prescription\?id=/);
}

test("from a scanned patient to a shipped order: style, prescription, saved Rx, review, lab, tracking link and presc.pdf", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const shot = stepShooter(page, testInfo);
  const templateName = `Flatfoot firm ${uniqueName("rx")}`;

  // The first patient, both feet scanned by the scanner agent: a quiet one of its own (the agenturi query, which
  // the tab keeps), untouched by the scanning tests that make theirs fail.
  await newPatientToScan(page, "Ada", uniqueName("Template"), `/?agenturi=localhost:${quietAgentPort}`);
  await page.getByRole("button", { name: "Continue to 3D scan" }).click();
  const quietScan = page.waitForRequest(`http://localhost:${quietAgentPort}/hpagent/api/v1/scanner/*/scan`);
  await scanFoot(page, "left");
  await quietScan;
  await scanFoot(page, "right");
  await page.getByRole("button", { name: "Results" }).click();
  await page.getByRole("button", { name: "Orthotic styles" }).click();

  // Orthotic Styles: both feet scanned, so Pair is the pack.
  await expect(page.getByRole("radiogroup", { name: "Pack" }).getByRole("radio", { name: "Pair" })).toBeChecked();
  await page.getByRole("radio", { name: "Flatfoot" }).click();
  await expect(recordStatus(page)).toContainText("Saved", { timeout: 10_000 });
  await toPrescription(page);

  // One change in each category.
  await segment(page, "Shell rigidity", "Flexible").click();
  await footGroup(page, "Right foot").getByRole("combobox", { name: "Heel lift" }).selectOption("2");
  await segment(page, "Top cover length", "Sulcus").click();
  await segment(page, "Met bar", "B/L").click();
  await expect(recordStatus(page)).toContainText("Saved", { timeout: 10_000 });
  await page.getByRole("button", { name: "Save as saved Rx" }).click();
  const saveAs = page.getByRole("dialog", { name: "Save as saved Rx" });
  await saveAs.getByRole("textbox", { name: "Prescription name" }).fill(templateName);
  await saveAs.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`Saved as “${templateName}”.`)).toBeVisible();
  await page.getByRole("button", { name: "End session" }).click();
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(page).toHaveURL(/\/patients$/);

  // The second patient, scanned too, takes the saved Rx.
  const lastName = uniqueName("Ordered");
  await createPatient(page, "Grace", lastName);
  await expect(page).toHaveURL(/\/scan-settings\?id=/);
  await page.getByRole("button", { name: "Continue to 3D scan" }).click();
  await scanFoot(page, "left");
  await scanFoot(page, "right");
  await page.getByRole("button", { name: "Results" }).click();
  await page.getByRole("button", { name: "Orthotic styles" }).click();
  await expect(page).toHaveURL(/\/order-styles\?id=/);
  await page.getByRole("combobox", { name: "Saved Rx to apply" }).selectOption(templateName);
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await page.getByRole("dialog", { name: "Apply saved Rx" }).getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText(`“${templateName}” applied to this prescription.`)).toBeVisible();
  await expect(page.getByRole("radio", { name: "Flatfoot" })).toHaveAttribute("aria-checked", "true");
  await expect(recordStatus(page)).toContainText("Saved", { timeout: 10_000 });
  await shot("saved-rx-applied");
  await toPrescription(page);
  await expect(
    page.getByRole("radiogroup", { name: "Shell rigidity" }).getByRole("radio", { name: "Flexible", exact: true }),
  ).toBeChecked();
  await expect(footGroup(page, "Right foot").getByRole("combobox", { name: "Heel lift" })).toHaveValue("2");

  // Order Review, then the order.
  await page.getByRole("button", { name: "Order review" }).click();
  await expect(page).toHaveURL(/\/summary\?id=/);
  const review = page.getByRole("main");
  for (const text of ["Flatfoot", "Pair of orthotics", "Flexible", "Sulcus", "B/L", `Grace ${lastName}`]) {
    await expect(review).toContainText(text);
  }
  await page.getByRole("checkbox", { name: "Expert review" }).check();
  // The PO number is the patient's (issue 16 point 3), and the order copies it.
  await setPoNumberFromReview(page, "PO-7781");
  await shotBothWidths(page, shot, "order-review");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/end-view\?id=.*order_id=/, { timeout: 30_000 });
  const orderId = new URL(page.url()).searchParams.get("order_id") ?? "";
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole("main")).toContainText("Processing");
  await expect(page.getByRole("main")).toContainText(orderId);
  await shot("order-processing");

  // The fabrication lab, in a browser of its own: fabricate, then ship with a tracking link.
  const labContext = await browser.newContext();
  const lab = await labContext.newPage();
  const labShot = stepShooter(lab, testInfo);
  await signInAs(lab, LAB);
  await lab.getByRole("link", { name: "Fabrication lab", exact: true }).click();
  await expect(lab).toHaveURL(/\/lab/);
  const row = lab.getByRole("row").filter({ hasText: lastName });
  await expect(row).toContainText("Processing");
  await shotBothWidths(lab, labShot, "lab-orders");
  await row.getByRole("link").first().click();
  await expect(lab.getByRole("heading", { name: `Order of Grace ${lastName}` })).toBeVisible();
  await lab.getByRole("button", { name: "Start fabrication" }).click();
  await expect(lab.getByRole("main")).toContainText("Fabricating");
  await lab.getByRole("button", { name: "Mark shipped" }).click();
  const ship = lab.getByRole("dialog", { name: "Mark shipped" });
  await ship.getByRole("textbox", { name: "Tracking link" }).fill(TRACKING_LINK);
  await ship.getByRole("button", { name: "Mark shipped" }).click();
  await expect(ship).toBeHidden();
  await expect(lab.getByRole("main")).toContainText("Shipped");
  await shotBothWidths(lab, labShot, "lab-order-shipped");
  await labContext.close();

  // The clinic sees it shipped, with the tracking link.
  await page.reload();
  await expect(page.getByRole("main")).toContainText("Shipped");
  const tracking = page.getByRole("link", { name: /track/i });
  await expect(tracking).toHaveAttribute("href", TRACKING_LINK);
  await shotBothWidths(page, shot, "order-shipped");

  // presc.pdf: its text names the patient, the order and the options; each page kept as a PNG.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download prescription PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("presc.pdf");
  const folder = testInfo.outputPath("presc");
  mkdirSync(folder, { recursive: true });
  const pdfPath = join(folder, "presc.pdf");
  await download.saveAs(pdfPath);
  const bytes = new Uint8Array(readFileSync(pdfPath));
  const text = pdfText(bytes).replace(/\s+/g, " ");
  for (const expected of [
    `${lastName}, Grace`,
    orderId,
    "PO-7781",
    "Flatfoot",
    "Pair of orthotics",
    "Shell rigidity Flexible",
    "Heel lift 0 mm 2 mm",
    "Top cover length Sulcus",
    "Met bar B/L",
    // The outlines' page, with the scanner's landmarks.
    "Plantar outlines",
    "First metatarsal head",
  ]) {
    expect(text, expected).toContain(expected);
  }
  // Each page at 80 dpi, named as pdftoppm named them (page-1.png, or page-01.png from ten pages on).
  const count = Number(pdfInfo(bytes).Pages);
  for (let n = 1; n <= count; n++) {
    const name = `page-${String(n).padStart(String(count).length, "0")}.png`;
    writeFileSync(join(folder, name), pdfPagePng(bytes, n, 80));
  }
  const pages = readdirSync(folder).filter((name) => name.endsWith(".png"));
  expect(pages.length).toBeGreaterThanOrEqual(2);
  for (const name of pages.sort()) {
    await testInfo.attach(`presc-${name}`, { path: join(folder, name), contentType: "image/png" });
  }
  writeFileSync(join(folder, "text.txt"), text);
});
