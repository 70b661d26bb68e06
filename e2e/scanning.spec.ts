// Scanning (issue 10): the real agent process with its mock scanner, the upload through the server, both feet in
// 3D, their measurements, and each of the scanner's error paths with the spec's texts (spec 000 §2, §4, §8).
import { expect, test } from "@playwright/test";
import { holdTime, moveTime } from "./page-time";
import {
  controlScanner,
  expectScannerReady,
  footCard,
  footPixels,
  newPatientToScan,
  SCANNER_DEFAULTS,
  sampleScan,
  scanFoot,
  steeredAgentPath,
} from "./scanner-steps";
import { stepShooter } from "./steps";

test.beforeEach(async () => {
  await controlScanner(SCANNER_DEFAULTS);
});

test.afterAll(async () => {
  await controlScanner(SCANNER_DEFAULTS);
});

test("scan both feet, see them in 3D with their measurements, and find them again after a reload", async ({
  page,
}, testInfo) => {
  // A long walk: two scans, a reload and ten full-page shots of screens with 3D views, each checked by axe. It takes
  // about 40 s alone; a clean-clone run on a loaded machine ran out of 120 s in its last shot.
  test.setTimeout(240_000);
  const shot = stepShooter(page, testInfo);
  await newPatientToScan(page, "Scan", "Both", steeredAgentPath());
  await page.getByRole("radio", { name: "Weighted", exact: true }).check();
  await shot("scan-settings");
  await page.getByRole("button", { name: "Continue to 3D scan" }).click();
  await expect(page).toHaveURL(/\/threed\?id=/);
  await expectScannerReady(page);
  await expect(page.getByText("Weighted · Orthotic insole · Pair")).toBeVisible();
  await expect(page.getByRole("button", { name: "Results" })).toBeDisabled();
  expect(await footPixels(page)).toBeLessThan(0.01);
  await shot("threed-ready");

  const left = footCard(page, "Left foot");
  await left.getByRole("button", { name: "Scan left foot" }).click();
  await expect(left.getByRole("status")).toHaveText(/Scanning…|Uploading scan…/);
  await shot("threed-scanning-left");
  await expect(left.getByText(/^\d{3} mm$/)).toBeVisible({ timeout: 30_000 });
  await scanFoot(page, "right");
  await expect(page.getByRole("button", { name: "Results" })).toBeEnabled();
  // The 3D view draws both feet.
  await expect.poll(() => footPixels(page), { timeout: 20_000 }).toBeGreaterThan(0.05);
  await testInfo.attach("both-feet-3d", {
    body: await page.getByRole("img", { name: /^3D view of the/ }).screenshot(),
    contentType: "image/png",
  });
  await shot("threed-both-feet");

  await page.getByRole("button", { name: "Results" }).click();
  await expect(page).toHaveURL(/\/results\?id=/);
  const table = page.getByRole("table", { name: "Measurements" });
  const lengthRow = table.getByRole("row", { name: /Foot length/ });
  await expect(lengthRow).toHaveText(/Foot length\s*\d{3} mm\s*\d{3} mm/);
  for (const measurement of ["Ball width", "Heel width", "Arch height"]) {
    await expect(table.getByRole("row", { name: new RegExp(measurement) })).toHaveText(/\d+ mm\s*\d+ mm/);
  }
  // The mock scanner's feet are measured by the server too: an arch index for each, no note on either scan.
  await expect(table.getByRole("row", { name: /Arch index/ })).toHaveText(/Arch index\s*0\.\d\d\s*0\.\d\d/);
  await expect(page.getByText("About the scans")).toHaveCount(0);
  const lengths = await lengthRow.textContent();
  await expect.poll(() => footPixels(page), { timeout: 20_000 }).toBeGreaterThan(0.05);
  await shot("results");

  await page.reload();
  await expect(page.getByRole("table", { name: "Measurements" }).getByRole("row", { name: /Foot length/ })).toHaveText(
    lengths ?? "",
  );
  await expect.poll(() => footPixels(page), { timeout: 20_000 }).toBeGreaterThan(0.05);
  await shot("results-after-reload");
  for (const width of [390, 768, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(`results-${width}`);
  }
  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByRole("button", { name: "Back to 3D scan" }).click();
  await expect(footCard(page, "Right foot").getByRole("button", { name: "Rescan right foot" })).toBeVisible();
  await shot("threed-390");
});

test("a scanner detached in the middle of a scan says the scans must be re-done", async ({ page }, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await newPatientToScan(page, "Scan", "Detached", steeredAgentPath());
  await page.getByRole("button", { name: "Continue to 3D scan" }).click();
  await expectScannerReady(page);
  await controlScanner({ nextScan: "detach", scanDurationMs: 3000 });
  await footCard(page, "Left foot").getByRole("button", { name: "Scan left foot" }).click();
  const dialog = page.getByRole("dialog", { name: "Scanner Disconnected" });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText("Disconnected while scanning, scans needs to be re-done.");
  await shot("scanner-disconnected");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page.getByRole("alert")).toContainText("Scanner not found");
  await expect(page.getByRole("alert")).toContainText("Please connect your scanner and make sure it is turned on.");
  await shot("scanner-gone");
  await controlScanner({ scanner: "available" });
  await expectScannerReady(page);
  await expect(footCard(page, "Left foot").getByText("Not scanned yet").first()).toBeVisible();
});

test("a busy scanner and a scanner that is not working show the Scan Error texts", async ({ page }, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await newPatientToScan(page, "Scan", "Busy", steeredAgentPath());
  await page.getByRole("button", { name: "Continue to 3D scan" }).click();
  await expectScannerReady(page);
  await controlScanner({ scanner: "busy" });
  await footCard(page, "Right foot").getByRole("button", { name: "Scan right foot" }).click();
  const dialog = page.getByRole("dialog", { name: "Scan Error" });
  await expect(dialog).toContainText("Scanner is busy or is not connected");
  await shot("scanner-busy");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toBeHidden();

  await controlScanner({ scanner: "error" });
  await footCard(page, "Right foot").getByRole("button", { name: "Scan right foot" }).click();
  await expect(dialog).toContainText(
    "Scanner is not working. Please check the cable and make sure your scanner is on and connected to your PC.",
  );
  await dialog.getByRole("button", { name: "OK" }).click();

  await controlScanner({ scanner: "available", nextScan: "fail" });
  await footCard(page, "Right foot").getByRole("button", { name: "Scan right foot" }).click();
  await expect(dialog).toContainText("Something went wrong while scanning. Please try again", { timeout: 20_000 });
  await dialog.getByRole("button", { name: "OK" }).click();

  await controlScanner({ nextScan: "corrupt-upload" });
  await footCard(page, "Right foot").getByRole("button", { name: "Scan right foot" }).click();
  await expect(dialog).toContainText("Something went wrong while uploading scan data. Please try again", {
    timeout: 20_000,
  });
  await shot("upload-failed");
  await dialog.getByRole("button", { name: "OK" }).click();
  // Nothing was kept of the refused scans.
  await expect(footCard(page, "Right foot").getByRole("status")).toHaveText("Not scanned yet");
});

test("no scanner attached: Scanner not found", async ({ page }, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await controlScanner({ scanner: "absent" });
  await newPatientToScan(page, "Scan", "Absent", steeredAgentPath());
  await page.getByRole("button", { name: "Continue to 3D scan" }).click();
  await expect(page.getByRole("alert")).toContainText("Scanner not found", { timeout: 20_000 });
  await footCard(page, "Left foot").getByRole("button", { name: "Scan left foot" }).click();
  const dialog = page.getByRole("dialog", { name: "Scanner not found" });
  await expect(dialog).toContainText("Please connect your scanner and make sure it is turned on.");
  await shot("scanner-not-found");
  await dialog.getByRole("button", { name: "OK" }).click();
  await controlScanner({ scanner: "available" });
  await expectScannerReady(page);
});

test("the agent is down: USB Agent error with Restart, and sample scans still work", async ({ page }, testInfo) => {
  const shot = stepShooter(page, testInfo);
  const id = await newPatientToScan(page, "Scan", "Agentless", steeredAgentPath());
  // No agent listens on this port.
  await page.goto(`/threed?id=${id}&agenturi=localhost:5999`);
  const dialog = page.getByRole("dialog", { name: "USB Agent error" });
  await expect(dialog).toContainText("Error while connecting to USB Agent", { timeout: 20_000 });
  await shot("usb-agent-error");
  // A new connection is tried, and fails again.
  const retried = page.waitForEvent("websocket", (socket) => socket.url().includes("localhost:5999"));
  await dialog.getByRole("button", { name: "Restart" }).click();
  await retried;
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("alert")).toContainText("USB Agent error");

  // The sample scans (for test use) go through the server's upload flow without the agent.
  await sampleScan(page, "Left foot");
  await sampleScan(page, "Right foot");
  await shot("sample-scans");
});

test("scans with different settings bring up the dialog, whose Back returns to the settings", async ({
  page,
}, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await newPatientToScan(page, "Scan", "Mixed", steeredAgentPath());
  await page.getByRole("button", { name: "Continue to 3D scan" }).click();
  await sampleScan(page, "Left foot");
  await page.getByRole("button", { name: "Change scan settings" }).click();
  await page.getByRole("radio", { name: "Foam box" }).check();
  await page.getByRole("button", { name: "Continue to 3D scan" }).click();
  await footCard(page, "Right foot").getByRole("button", { name: "Use sample scan: right foot" }).click();
  const dialog = page.getByRole("dialog", { name: "Scans with different scan settings detected" });
  await expect(dialog).toContainText("Please set the same scan settings", { timeout: 30_000 });
  await shot("different-settings");
  await dialog.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/scan-settings\?id=/);
});

test("an optional software update: NO declines it, YES downloads and installs it and the page reloads", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const shot = stepShooter(page, testInfo);
  // The download holds at 0 % until the test lets it go (its first step is a minute away), and the reload
  // countdown moves only with the page's clock (./page-time.ts): no step races the machine's speed.
  await page.clock.install();
  await controlScanner({ update: "optional", downloadDurationMs: 600_000 });
  await newPatientToScan(page, "Scan", "Update", steeredAgentPath());
  await page.getByRole("button", { name: "Continue to 3D scan" }).click();
  const modal = page.getByRole("dialog", { name: "Software Update" });
  await expect(modal).toContainText("New 3D Laser Foot Scanner software is ready", { timeout: 20_000 });
  await expect(modal.getByRole("button", { name: "NO" })).toBeVisible();
  await shot("update-offered");
  await modal.getByRole("button", { name: "NO" }).click();
  await expect(modal).toBeHidden();

  await page.reload();
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await modal.getByRole("button", { name: "YES" }).click();
  await expect(modal.getByText("Downloading the update: 0%")).toBeVisible();
  await shot("update-downloading");
  await holdTime(page);
  await controlScanner({ downloadDurationMs: 100 });
  await expect(modal.getByText("The page reloads in 10 seconds")).toBeVisible({ timeout: 20_000 });
  await shot("update-installing");
  await controlScanner({ update: "none" });
  const reloaded = page.waitForEvent("load");
  await moveTime(page, 10_000);
  await reloaded;
  await expectScannerReady(page);
  await expect(modal).toBeHidden();
});

test("a required software update offers only UPDATE", async ({ page }, testInfo) => {
  const shot = stepShooter(page, testInfo);
  // The reload countdown moves only with the page's clock (./page-time.ts): it cannot run out and bring the offer
  // back before the test has read it.
  await page.clock.install();
  await controlScanner({ update: "required" });
  await newPatientToScan(page, "Scan", "Required", steeredAgentPath());
  await page.getByRole("button", { name: "Continue to 3D scan" }).click();
  const modal = page.getByRole("dialog", { name: "Software Update" });
  await expect(modal).toContainText("This update is required before you can scan.", { timeout: 20_000 });
  await expect(modal.getByRole("button")).toHaveText(["UPDATE"]);
  await shot("update-required");
  await page.keyboard.press("Escape");
  await expect(modal).toBeVisible();
  await holdTime(page);
  await modal.getByRole("button", { name: "UPDATE" }).click();
  await expect(modal.getByText("The page reloads in 10 seconds")).toBeVisible({ timeout: 20_000 });
  await controlScanner({ update: "none" });
});
