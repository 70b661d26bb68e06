// The session clocks (spec 000 §4 "Session timing") on Playwright's fake clock: the browser's time is faked, the
// server's is real. The app refreshes its 10-minute access token from timers on the fake clock, and the server
// checks every token against its own real clock, where only seconds pass: the tokens stay valid, and the 8 hours
// are the browser's 8 hours (docs/decisions.md "Session clocks"). Once signed in, the page's time stands still
// except when the test moves it (./page-time.ts), so every countdown reads exactly what the test made it.
import { expect, type Page, test } from "@playwright/test";
import { browserNow, holdTime, moveTime } from "./page-time";
import { DEMO } from "./sign-in-steps";
import { stepShooter } from "./steps";

const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const REFRESH_TOKEN_KEY = "solerx.auth.refreshToken";
const SIGNED_IN_AT_KEY = "solerx.auth.signedInAt";

/**
 * The fake clock goes in before the app loads, then the demo operator signs in and picks the first store; from
 * there the page's time stands still until the test moves it.
 */
async function signIn(page: Page): Promise<number> {
  await page.clock.install();
  await page.goto("/");
  await page.getByRole("checkbox", { name: /End User License Agreement/i }).check();
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await completeProviderSignIn(page);
  const storeModal = page.getByRole("dialog", { name: "Which location would you like to use?" });
  await storeModal.getByRole("button", { name: "Next" }).click();
  await expect(storeModal).toBeHidden();
  await expect(page.getByRole("heading", { name: "Patients" })).toBeVisible();
  await holdTime(page);
  return signedInAt(page);
}

async function completeProviderSignIn(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/oauth\/interaction\//);
  await page.getByLabel("E-mail").fill(DEMO.email);
  await page.getByLabel("Password").fill(DEMO.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signedInAt(page: Page): Promise<number> {
  const value = await page.evaluate((key) => localStorage.getItem(key), SIGNED_IN_AT_KEY);
  expect(value, "the sign-in time is kept").not.toBeNull();
  return Number(value);
}

/** Moves the page's time to `at` in steps of 20 minutes with a mouse move after each, so inactivity never fires. */
async function keepBusyUntil(page: Page, at: number): Promise<void> {
  for (let step = 0; ; step += 1) {
    const left = at - (await browserNow(page));
    if (left <= 0) return;
    await moveTime(page, Math.min(left, 20 * MIN));
    await page.mouse.move(400 + (step % 2) * 40, 600);
  }
}

const securityNotification = (page: Page) => page.getByRole("dialog", { name: "Security Notification" });

/** The N of a countdown sentence. */
async function countdownSeconds(page: Page): Promise<number> {
  const text = await securityNotification(page).getByRole("timer").textContent();
  const match = /(\d+) seconds/.exec(text ?? "");
  expect(match, `a countdown in "${text}"`).not.toBeNull();
  return Number(match?.[1]);
}

async function expectSignedOut(page: Page): Promise<void> {
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  await expect(securityNotification(page)).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), REFRESH_TOKEN_KEY)).toBeNull();
}

test("inactivity: a 60 s countdown after 27 idle minutes; Stay signed in keeps the session, zero signs out", async ({
  page,
}, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await signIn(page);
  // The last activity, at a known time: the countdown below starts at exactly 60 s.
  await page.mouse.move(420, 620);

  await moveTime(page, 26 * MIN);
  await expect(securityNotification(page)).toBeHidden();
  await moveTime(page, MIN);
  const modal = securityNotification(page);
  await expect(modal).toBeVisible();
  await expect(modal.getByRole("timer")).toHaveText("Due to inactivity your session will end in 60 seconds");
  // It counts down each second the page's clock moves, and only then.
  await moveTime(page, 10 * SEC);
  await expect.poll(() => countdownSeconds(page)).toBe(50);
  await shot("inactivity-countdown");

  // Keyboard: Stay signed in has the focus, Tab keeps it inside the modal, Escape does not dismiss it.
  const stay = modal.getByRole("button", { name: "Stay signed in" });
  await expect(stay).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(stay).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(modal).toBeVisible();
  await shot("inactivity-countdown-later");
  expect(await countdownSeconds(page)).toBe(50);

  await page.keyboard.press("Enter");
  await expect(modal).toBeHidden();

  // The inactivity clock started again at Stay signed in: 26.5 idle minutes later the operator is still in.
  await moveTime(page, 26.5 * MIN);
  await expect(securityNotification(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "SIGN OUT" })).toBeVisible();

  // And the app still works: its API calls carry a refreshed token.
  await page.getByRole("button", { name: "Add patient" }).click();
  await expect(page).toHaveURL(/\/getting-started$/);
  await page.getByRole("textbox", { name: "Assigned doctor" }).click();
  await expect(page.getByRole("option").first()).toBeVisible();
  await shot("app-still-works");
  await page.keyboard.press("Escape");

  // Idle again: this time nobody answers the countdown.
  expect(await page.evaluate((key) => localStorage.getItem(key), REFRESH_TOKEN_KEY)).not.toBeNull();
  await moveTime(page, 27 * MIN);
  await expect(securityNotification(page)).toBeVisible();
  // Moving the mouse while the countdown shows does not keep the session: Stay signed in does.
  await page.mouse.move(200, 200);
  await page.mouse.move(300, 300);
  await moveTime(page, MIN);

  await expectSignedOut(page);
  await expect(page).toHaveURL(/\/patients$/);
  await shot("signed-out-after-inactivity");
});

test("automatic sign-out: the critical warning at 7.5 h on any screen counts down 60 s, then signs out", async ({
  page,
}, testInfo) => {
  const shot = stepShooter(page, testInfo);
  const start = await signIn(page);
  // Away from the index screen: the critical warning shows anywhere.
  await page.getByRole("button", { name: "Add patient" }).click();
  await expect(page).toHaveURL(/\/getting-started$/);

  await keepBusyUntil(page, start + 7.5 * HOUR - MIN);
  await expect(securityNotification(page)).toBeHidden();
  await keepBusyUntil(page, start + 7.5 * HOUR);

  const modal = securityNotification(page);
  await expect(modal).toBeVisible();
  await expect(modal).toContainText("maximum of 8 hours of continuous use");
  await expect(modal.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(modal.getByRole("timer")).toHaveText("You will be signed out in 60 seconds");
  await page.keyboard.press("Escape");
  await expect(modal).toBeVisible();
  await shot("critical-warning");

  await moveTime(page, 30 * SEC);
  await expect.poll(() => countdownSeconds(page)).toBe(30);
  await moveTime(page, 30 * SEC);

  await expectSignedOut(page);
  await shot("signed-out-at-session-end");
});

test("automatic sign-out: the soft warning at 7 h on the patient list only; Sign in on the critical one renews", async ({
  page,
}, testInfo) => {
  const shot = stepShooter(page, testInfo);
  const start = await signIn(page);

  // Not on another screen.
  await page.getByRole("button", { name: "Add patient" }).click();
  await expect(page).toHaveURL(/\/getting-started$/);
  await keepBusyUntil(page, start + 7 * HOUR + 5 * MIN);
  await expect(securityNotification(page)).toBeHidden();

  // On the patient list, after a reload: the 8 hours count from the interactive sign-in, kept in storage.
  await page.goto("/patients");
  await expect(page.getByRole("heading", { name: "Patients" })).toBeVisible();
  expect(await signedInAt(page)).toBe(start);
  const modal = securityNotification(page);
  await expect(modal).toBeVisible();
  await expect(modal).toContainText("maximum of 8 hours of continuous use");
  await expect(modal).toContainText(/You will be signed out automatically at /);
  await expect(modal.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(modal.getByRole("timer")).toHaveCount(0);
  await shot("soft-warning");

  // The soft warning's default is to keep working: Continue has the focus.
  await expect(modal.getByRole("button", { name: "Continue" })).toBeFocused();
  await modal.getByRole("button", { name: "Continue" }).click();
  await expect(modal).toBeHidden();
  // Closed once, it stays closed for this session.
  await page.getByRole("button", { name: "Add patient" }).click();
  await expect(page).toHaveURL(/\/getting-started$/);
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Patients" })).toBeVisible();
  await moveTime(page, 5 * SEC);
  await expect(securityNotification(page)).toBeHidden();

  // At 7.5 h the critical warning shows here too, and its Sign in starts a fresh sign-in.
  await keepBusyUntil(page, start + 7.5 * HOUR);
  await expect(modal.getByRole("timer")).toHaveText(/^You will be signed out in \d+ seconds$/);
  await modal.getByRole("button", { name: "Sign in" }).click();
  await completeProviderSignIn(page);

  // The store is remembered; the new 8-hour session starts now, so no warning shows.
  await expect(page.getByRole("heading", { name: "Patients" })).toBeVisible();
  expect(await signedInAt(page)).toBeGreaterThanOrEqual(start + 7.5 * HOUR);
  await moveTime(page, 2 * MIN);
  await expect(securityNotification(page)).toBeHidden();
  await shot("fresh-session");
});
