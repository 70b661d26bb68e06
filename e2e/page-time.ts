// The page's time in the browser tests that count it, on Playwright's fake clock (page.clock, installed before the
// page loads). After holdTime the page's Date.now stands still while its timers keep running: screens open, modals
// fade in, focus moves and axe runs, but a countdown read from the clock (the session's, the update's reload)
// does not move, however long a busy machine takes over a step. The time moves only when the test moves it
// (moveTime), by exactly as much as it says. See docs/decisions.md "Tests on a busy machine".
import type { Page } from "@playwright/test";

export const browserNow = (page: Page) => page.evaluate(() => Date.now());

/** From now on the page's Date.now stands still at its present time; its timers keep running. */
export async function holdTime(page: Page): Promise<number> {
  const now = await browserNow(page);
  await page.clock.setFixedTime(now);
  await page.clock.resume();
  return now;
}

/**
 * Moves the page's time on by `ms`, running every timer that falls due on the way in order, then holds it again.
 * No real time is counted: the clock stands paused while it moves.
 */
export async function moveTime(page: Page, ms: number): Promise<void> {
  const now = await holdTime(page);
  await page.clock.pauseAt(now);
  // Date.now moves with the clock again while it runs the timers.
  await page.clock.setSystemTime(now);
  await page.clock.runFor(ms);
  // Held again where the move ended, without a call into the page: a timer may have started a navigation.
  await page.clock.setFixedTime(now + ms);
  await page.clock.resume();
}
