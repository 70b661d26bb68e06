// Chromium as the browser tests launch it (Debian's, playwright.config.ts), and the demo operator's way in through
// the real sign-in: the app's Sign In, the provider's page, the store choice, up to the patient list.
import { type Browser, chromium, type Page } from "@playwright/test";

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    // WebGL on SwiftShader (the CPU renderer) without a GPU, as the browser tests have it: the 3D views draw.
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--enable-unsafe-swiftshader",
      "--no-first-run",
      "--disable-background-networking",
    ],
  });
}

/** Signs the demo operator in from the app's first page and waits for the patient list's first row. */
export async function signInToPatientList(page: Page, baseURL: string): Promise<void> {
  await page.goto(`${baseURL}/`);
  await page.getByRole("checkbox", { name: /End User License Agreement/i }).check();
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByLabel("E-mail").fill("demo@solerx.test");
  await page.getByLabel("Password").fill("solerx-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page
    .getByRole("dialog", { name: "Which location would you like to use?" })
    .getByRole("button", { name: "Next" })
    .click();
  await page.locator("tbody tr[data-index]").first().waitFor({ timeout: 120_000 });
}
