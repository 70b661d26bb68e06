// Issue 16 points 2, 6 and 7, as the walk through the clinic found them: every step opens at its top with the focus
// on its heading; the sample scans (test tools) only where the server has demo data or the agent is the mock
// scanner; the version label in a footer landmark, over nothing; the lab's way in readable; the store's name in full
// on a phone; "Not scanned yet" said once; a placed order said so, and its patient told why it cannot be deleted.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { PATIENT_HAS_ORDERS_MESSAGE } from "@solerx/domain/common";
import { expectAllInLandmarks } from "./a11y";
import { createPatient, recordStatus, uniqueName } from "./patient-steps";
import { expectScannerReady, footCard, newPatientToScan, sampleScan } from "./scanner-steps";
import { signInAs, signInToFirstStore } from "./sign-in-steps";
import { stepShooter } from "./steps";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 850 };
const LAB = { email: "lab@solerx.test", password: "solerx-demo" };
const SAMPLE_BUTTON = /^Use sample scan: /;

/** The screen at 1366 px, then at 390 px, then back at the size it had. */
async function atBothWidths(page: Page, shot: (name: string) => Promise<void>, name: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize(DESKTOP);
  await shot(`${name}-1366`);
  await page.setViewportSize(PHONE);
  await shot(`${name}-390`);
  if (size) await page.setViewportSize(size);
}

async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** Scrolls to the bottom of the screen; answers how far down that is (0 when the screen fits the window). */
async function scrollToBottom(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return scrollY(page);
}

/** The new screen starts at its top, with the keyboard's focus on its heading. */
async function expectOpenedAtTop(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeFocused();
  expect(await scrollY(page), `${heading} opens at its top`).toBe(0);
}

/** From Scan settings, with a left sample scan, through every step to Order Review, each opening at its top. */
async function walkTheSteps(page: Page, width: number): Promise<void> {
  await page.getByRole("radio", { name: "One orthotic" }).click();
  await page.getByRole("button", { name: "Continue to 3D scan" }).click();
  await expectOpenedAtTop(page, "3D Scan");
  await sampleScan(page, "Left foot");
  await scrollToBottom(page);
  await page.getByRole("button", { name: "Results" }).click();
  await expectOpenedAtTop(page, "Results");
  await scrollToBottom(page);
  await page.getByRole("button", { name: "Orthotic styles" }).click();
  await expectOpenedAtTop(page, "Orthotic Styles");
  expect(await scrollToBottom(page), `Orthotic Styles scrolls at ${width} px`).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Next" }).click();
  await expectOpenedAtTop(page, "Prescription");
  expect(await scrollToBottom(page), `Prescription scrolls at ${width} px`).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Order review" }).click();
  await expectOpenedAtTop(page, "Order Review");
}

test("every step opens at its top with the focus on its heading, at 390 and 1366 px; the jump buttons still jump", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const shot = stepShooter(page, testInfo);
  await signInToFirstStore(page);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await createPatient(page, "Top", uniqueName(`Walk${size.width}x`));
    await expectOpenedAtTop(page, "Scan settings");
    await walkTheSteps(page, size.width);
    await shot(`order-review-opened-${size.width}`);
    await expectAllInLandmarks(page, `Order Review at ${size.width} px`);

    // Back on Prescription, the category jump buttons (hash anchors) still take the screen to their category.
    await page.getByRole("button", { name: "Back to prescription" }).click();
    await expectOpenedAtTop(page, "Prescription");
    if (size.width < 768) {
      await page.getByRole("button", { name: "Menu" }).click();
      await page.getByRole("menuitem", { name: "Accommodations" }).click();
    } else {
      await page
        .getByRole("navigation", { name: "Prescription categories" })
        .getByRole("link", { name: "Accommodations" })
        .click();
    }
    await expect(page).toHaveURL(/#accommodations$/);
    await expect(page.getByRole("region", { name: "Accommodations" })).toBeInViewport();
    expect(await scrollY(page)).toBeGreaterThan(0);
    await shot(`prescription-jumped-${size.width}`);

    await page.getByRole("button", { name: "End session" }).click();
    await page.getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL(/\/patients$/);
  }
});

test("a placed order says so on the Order screen, and its patient's Delete says why it cannot delete", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const shot = stepShooter(page, testInfo);
  await newPatientToScan(page, "Placed", uniqueName("Order"));
  await walkTheSteps(page, DESKTOP.width);
  await expect(recordStatus(page)).toContainText("Saved", { timeout: 10_000 });
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/end-view\?id=.*order_id=/, { timeout: 30_000 });
  await expectOpenedAtTop(page, "Order");
  await expect(page.getByRole("main").getByText("Order placed", { exact: true })).toBeVisible();
  await atBothWidths(page, shot, "order-placed");
  await expectAllInLandmarks(page, "the Order screen");

  // The patient has an order now: Delete patient is dimmed (aria-disabled) and says why instead of asking to delete.
  const remove = page.getByRole("button", { name: "Delete patient" });
  await expect(remove).toHaveAttribute("aria-disabled", "true");
  await expect(remove).toHaveAccessibleDescription(PATIENT_HAS_ORDERS_MESSAGE);
  // A press still reaches it, as a clinician's does: Playwright alone waits for it to be enabled.
  await remove.click({ force: true });
  await expect(page.getByRole("alert").filter({ hasText: PATIENT_HAS_ORDERS_MESSAGE })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Delete patient" })).toHaveCount(0);
  await atBothWidths(page, shot, "delete-refused");
});

test("Use sample scan shows only where the server has demo data or the agent runs its mock scanner", async ({
  page,
}, testInfo) => {
  // Three loads of 3D Scan, two waiting for the agent's connection to fail.
  test.setTimeout(120_000);
  const shot = stepShooter(page, testInfo);
  const id = await newPatientToScan(page, "Sample", uniqueName("Tools"));
  const samples = page.getByRole("button", { name: SAMPLE_BUTTON });

  // A server without demo data, as a clinic's is.
  await page.route("**/config.json", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), demoData: false } });
  });
  // The agent runs its mock scanner: the sample scans stay.
  await page.goto(`/threed?id=${id}`);
  await expectScannerReady(page);
  await expect(samples).toHaveCount(2);

  // No agent at all (nothing listens there), so no mock scanner: no test tools in the clinic.
  await page.goto(`/threed?id=${id}&agenturi=localhost:5999`);
  const agentError = page.getByRole("dialog", { name: "USB Agent error" });
  await expect(agentError).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press("Escape");
  await expect(agentError).toBeHidden();
  await expect(footCard(page, "Left foot").getByRole("button", { name: "Scan left foot" })).toBeVisible();
  await expect(samples).toHaveCount(0);
  await atBothWidths(page, shot, "no-test-tools");

  // The same screen on a server with demo data offers them again, agent or not.
  await page.unroute("**/config.json");
  await page.goto(`/threed?id=${id}`);
  await expect(agentError).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press("Escape");
  await expect(samples).toHaveCount(2);
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** No visible control of the page lies under the box. */
async function expectCoversNothing(page: Page, label: Locator, where: string): Promise<void> {
  const box = await label.boundingBox();
  expect(box, `the version label shows on ${where}`).not.toBeNull();
  if (!box) return;
  for (const control of await page.locator("main button, main a, main input, main select").all()) {
    if (!(await control.isVisible())) continue;
    const other = await control.boundingBox();
    const name = (await control.getAttribute("aria-label")) ?? (await control.textContent()) ?? "";
    if (other) expect(overlaps(box, other), `the version label covers ${name.trim()} on ${where}`).toBe(false);
  }
}

test("the version label sits in the page's footer over nothing, and a foot not scanned says so once", async ({
  page,
}, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await signInToFirstStore(page);
  const label = page.getByRole("contentinfo").getByText(/^v\d+\.\d+\.\d+ · dev$/);
  await expect(label).toBeVisible();
  await expectAllInLandmarks(page, "the patient list");

  await createPatient(page, "Footer", uniqueName("Label"));
  await page.getByRole("button", { name: "Continue to 3D scan" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "3D Scan" })).toBeVisible();
  for (const foot of ["Left foot", "Right foot"] as const) {
    await expect(footCard(page, foot).getByText("Not scanned yet", { exact: true })).toHaveCount(1);
  }
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await scrollToBottom(page);
    await expect(label).toBeVisible();
    await expectCoversNothing(page, label, `3D Scan at ${size.width} px`);
    await expectAllInLandmarks(page, `3D Scan at ${size.width} px`);
    await shot(`threed-bottom-${size.width}`);
  }
});

/** The select's chosen text fits in its box: measured with the select's own font. */
async function selectTextFits(select: Locator): Promise<boolean> {
  return select.evaluate((element) => {
    const field = element as HTMLSelectElement;
    const style = getComputedStyle(field);
    const context = document.createElement("canvas").getContext("2d");
    if (!context) return false;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = field.selectedOptions[0]?.textContent ?? "";
    const room = field.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return context.measureText(text).width <= room;
  });
}

test("on a phone the store drop-down and the patient bar show the store's whole name", async ({ page }, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await page.setViewportSize(PHONE);
  await signInToFirstStore(page);
  const select = page.getByRole("banner").getByRole("combobox", { name: "Store" });
  const storeName = (await select.locator("option:checked").textContent()) ?? "";
  expect(storeName.length).toBeGreaterThan(0);
  // At 768 px (a tablet's one-row bar) it was cut too.
  for (const width of [390, 768]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(select).toBeVisible();
    // Polled: the drop-down takes its width a frame and a render after the resize.
    await expect
      .poll(() => selectTextFits(select), { message: `"${storeName}" is cut in the store drop-down at ${width} px` })
      .toBe(true);
    await shot(`store-select-${width}`);
  }
  await page.setViewportSize(PHONE);

  await createPatient(page, "Store", uniqueName("Shown"));
  const bar = page.getByRole("group", { name: "Open patient record" });
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    const store = bar.getByText(storeName, { exact: true });
    await expect(store).toBeVisible();
    await expect.poll(() => store.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await shot(`patient-bar-${size.width}`);
  }
});

test("lab staff's way to the lab reads: its button passes the contrast check", async ({ page }, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await signInAs(page, LAB);
  await expect(page.getByRole("link", { name: "Open the fabrication lab" })).toBeVisible();
  // The shooter runs axe, colour contrast included, at each width.
  await atBothWidths(page, shot, "lab-notice");
});
