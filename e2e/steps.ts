// Helpers shared by the browser tests: a numbered screenshot per step, kept under e2e/screenshots/<test>/, and
// axe-core on the screen each step shows, so every screen a test reaches is checked for accessibility.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { expectAccessible, settled } from "./a11y";

/** `page` may be a getter, for a test that goes on in another page (a tab closed and opened again). */
export function stepShooter(page: Page | (() => Page), testInfo: TestInfo) {
  const slug = testInfo.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const folder = join("e2e", "screenshots", slug);
  mkdirSync(folder, { recursive: true });
  let step = 0;
  return async (name: string) => {
    step += 1;
    const path = join(folder, `${String(step).padStart(2, "0")}-${name}.png`);
    const current = typeof page === "function" ? page() : page;
    await settled(current);
    await current.screenshot({ path, fullPage: true });
    await testInfo.attach(name, { path, contentType: "image/png" });
    await expectAccessible(current, `${testInfo.title}: ${name}`);
  };
}
