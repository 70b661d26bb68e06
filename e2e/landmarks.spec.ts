// Landmark selection (issue 20 point 1; spec 000 §2 "/landmarks", §4 "landmark changes mark the patient dirty and
// save 2.5 s later", "the 3D modal opens 1 s later"): both feet scanned with the sample scans, the screen reached
// from Results, a landmark dragged on the 3D view with the mouse and another moved with the arrow keys, each saved
// 2.5 s after the last change on the page's fake clock, both still there after a reload, the measurements
// following a move, and the resets. Shot at 1366 and 390 px, axe on each shot.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { footCard, newPatientToScan, sampleScan } from "./scanner-steps";
import { stepShooter } from "./steps";

const PROFILE_WRITE = /\/api\/v1\/profile\/[^/]+\/update\/fitStationMedicalProfile/;

/** Counts the medical profile writes the page sends. */
function countProfileWrites(page: Page): () => number {
  let writes = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && PROFILE_WRITE.test(request.url())) writes += 1;
  });
  return () => writes;
}

function landmark(page: Page, name: RegExp) {
  return page.getByRole("button", { name });
}

const saveStatus = (page: Page) => page.locator("[data-save-status]");

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on the page");
  return box;
}

test("landmarks moved by drag and by keyboard are saved 2.5 s later, kept over a reload, and reset", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 1000 });
  const shot = stepShooter(page, testInfo);
  await page.clock.install();
  await newPatientToScan(page, "Land", "Marks");
  await page.getByRole("button", { name: "Continue to 3D scan" }).click();
  await expect(page).toHaveURL(/\/threed\?id=/);
  await sampleScan(page, "Left foot");
  await sampleScan(page, "Right foot");
  await expect(footCard(page, "Right foot").getByText(/^\d{3} mm$/)).toBeVisible();
  await page.getByRole("button", { name: "Results" }).click();
  await expect(page).toHaveURL(/\/results\?id=/);
  await page.getByRole("button", { name: "Landmarks" }).click();
  await expect(page).toHaveURL(/\/landmarks\?id=/);
  await expect(page.getByRole("heading", { name: "Landmark selection", level: 1 })).toBeVisible();

  // Before the spec's 1 s the view's place says it is opening; then the 3D view with its accessible name.
  const view = page.getByRole("img", { name: "3D view of the left and right foot scans with their landmarks" });
  await expect(view).toBeVisible({ timeout: 20_000 });
  const list = page.getByRole("list", { name: "Landmarks of the left foot" });
  await expect(list.getByRole("listitem")).toHaveCount(16);
  const table = page.getByRole("table", { name: "Measurements" });
  const lengthRow = table.getByRole("row", { name: /Foot length/ });
  const lengthBefore = await lengthRow.textContent();
  await shot("landmarks-1366");
  const writes = countProfileWrites(page);

  // Keyboard: the tip of the longest toe, 5 mm towards the heel (Shift) and 1 mm more, on a paused page clock, put
  // back on the toe's surface each time. The foot is shorter by as much as its tip moved along the axis; the
  // patient has a save waiting.
  const toeTip = landmark(page, /^Tip of the longest toe .*, left foot$/);
  await expect(toeTip).toHaveAccessibleName("Tip of the longest toe suggested by the scan, left foot");
  await toeTip.focus();
  // (A second ahead: the page's time moves on while the call travels; no save waits yet.)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.keyboard.press("Shift+ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(toeTip).toHaveAccessibleName(/^Tip of the longest toe ([3-9]|1\d) mm from the suggestion, left foot$/);
  await expect(
    page.getByRole("status").filter({ hasText: /Tip of the longest toe \d+ mm from the suggestion, left foot/ }),
  ).toHaveCount(1);
  await expect(lengthRow).not.toHaveText(lengthBefore ?? "");
  await expect(saveStatus(page)).toHaveAttribute("data-save-status", /pending|saving/);
  await page.keyboard.press("ArrowLeft");
  // Saved 2.5 s after the last change: nothing at 2.4 s, the write by 2.6 s.
  await page.clock.runFor(2400);
  expect(writes()).toBe(0);
  await page.clock.runFor(200);
  await expect.poll(writes).toBe(1);
  await page.clock.resume();
  await expect(saveStatus(page)).toHaveAttribute("data-save-status", "saved", { timeout: 30_000 });

  // Mouse: the first metatarsal head selected in the list, then dragged on the 3D view.
  const firstHead = landmark(page, /^First metatarsal head .*, left foot$/);
  await firstHead.click();
  await expect(firstHead).toHaveAttribute("aria-pressed", "true");
  const area = page.getByTestId("landmark-view");
  await expect(area).toHaveAttribute("data-selected-x", /\d+/);
  const box = await boxOf(area);
  const x = box.x + Number(await area.getAttribute("data-selected-x"));
  const y = box.y + Number(await area.getAttribute("data-selected-y"));
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(x - step * 3, y - step * 3);
  await page.mouse.up();
  await expect(firstHead).toHaveAccessibleName(/^First metatarsal head [1-9]\d* mm from the suggestion, left foot$/);
  await page.clock.runFor(2600);
  await expect.poll(writes).toBe(2);
  await expect(saveStatus(page)).toHaveAttribute("data-save-status", "saved", { timeout: 30_000 });
  const toeName = await toeTip.getAttribute("aria-label");
  const headName = await firstHead.getAttribute("aria-label");
  const lengthMoved = await lengthRow.textContent();
  await shot("landmarks-moved");

  // A reload shows them where they were left, with their measurements.
  await page.reload();
  await expect(landmark(page, /^Tip of the longest toe .*, left foot$/)).toHaveAccessibleName(toeName ?? "");
  await expect(landmark(page, /^First metatarsal head .*, left foot$/)).toHaveAccessibleName(headName ?? "");
  await expect(page.getByRole("table", { name: "Measurements" }).getByRole("row", { name: /Foot length/ })).toHaveText(
    lengthMoved ?? "",
  );
  await expect(view).toBeVisible({ timeout: 20_000 });

  // One landmark reset, then the whole foot; saved again and still reset after a reload.
  await page.getByRole("button", { name: "Reset tip of the longest toe, left, to the suggestion" }).click();
  await expect(landmark(page, /^Tip of the longest toe .*, left foot$/)).toHaveAccessibleName(
    "Tip of the longest toe suggested by the scan, left foot",
  );
  await expect(page.getByRole("table", { name: "Measurements" }).getByRole("row", { name: /Foot length/ })).toHaveText(
    lengthBefore ?? "",
  );
  await page.getByRole("button", { name: "Reset left foot" }).click();
  await expect(landmark(page, /^First metatarsal head .*, left foot$/)).toHaveAccessibleName(
    "First metatarsal head suggested by the scan, left foot",
  );
  // (On a page clock that runs again: the two resets may go as one write or as two.)
  await page.clock.runFor(2600);
  await expect.poll(writes).toBeGreaterThanOrEqual(3);
  await expect(saveStatus(page)).toHaveAttribute("data-save-status", "saved", { timeout: 30_000 });
  await page.reload();
  await expect(landmark(page, /^First metatarsal head .*, left foot$/)).toHaveAccessibleName(
    "First metatarsal head suggested by the scan, left foot",
  );

  // The right foot's list, and the screen on a phone: the list below the view.
  await page
    .locator("label")
    .filter({ hasText: /^Right foot$/ })
    .click();
  await expect(page.getByRole("radio", { name: "Right foot" })).toBeChecked();
  await expect(page.getByRole("list", { name: "Landmarks of the right foot" }).getByRole("listitem")).toHaveCount(16);
  await expect(view).toBeVisible({ timeout: 20_000 });
  await shot("landmarks-right-1366");
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(view).toBeVisible();
  const viewBox = await boxOf(view);
  const listBox = await boxOf(page.getByRole("list", { name: "Landmarks of the right foot" }));
  expect(listBox.y).toBeGreaterThan(viewBox.y + viewBox.height);
  await shot("landmarks-390");

  await page.getByRole("button", { name: "Orthotic styles" }).click();
  await expect(page).toHaveURL(/\/order-styles\?id=/);
});
