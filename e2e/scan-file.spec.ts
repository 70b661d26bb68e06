// Load a scan file and put a scan's orientation right (issue 33 points 1 and 4): an STL of a synthetic foot
// (@solerx/geometry's generateFoot and toStl, written to the test's output folder) loaded for the right foot
// through the 3D Scan screen at 390 and 1366 px, its progress shown, measured like a scanner's scan; a file that is
// not a mesh refused in the server's words and one over the upload's limit refused before it is sent. Then the
// correction: Flip heel and toe turns a measured scan into one the server refuses (the measurements change, the
// reason shows), a flip back measures it again, and two clicks on the 3D view (the back of the heel, the tip of
// the longest toe) make a refused scan measured. Shot at each step, axe on each shot.
import { writeFileSync } from "node:fs";
import { expect, type Locator, type Page, type TestInfo, test } from "@playwright/test";
import { generateFoot, toStl } from "@solerx/geometry";
import { footCard, footPixels, newPatientToScan } from "./scanner-steps";
import { stepShooter } from "./steps";

/** The synthetic right foot as an STL file in the test's output folder (in millimetres, or `unit` mm a unit). */
function footStl(testInfo: TestInfo, seed: number, unit = 1): string {
  const { mesh } = generateFoot({ side: "right", shoeSize: 10, seed, triangles: 50_000 });
  const path = testInfo.outputPath(`right-foot-${seed}-${unit}.stl`);
  writeFileSync(path, toStl({ positions: mesh.positions.map((v) => v / unit), indices: mesh.indices }));
  return path;
}

const MEASURED = /^\d{3} mm$/;

async function toThreed(page: Page, lastName: string, { oneOrthotic = false } = {}): Promise<void> {
  await newPatientToScan(page, "File", lastName);
  if (oneOrthotic) await page.getByRole("radio", { name: "One orthotic" }).check();
  await page.getByRole("button", { name: "Continue to 3D scan" }).click();
  await expect(page).toHaveURL(/\/threed\?id=/);
}

async function openLoadFile(page: Page): Promise<Locator> {
  await footCard(page, "Right foot").getByRole("button", { name: "Load a scan file: right foot" }).click();
  const dialog = page.getByRole("dialog", { name: "Load a scan file: right foot" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Loads the file for the right foot and waits until its scan shows on the card, measured. */
async function loadRightFoot(page: Page, path: string): Promise<void> {
  const dialog = await openLoadFile(page);
  await dialog.locator('input[type="file"]').setInputFiles(path);
  await dialog.getByRole("button", { name: "Load scan" }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  await expect(footCard(page, "Right foot").getByText(MEASURED)).toBeVisible({ timeout: 30_000 });
}

/**
 * Where the foot's back of the heel and tip of the longest toe are on the 3D view, in the view's own pixels: the
 * view looks from behind and above the heels, toes away up the screen, so the heel is the foot's lowest point on
 * the screen and the longest toe its highest. Read from a screenshot of the view (its skin-coloured pixels, as
 * footPixels counts them), each point a little inside the outline, where a click lands on the surface.
 */
async function heelAndToeOnScreen(
  page: Page,
): Promise<{ heel: { x: number; y: number }; toe: { x: number; y: number } }> {
  const viewer = page.getByRole("img", { name: /^3D view of the/ });
  const png = (await viewer.screenshot()).toString("base64");
  const box = await viewer.boundingBox();
  if (!box) throw new Error("the 3D view is not on the page");
  const found = await page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext("2d");
    if (!context) return null;
    context.drawImage(image, 0, 0);
    const { data: pixels, width, height } = context.getImageData(0, 0, image.width, image.height);
    const rows: number[][] = Array.from({ length: height }, () => []);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = 4 * (y * width + x);
        const [r, g, b] = [pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0];
        if (r - b > 20 && r >= g) rows[y]?.push(x);
      }
    }
    const skinRows = rows.flatMap((xs, y) => (xs.length > 2 ? [y] : []));
    const top = skinRows[0];
    const bottom = skinRows.at(-1);
    if (top === undefined || bottom === undefined) return null;
    const inset = Math.max(3, Math.round((bottom - top) * 0.04));
    const middleOf = (y: number) => {
      const xs = rows[y] ?? [];
      return xs.reduce((sum, x) => sum + x, 0) / Math.max(1, xs.length);
    };
    return {
      scale: image.width,
      heel: { x: middleOf(bottom - inset), y: bottom - inset },
      toe: { x: middleOf(top + inset), y: top + inset },
    };
  }, png);
  if (!found) throw new Error("no foot on the 3D view");
  // The screenshot is in device pixels; the click is in CSS pixels.
  const ratio = box.width / found.scale;
  const at = (point: { x: number; y: number }) => ({ x: point.x * ratio, y: point.y * ratio });
  return { heel: at(found.heel), toe: at(found.toe) };
}

for (const [width, height] of [
  [390, 900],
  [1366, 900],
] as const) {
  test(`an STL file loaded for the right foot is measured, at ${width} px`, async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height });
    const shot = stepShooter(page, testInfo);
    const stl = footStl(testInfo, 21);
    await toThreed(page, width === 390 ? "Phone" : "Desk");
    const card = footCard(page, "Right foot");
    await expect(card.getByRole("button", { name: "Load a scan file: right foot" })).toBeVisible();
    await shot("threed");

    // A file that is no mesh at all: the server's words.
    const bad = testInfo.outputPath("not-a-scan.stl");
    writeFileSync(bad, "solid nothing\nthis is not a mesh\nendsolid nothing\n");
    let dialog = await openLoadFile(page);
    await expect(dialog.getByRole("textbox", { name: /^Scanner/ })).toHaveValue("Other scanner");
    await expect(dialog.getByRole("textbox", { name: /^Scan mode/ })).toHaveValue("Semi-weighted");
    await dialog.locator('input[type="file"]').setInputFiles(bad);
    await dialog.getByRole("button", { name: "Load scan" }).click();
    const refusal = dialog.getByRole("alert").filter({ hasText: "The scan file was not accepted" });
    await expect(refusal).toBeVisible({ timeout: 30_000 });
    await expect(refusal).not.toContainText("Unprocessable");
    await shot("file-refused");

    // A file over the upload's limit: refused before it is sent.
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PUT" && request.url().includes("/blobs/")) sent.push(request.url());
    });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "huge.stl", mimeType: "model/stl", buffer: Buffer.alloc(33 * 1024 * 1024, 1) });
    await dialog.getByRole("button", { name: "Load scan" }).click();
    await expect(dialog.getByText(/^This file is 33 MB, larger than the 32 MB a scan file may be\./)).toBeVisible({
      timeout: 30_000,
    });
    expect(sent).toEqual([]);
    await shot("file-too-large");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    // The synthetic foot, from a TrueDepth app: its progress, then measured on the card and drawn in 3D.
    dialog = await openLoadFile(page);
    await dialog.locator('input[type="file"]').setInputFiles(stl);
    await dialog.getByRole("textbox", { name: /^Scanner/ }).click();
    await page.getByRole("option", { name: "Apple TrueDepth" }).click();
    await expect(dialog.getByRole("textbox", { name: /^Scanner/ })).toHaveValue("Apple TrueDepth");
    await shot("file-chosen");
    // The PUT is held until the progress has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/blobs/**", async (route) => {
      if (route.request().method() === "PUT") await held;
      await route.continue();
    });
    const registered = page.waitForRequest((request) => request.url().includes("/biometric/scans/file/upload_url"));
    await dialog.getByRole("button", { name: "Load scan" }).click();
    const query = new URL((await registered).url()).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      subtype: "SCAN_SUBTYPE_FLAT_RIGHT_FOOT",
      scannerType: "TRUEDEPTH",
      scanMode: "semi-weighted",
      product: "INSOLE",
      format: "stl",
    });
    await expect(dialog.getByRole("progressbar", { name: "Upload progress" })).toBeAttached();
    await expect(dialog.getByText(/^Uploading .* of 2\.\d MB…/)).toBeVisible();
    await shot("file-uploading");
    release();
    await expect(dialog).toBeHidden({ timeout: 60_000 });
    await expect(card.getByText(MEASURED)).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText("Not measured")).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Correct orientation: right foot" })).toBeVisible();
    await expect.poll(() => footPixels(page), { timeout: 20_000 }).toBeGreaterThan(0.01);
    await shot("file-measured");
  });
}

test("a scan flipped heel for toe is refused, flipped back is measured, and marked heel and toe is measured", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 1000 });
  const shot = stepShooter(page, testInfo);
  await toThreed(page, "Flip", { oneOrthotic: true });
  await loadRightFoot(page, footStl(testInfo, 33));
  const card = footCard(page, "Right foot");
  const length = await card.getByText(MEASURED).textContent();
  await expect.poll(() => footPixels(page), { timeout: 20_000 }).toBeGreaterThan(0.01);

  // Results: the measurements, then Flip heel and toe from the menu.
  await page.getByRole("button", { name: "Results" }).click();
  await expect(page).toHaveURL(/\/results\?id=/);
  const table = page.getByRole("table", { name: "Measurements" });
  const archIndex = table.getByRole("row", { name: /Arch index/ });
  await expect(archIndex).toHaveText(/Arch index\s*No scan\s*0\.\d\d/);
  await expect.poll(() => footPixels(page), { timeout: 20_000 }).toBeGreaterThan(0.01);
  await shot("results-measured");
  const orientation = page.getByRole("region", { name: "Right foot scan orientation" });
  await orientation.getByRole("button", { name: "Correct orientation: right foot" }).click();
  await page.getByRole("menuitem", { name: "Flip heel and toe" }).click();
  // Refused: the reason beside the measurements, which change (no arch index of a foot read heel for toe).
  await expect(page.getByText("About the scans")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("listitem").filter({ hasText: /^Right foot: .*turned the wrong way/ })).toBeVisible();
  await expect(archIndex).toHaveText(/Arch index\s*No scan\s*—/);
  await expect(orientation).toContainText("Not measured");
  await shot("results-refused");

  // Flipped back: measured again, as before.
  await orientation.getByRole("button", { name: "Flip heel and toe" }).click();
  await expect(page.getByText("About the scans")).toHaveCount(0, { timeout: 30_000 });
  await expect(archIndex).toHaveText(/Arch index\s*No scan\s*0\.\d\d/);
  await shot("results-measured-again");

  // Back on 3D Scan: flipped again from the card, then the heel and the toe marked on the 3D view.
  await page.getByRole("button", { name: "Back to 3D scan" }).click();
  await expect(page).toHaveURL(/\/threed\?id=/);
  await expect(card.getByText(MEASURED)).toHaveText(length ?? "");
  await card.getByRole("button", { name: "Correct orientation: right foot" }).click();
  await page.getByRole("menuitem", { name: "Flip heel and toe" }).click();
  await expect(card.getByText("Not measured")).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole("alert").filter({ hasText: "This scan could not be measured" })).toContainText(
    "turned the wrong way",
  );
  await shot("threed-refused");

  await card.getByRole("button", { name: "Mark heel and toe" }).click();
  const instructions = page.getByRole("status").filter({ hasText: "Click the back of the heel of the right foot" });
  await expect(instructions).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expect.poll(() => footPixels(page), { timeout: 20_000 }).toBeGreaterThan(0.01);
  await shot("threed-mark-heel");
  // Escape cancels; the scan stays as it was.
  await page.keyboard.press("Escape");
  await expect(instructions).toBeHidden();
  await expect(card.getByText("Not measured")).toBeVisible();

  await card.getByRole("button", { name: "Mark heel and toe" }).click();
  await expect(instructions).toBeVisible();
  const viewer = page.getByRole("img", { name: /^3D view of the/ });
  const { heel } = await heelAndToeOnScreen(page);
  await viewer.click({ position: heel });
  await expect(page.getByRole("status").filter({ hasText: "Now click the tip of the longest toe" })).toBeVisible();
  await shot("threed-mark-toe");
  const { toe } = await heelAndToeOnScreen(page);
  await viewer.click({ position: toe });
  await expect(card.getByText(MEASURED)).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText("Not measured")).toHaveCount(0);
  const marked = Number.parseInt((await card.getByText(MEASURED).textContent()) ?? "", 10);
  expect(Math.abs(marked - Number.parseInt(length ?? "", 10))).toBeLessThanOrEqual(3);
  await expect(page.getByText("Right foot: the scan is measured again.")).toBeAttached();
  await shot("threed-marked-measured");
  await page.setViewportSize({ width: 390, height: 900 });
  await shot("threed-marked-390");
});

test("an STL file in metres is drawn full size and says which units were assumed", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const shot = stepShooter(page, testInfo);
  await toThreed(page, "Metres");
  await loadRightFoot(page, footStl(testInfo, 44, 1000));
  const card = footCard(page, "Right foot");
  await expect(card.getByRole("alert").filter({ hasText: /metres/ })).toBeVisible();
  // Drawn as large as a scan in millimetres (a foot of 0.27 units would be a speck, or cut by the camera).
  await expect.poll(() => footPixels(page), { timeout: 20_000 }).toBeGreaterThan(0.01);
  await shot("metres-measured");
});
