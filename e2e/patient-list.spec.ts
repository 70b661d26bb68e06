// The patient list of a store of 10,000 patients, on a server of its own (e2e/seeded-server.ts): the first rows
// at once, then the whole list; search by name, Reference ID and PO number finds the one patient; the keyboard
// opens it; at 390 and 1366 px, with axe on every step.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { type SeededServer, startSeededServer } from "./seeded-server";
import { signInToFirstStore } from "./sign-in-steps";

const PORT = Number(process.env.E2E_PORT ?? 8181) + 1000;
const MARKED = { referenceId: "SYN-0004242", firstName: "Marguerite", lastName: "Yourcenar", zebraId: "PO-77123" };
let seeded: SeededServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  seeded = await startSeededServer({ port: PORT, patients: 10_000, mark: MARKED });
});

test.afterAll(async () => {
  await seeded?.stop();
});

/**
 * steps.ts's shooter, of the viewport: a full-page picture of a list 10,000 rows long is larger than Chromium
 * captures (and the rows beyond the viewport are not in the page anyway).
 */
function viewportShooter(page: Page, testInfo: TestInfo) {
  const folder = join("e2e", "screenshots", "patient-list-10000");
  mkdirSync(folder, { recursive: true });
  let step = 0;
  return async (name: string) => {
    step += 1;
    const path = join(folder, `${String(step).padStart(2, "0")}-${name}.png`);
    await page.screenshot({ path });
    await testInfo.attach(name, { path, contentType: "image/png" });
    await expectAccessible(page, `${testInfo.title}: ${name}`);
  };
}

/** The rows of patients shown (the header row excluded). */
const patientRows = (page: Page) => page.getByRole("table", { name: "Patients" }).locator("tbody tr");

async function search(page: Page, text: string) {
  const box = page.getByRole("searchbox", { name: "Search by name, Reference ID or PO number" });
  await box.fill(text);
  await expect(page.getByRole("status")).toContainText("1 of 10,000 match");
  await expect(patientRows(page)).toHaveCount(1);
  await expect(patientRows(page).first()).toContainText("Marguerite Yourcenar");
}

test("a store of 10,000 patients: search by name, Reference ID and PO number, then open one", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const shot = viewportShooter(page, testInfo);
  await signInToFirstStore(page, `${seeded.baseURL}/`);
  const table = page.getByRole("table", { name: "Patients" });
  await expect(patientRows(page).first()).toBeVisible();
  await expect(page.getByRole("status")).toContainText("10,000 patients", { timeout: 30_000 });
  await expect(table).toHaveAttribute("aria-rowcount", "10001");
  // Virtualized: a screenful of rows in the DOM, not 10,000.
  expect(await patientRows(page).count()).toBeLessThan(40);
  await shot("list-1366");

  // The top bar's search button takes the keyboard to the search box.
  await page.getByRole("button", { name: "Search patients" }).click();
  await expect(page.getByRole("searchbox")).toBeFocused();
  await search(page, "yourcenar");
  await shot("found-by-name");
  await search(page, MARKED.referenceId.toLowerCase());
  await search(page, MARKED.zebraId);
  await expect(patientRows(page).first()).toContainText(`PO ${MARKED.zebraId}`);
  await shot("found-by-po-number");

  // Sorting by name puts an "Abigail" first and says so.
  await page.getByRole("searchbox").fill("");
  await table.getByRole("button", { name: "Name" }).click();
  await expect(table.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "ascending");
  await expect(patientRows(page).first()).toContainText("Abigail");

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(patientRows(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot("list-390");
  await search(page, "Marguerite");
  await shot("found-390");

  // Tab reaches the row, Enter opens the patient's record.
  await page.getByRole("searchbox").focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Marguerite Yourcenar" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\?id=[0-9a-f-]{36}/);
  await expect(page.getByRole("banner")).toContainText("Marguerite Yourcenar");
});
