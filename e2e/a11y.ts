// axe-core on the screen as it is now: no serious or critical violation, whatever the screen or the modal.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export async function expectAccessible(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
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
  const results = await new AxeBuilder({ page }).withRules(["region"]).analyze();
  const outside = results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")));
  expect(outside, `content outside landmarks on ${where}`).toEqual([]);
}
