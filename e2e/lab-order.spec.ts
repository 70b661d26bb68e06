// Issue 16 points 3 and 5 in the browser: one truth per value (the PDF's scan mode on both pages, one PO number,
// the diagnosis and notes on Order Review, the Order screen and the lab, the spec's order status labels in the
// patient list, the tracking link printed once) and a lab page the device can be made from (weight, sizes,
// diagnosis, notes and prescription as placed; each scan's mode with STL and OBJ files; each foot's insole as 3MF
// and STL, issue 19 point 4), its order list readable on a phone without sideways scrolling.
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Download, expect, type Locator, type Page, test } from "@playwright/test";
import { pdfText } from "../apps/server/src/test/pdf-tools";
import { recordStatus, uniqueName } from "./patient-steps";
import { sampleScan } from "./scanner-steps";
import { signInAs, signInToFirstStore } from "./sign-in-steps";
import { stepShooter } from "./steps";

const LAB = { email: "lab@solerx.test", password: "solerx-demo" };
const TRACKING_LINK = "https://track.example.com/parcel/1Z999AA10123456799";
const PO_NUMBER = "PO-5150";
const NOTES = "Runs marathons and wants a thin shell";
const MODES = /\b(Semi-weighted|Non-weighted|Weighted|Foambox)\b/g;

type Shot = (name: string) => Promise<void>;

/** The screen at 1366 px, then at a phone's 390 px, back at 1366. */
async function shotBothWidths(page: Page, shot: Shot, name: string): Promise<void> {
  await page.setViewportSize({ width: 1366, height: 900 });
  await shot(name);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(`${name}-390`);
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function saved(download: Download, folder: string): Promise<Buffer> {
  mkdirSync(folder, { recursive: true });
  const path = join(folder, download.suggestedFilename());
  await download.saveAs(path);
  return readFileSync(path);
}

/** Nothing in the element is wider than the element: no sideways scrolling inside it. */
async function expectNoSidewaysScroll(element: Locator): Promise<void> {
  const widths = await element.evaluate((node) => ({ scroll: node.scrollWidth, client: node.clientWidth }));
  expect(widths.scroll, "sideways scrolling inside").toBeLessThanOrEqual(widths.client);
}

test("one truth per value, and a lab page the device can be made from: PDF scan mode, PO number, diagnosis, notes, status labels, STL and OBJ", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const shot = stepShooter(page, testInfo);
  const lastName = uniqueName("Bench");
  const files = testInfo.outputPath("files");

  // A patient with a PO number, a weight and notes, both feet scanned with the sample scans (semi-weighted).
  await signInToFirstStore(page);
  await page.getByRole("button", { name: "Add patient" }).click();
  await page.getByRole("textbox", { name: /^First name/ }).fill("Ruth");
  await page.getByRole("textbox", { name: /^Last name/ }).fill(lastName);
  await page.getByRole("textbox", { name: /^PO number/ }).fill(PO_NUMBER);
  await page.getByRole("textbox", { name: "Assigned doctor" }).click();
  await page.getByRole("option").first().click();
  await page.getByRole("textbox", { name: /^Weight/ }).fill("172");
  await page.getByRole("textbox", { name: "Notes" }).fill(NOTES);
  await page.getByRole("button", { name: "Create patient" }).click();
  await expect(page).toHaveURL(/\/scan-settings\?id=/);
  await page.getByRole("button", { name: "Continue to 3D scan" }).click();
  await sampleScan(page, "Left foot");
  await sampleScan(page, "Right foot");
  await page.getByRole("button", { name: "Results" }).click();
  await page.getByRole("button", { name: "Orthotic styles" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/prescription\?id=/);
  await page.getByRole("combobox", { name: "Diagnosis" }).selectOption("Plantar Fasciitis");
  await expect(recordStatus(page)).toContainText("Saved", { timeout: 10_000 });

  // presc.pdf before ordering: one scan mode, the scans' own, on page 1 and on the outlines' page.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download prescription PDF" }).click();
  const pdf = await saved(await downloading, files);
  const [first = "", second = ""] = pdfText(pdf).split("\f");
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  expect(first.match(MODES)).toEqual(["Semi-weighted"]);
  expect(second).toContain("Plantar outlines");
  expect(new Set(second.match(MODES))).toEqual(new Set(["Semi-weighted"]));

  // Order Review: the patient's one PO number (no second field), the diagnosis and the notes.
  await page.getByRole("button", { name: "Order review" }).click();
  await expect(page).toHaveURL(/\/summary\?id=/);
  await expect(page.getByRole("region", { name: "Patient", exact: true })).toContainText(PO_NUMBER);
  await expect(page.getByRole("textbox", { name: /PO number/ })).toHaveCount(0);
  const reviewRx = page.getByRole("region", { name: "Prescription", exact: true });
  await expect(reviewRx).toContainText("Plantar Fasciitis");
  await expect(reviewRx).toContainText(NOTES);
  await shotBothWidths(page, shot, "order-review");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/end-view\?id=.*order_id=/, { timeout: 30_000 });
  const orderId = new URL(page.url()).searchParams.get("order_id") ?? "";

  // The Order screen: the PO number the order was placed with, the diagnosis and the notes.
  await expect(page.getByRole("region", { name: "Order", exact: true })).toContainText(PO_NUMBER);
  await expect(page.getByRole("region", { name: "Prescription", exact: true })).toContainText("Plantar Fasciitis");
  await expect(page.getByRole("region", { name: "Prescription", exact: true })).toContainText(NOTES);
  await shotBothWidths(page, shot, "order-placed");

  // The lab, in a browser of its own, first on a phone: the order's status in its card, no sideways scrolling.
  const labContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const lab = await labContext.newPage();
  const labShot = stepShooter(lab, testInfo);
  await signInAs(lab, LAB);
  await lab.getByRole("link", { name: "Fabrication lab", exact: true }).click();
  const card = lab.getByRole("row").filter({ hasText: lastName });
  await expect(card.getByText("Processing", { exact: true })).toBeInViewport();
  await expectNoSidewaysScroll(lab.getByRole("table", { name: "Orders" }).locator(".."));
  expect(await lab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await labShot("lab-orders-390");
  await lab.setViewportSize({ width: 1366, height: 900 });
  await labShot("lab-orders");

  // The order as placed: weight, sizes, diagnosis, notes, prescription, each scan's mode and its STL and OBJ.
  await card.getByRole("link", { name: `Ruth ${lastName}` }).click();
  await expect(lab.getByRole("heading", { name: `Order of Ruth ${lastName}` })).toBeVisible();
  const facts = lab.getByRole("region", { name: "Order", exact: true });
  for (const text of ["172 lbs", "11 US MEN'S", PO_NUMBER]) await expect(facts).toContainText(text);
  const labRx = lab.getByRole("region", { name: "Prescription", exact: true });
  await expect(labRx).toContainText("Plantar Fasciitis");
  await expect(labRx).toContainText(NOTES);
  const scans = lab.getByRole("region", { name: "Scans", exact: true });
  for (const foot of ["Left foot scan", "Right foot scan"]) {
    await expect(scans.getByRole("group", { name: foot })).toContainText("Scan mode: Semi-weighted");
  }
  const stlDownload = lab.waitForEvent("download");
  await scans.getByRole("button", { name: "Download the left foot scan as STL" }).click();
  const stlFile = await stlDownload;
  expect(stlFile.suggestedFilename()).toBe(`order-${orderId.slice(0, 8)}-left-scan.stl`);
  const stl = await saved(stlFile, files);
  // Binary STL: an 80-byte header, the triangle count, 50 bytes a triangle; a foot has thousands.
  expect(stl.readUInt32LE(80)).toBeGreaterThan(1000);
  expect(stl.length).toBe(84 + 50 * stl.readUInt32LE(80));
  const objDownload = lab.waitForEvent("download");
  await scans.getByRole("button", { name: "Download the right foot scan as OBJ" }).click();
  const obj = (await saved(await objDownload, files)).toString("utf8");
  expect(obj).toMatch(/^v -?\d/m);
  expect(obj).toMatch(/^f \d+/m);
  // Each foot's insole (issue 19 point 4), made from the order as placed: a 3MF (a zip) and a binary STL.
  const insoles = lab.getByRole("region", { name: "Insoles", exact: true });
  for (const foot of ["Left insole", "Right insole"]) {
    await expect(insoles.getByRole("group", { name: foot }).getByRole("button")).toHaveText(["3MF", "STL"]);
  }
  const threeMfDownload = lab.waitForEvent("download");
  await insoles.getByRole("button", { name: "Download the left insole as 3MF" }).click();
  const threeMfFile = await threeMfDownload;
  expect(threeMfFile.suggestedFilename()).toBe(`insole-${orderId.slice(0, 8)}-left.3mf`);
  expect([...(await saved(threeMfFile, files)).subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  const insoleStlDownload = lab.waitForEvent("download");
  await insoles.getByRole("button", { name: "Download the right insole as STL" }).click();
  const insoleStl = await saved(await insoleStlDownload, files);
  expect(insoleStl.length).toBe(84 + 50 * insoleStl.readUInt32LE(80));
  await shotBothWidths(lab, labShot, "lab-order");

  // Shipped with a tracking link: printed once, as a link.
  await lab.getByRole("button", { name: "Start fabrication" }).click();
  await lab.getByRole("button", { name: "Mark shipped" }).click();
  const ship = lab.getByRole("dialog", { name: "Mark shipped" });
  await ship.getByRole("textbox", { name: "Tracking link" }).fill(TRACKING_LINK);
  await ship.getByRole("button", { name: "Mark shipped" }).click();
  await expect(ship).toBeHidden();
  await expect(lab.locator(`a[href="${TRACKING_LINK}"]`)).toHaveCount(1);
  await expect(lab.getByText(TRACKING_LINK)).toHaveCount(0);
  await shotBothWidths(lab, labShot, "lab-order-shipped");
  await labContext.close();

  // The clinic: the Order screen's tracking link once; the patient list says Shipped, as the lab does.
  await page.reload();
  await expect(page.getByRole("main")).toContainText("Shipped");
  await expect(page.locator(`a[href="${TRACKING_LINK}"]`)).toHaveCount(1);
  await expect(page.getByText(TRACKING_LINK)).toHaveCount(0);
  await page.getByRole("button", { name: "End session" }).click();
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(page).toHaveURL(/\/patients$/);
  await page.getByRole("searchbox", { name: "Search by name, Reference ID or PO number" }).fill(lastName);
  const listed = page.getByRole("row").filter({ hasText: lastName });
  await expect(listed).toContainText("Shipped");
  await expect(listed).not.toContainText("Delivered");
  await shotBothWidths(page, shot, "patient-list-shipped");
});
