// Issue 9 saving in the browser, on the real API: the record status, autosave seen after a reload, two tabs that
// never overwrite each other silently, End session and SIGN OUT waiting for a pending save, reorder and delete.
// Edits go through the Notes modal (its Save sends the medical profile at once through the save queue); a write
// is held at the network to keep it pending.
import { expect, type Page, test } from "@playwright/test";
import { expectNotes, saveNotes } from "./notes-steps";
import { createPatient, recordStatus, uniqueName } from "./patient-steps";
import { signInToFirstStore } from "./sign-in-steps";
import { stepShooter } from "./steps";

const STALE = "This patient record was changed elsewhere. The newest data is shown.";
const PROFILE_WRITE = "**/api/v1/profile/*/update/fitStationMedicalProfile**";

/** Holds the medical profile writes until released (reads go through). */
async function holdProfileWrites(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(PROFILE_WRITE, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue().catch(() => {});
  });
  return release;
}

function patientIdOf(page: Page): string {
  const id = new URL(page.url()).searchParams.get("id");
  if (!id) throw new Error(`no patient id in ${page.url()}`);
  return id;
}

test("an edit is saved with the record status showing it, and is there after a reload", async ({ page }, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await signInToFirstStore(page);
  await createPatient(page, "Ada", uniqueName("Saves"));
  await expect(recordStatus(page)).toContainText("Saved");

  const release = await holdProfileWrites(page);
  await saveNotes(page, "Left heel pain");
  await expect(recordStatus(page)).toContainText("Saving…");
  await page.setViewportSize({ width: 390, height: 844 });
  // Visible at 390 px, inside the screen.
  await expect(recordStatus(page)).toBeInViewport({ ratio: 1 });
  await shot("saving-390");
  await page.setViewportSize({ width: 1366, height: 850 });
  release();
  await expect(recordStatus(page)).toContainText("Saved");
  await shot("saved");

  await page.reload();
  await expect(page.getByRole("banner")).toContainText("Ada");
  await expectNotes(page, "Left heel pain");
});

test("a write that fails shows Not saved with Retry, which saves it", async ({ page }, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await signInToFirstStore(page);
  await createPatient(page, "Ada", uniqueName("Retry"));
  // The server refuses the write once with a 4xx (not retried by itself).
  let refuse = true;
  await page.route(PROFILE_WRITE, async (route) => {
    if (route.request().method() === "POST" && refuse) {
      refuse = false;
      await route.fulfill({ status: 400, contentType: "application/json", body: '{"message":"Bad Request"}' });
      return;
    }
    await route.continue();
  });
  await saveNotes(page, "Retried notes");
  await expect(recordStatus(page)).toContainText("Not saved");
  const retry = page.getByRole("button", { name: "Retry saving" });
  await expect(retry).toBeVisible();
  await shot("failed");
  await retry.click();
  await expect(recordStatus(page)).toContainText("Saved");
  await page.reload();
  await expectNotes(page, "Retried notes");
});

test("a save survives a dropped connection and goes out when the browser is online again", async ({
  page,
  context,
}, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await page.clock.install();
  await signInToFirstStore(page);
  await createPatient(page, "Ada", uniqueName("Offline"));
  // The connection drops as the write leaves.
  let attempts = 0;
  await page.route(PROFILE_WRITE, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    attempts += 1;
    if (attempts === 1) {
      await context.setOffline(true);
      return route.abort("internetdisconnected");
    }
    return route.continue();
  });
  await saveNotes(page, "Written as the line dropped");
  await expect(page.getByRole("dialog", { name: "No internet connection" })).toBeVisible();
  await expect(page.locator("[data-save-status]")).toHaveAttribute("data-save-status", "offline");
  await shot("offline");
  // Nothing is sent while the browser is offline, however long: five minutes of the page's timers run.
  await page.clock.runFor(5 * 60_000);
  expect(attempts).toBe(1);
  await context.setOffline(false);
  await expect(page.locator("[data-save-status]")).toHaveAttribute("data-save-status", "saved");
  expect(attempts).toBe(2);
  await page.reload();
  await expectNotes(page, "Written as the line dropped");
});

test("two tabs editing one patient never overwrite each other silently", async ({ page, context }, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await signInToFirstStore(page);
  await createPatient(page, "Ada", uniqueName("Tabs"));
  const address = page.url();
  const second = await context.newPage();
  await second.goto(address);
  await expect(second.getByRole("banner")).toContainText("Ada");
  // Both tabs have read the record (and its version) before either writes.
  await expectNotes(page, "");
  await expectNotes(second, "");

  await saveNotes(page, "Written in the first tab");
  await expect(recordStatus(page)).toContainText("Saved");

  // The second tab's write names the version it read: the server refuses it, the tab loads the newer data.
  await saveNotes(second, "Written in the second tab");
  await expect(second.getByText(STALE, { exact: true })).toBeVisible();
  await expect(recordStatus(second)).toContainText("Reloaded");
  await second.screenshot({ path: testInfo.outputPath("second-tab-stale.png") });
  await expectNotes(second, "Written in the first tab");

  // And the server kept the first tab's notes.
  await page.reload();
  await expectNotes(page, "Written in the first tab");
  await shot("first-tab-kept");
});

test("End session with a pending save waits with the Saving data popup, and the edit is saved", async ({
  page,
}, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await page.clock.install();
  await signInToFirstStore(page);
  const lastName = uniqueName("Ending");
  await createPatient(page, "Ada", lastName);
  const address = page.url();

  const release = await holdProfileWrites(page);
  await saveNotes(page, "Saved while ending");
  await page.getByRole("button", { name: "End session" }).click();
  const endModal = page.getByRole("dialog", { name: "End session" });
  await expect(endModal).toContainText(
    "Patient record has been saved. You can continue where you left off later. Would you like to close this patient record?",
  );
  await expect(endModal.getByRole("button", { name: "No" })).toBeVisible();
  await shot("end-session-modal");
  await endModal.getByRole("button", { name: "Yes" }).click();

  const saving = page.getByRole("dialog", { name: "Saving data" });
  await expect(saving).toContainText("Please wait. Your data is being saved.");
  await shot("saving-data");
  // Still on the record while the save is pending, 30 s of the page's timers later (it waits up to 60 s).
  await page.clock.runFor(30_000);
  await expect(page).toHaveURL(/\/scan-settings\?id=/);
  await expect(saving).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/patients$/);
  await expect(saving).toBeHidden();

  await page.goto(address);
  await expect(page.getByRole("banner")).toContainText(lastName);
  await expectNotes(page, "Saved while ending");
});

test("End session's No keeps the record open", async ({ page }) => {
  await signInToFirstStore(page);
  await createPatient(page, "Ada", uniqueName("Staying"));
  await page.getByRole("button", { name: "End session" }).click();
  await page.getByRole("dialog", { name: "End session" }).getByRole("button", { name: "No" }).click();
  await expect(page).toHaveURL(/\/scan-settings\?id=/);
  await expect(page.getByRole("group", { name: "Open patient record" })).toContainText("Reference ID");
});

test("SIGN OUT with a pending save waits with the Saving data popup, and the edit is saved", async ({
  page,
}, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await page.clock.install();
  await signInToFirstStore(page);
  const lastName = uniqueName("Leaving");
  await createPatient(page, "Ada", lastName);
  const address = page.url();

  const release = await holdProfileWrites(page);
  await saveNotes(page, "Saved while signing out");
  // Back to the screen before the record (Get Started), where SIGN OUT shows; the save is still pending.
  await page.goBack();
  const signOut = page.getByRole("button", { name: "SIGN OUT" });
  await expect(signOut).toBeVisible();
  await signOut.click();
  const saving = page.getByRole("dialog", { name: "Saving data" });
  await expect(saving).toContainText("Please wait. Your data is being saved.");
  await shot("saving-data");
  // Still signed in while the save is pending, 30 s of the page's timers later (it waits up to 60 s).
  await page.clock.runFor(30_000);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeHidden();
  await expect(saving).toBeVisible();
  release();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();

  await signInToFirstStore(page);
  await page.goto(address);
  await expect(page.getByRole("banner")).toContainText(lastName);
  await expectNotes(page, "Saved while signing out");
});

test("Reorder clones the patient with the order id in the notes, then saves it with PRESCRIPTION_CREATED", async ({
  page,
}, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await signInToFirstStore(page);
  const lastName = uniqueName("Reorder");
  await createPatient(page, "Ada", lastName);
  await saveNotes(page, "Left heel pain");
  await expect(recordStatus(page)).toContainText("Saved");
  const original = patientIdOf(page);

  // The record opened from an order (spec 000 §2: `id` and `order_id`).
  await page.goto(`/scan-settings?id=${original}&order_id=ORD-4242`);
  await expect(page.getByRole("banner")).toContainText(lastName);
  const reorder = page.getByRole("button", { name: "Reorder" });
  await reorder.click();
  const dialog = page.getByRole("dialog", { name: "Reorder" });
  await expect(dialog).toContainText("ORD-4242");
  await shot("reorder-confirm");
  const save = page.waitForRequest(
    (request) => request.method() === "POST" && /fitStationMedicalProfile/.test(request.url()),
  );
  await dialog.getByRole("button", { name: "Reorder" }).click();

  // The clone is the open record, with no order.
  await expect(page).not.toHaveURL(new RegExp(original));
  await expect(page).not.toHaveURL(/order_id/);
  const clone = patientIdOf(page);
  await expect(page.getByRole("button", { name: "Reorder" })).toBeHidden();
  const sent = await save;
  expect(new URL(sent.url()).searchParams.get("action")).toBe("PRESCRIPTION_CREATED");
  expect(sent.url()).toContain(`/profile/${clone}/`);
  expect(sent.postDataJSON().notes).toBe("Left heel pain\nORD-4242");
  await expect(recordStatus(page)).toContainText("Saved");
  await shot("clone-open");
  // The clone's new scan session has none of the old scans: the 3D Scan screen says they must be taken again.
  await page.getByRole("button", { name: "Continue to 3D scan" }).click();
  await expect(page.getByText("Rescan of old scans is needed when adding scans in new session")).toBeVisible();
  await shot("clone-rescan-needed");

  await page.reload();
  await expect(page.getByRole("banner")).toContainText(lastName);
  await expectNotes(page, "Left heel pain\nORD-4242");
  // The original keeps its notes.
  await page.goto(`/scan-settings?id=${original}`);
  await expect(page.getByRole("banner")).toContainText(lastName);
  await expectNotes(page, "Left heel pain");
  // Both are in the store's list.
  await page.getByRole("button", { name: "End session" }).click();
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(page).toHaveURL(/\/patients$/);
  await expect(page.getByRole("row").filter({ hasText: lastName })).toHaveCount(2);
});

test("Delete patient asks first, then the patient is gone from the list", async ({ page }, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await signInToFirstStore(page);
  const lastName = uniqueName("Deleted");
  await createPatient(page, "Ada", lastName);

  const remove = page.getByRole("button", { name: "Delete patient" });
  await remove.click();
  const dialog = page.getByRole("dialog", { name: "Delete patient" });
  await expect(dialog).toContainText(`Ada ${lastName}`);
  // A destructive confirmation starts on Cancel.
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await shot("delete-confirm");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/scan-settings\?id=/);

  await remove.click();
  await page.getByRole("dialog", { name: "Delete patient" }).getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/patients$/);
  await expect(page.getByRole("heading", { name: "Patients" })).toBeVisible();
  await expect(page.getByRole("banner")).not.toContainText(lastName);
  await expect(page.getByText(lastName)).toHaveCount(0);
  await shot("list-without-patient");
});
