// axe-core on the screen as it is now: no serious or critical violation, whatever the screen or the modal.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core's own `axe.run` on the page's document, injected once per document. Not @axe-core/playwright's
 * AxeBuilder: it injects axe's 550 kB again on every call and finishes each run in a new blank page (for results
 * gathered across cross-origin frames, which the app has none of), about 0.7 s of a 1 s check on this machine, at
 * each of the suite's 172 screenshots and more (docs/test-suite.md). The rules and the results are axe's, the same either way.
 */
async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  // A string, not a function: evaluated as the page's own script (as AxeBuilder injects it), whatever its CSP.
  if (!(await page.evaluate("typeof window.axe?.run === 'function'"))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run: typeof import("axe-core").run } }).axe.run(document, runOptions),
    options,
  );
}

/**
 * Waits until the page's short CSS transitions and animations have ended (a modal's fade-in, a button's colours as
 * it is enabled), so axe and a screenshot see the state the screen comes to rest in, not one it passes through:
 * axe once measured the contrast of "Use sample scan: right foot" halfway from its disabled grey to its enabled
 * blue. Waits on the animations' own promises, not on time. An endless animation (a spinner) or one that runs on
 * for longer than REST_WITHIN_MS (a countdown's bar) is part of the screen's state and is not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async (restWithinMs) => {
    // A transition that ends may start another (a menu's fade, then its items'): a few rounds at most.
    for (let round = 0; round < 10; round++) {
      const ending = document.getAnimations().filter((animation) => {
        if (animation.playState !== "running" && !animation.pending) return false;
        const timing = animation.effect?.getComputedTiming();
        const left = Number(timing?.endTime ?? Number.POSITIVE_INFINITY) - Number(timing?.localTime ?? 0);
        return left <= restWithinMs;
      });
      if (ending.length === 0) return;
      await Promise.allSettled(ending.map((animation) => animation.finished));
    }
  }, REST_WITHIN_MS);
}

/** The longest a transition may still have to run for the screen to count as coming to rest (Mantine's are 150 to 400 ms). */
const REST_WITHIN_MS = 1000;

export async function expectAccessible(page: Page, where: string): Promise<void> {
  await settled(page);
  const results = await runAxe(page, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
  });
  const grave = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
  expect(grave, `axe on ${where}`).toEqual([]);
}

/** axe's "region" rule (a best practice, so not in the tags above): every piece of content sits in a landmark. */
export async function expectAllInLandmarks(page: Page, where: string): Promise<void> {
  const results = await runAxe(page, { runOnly: { type: "rule", values: ["region"] } });
  const outside = results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")));
  expect(outside, `content outside landmarks on ${where}`).toEqual([]);
}
