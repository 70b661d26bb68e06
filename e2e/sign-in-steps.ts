// Signing in as a clinician does: tick the licence, Sign In, the provider's form, back in the app.
import { expect, type Page } from "@playwright/test";

export const DEMO = { email: "demo@solerx.test", password: "solerx-demo" };
export const OTHER = { email: "other@solerx.test", password: "solerx-demo" };

export async function signInAs(page: Page, account: { email: string; password: string }, path = "/") {
  await page.goto(path);
  await page.getByRole("checkbox", { name: /End User License Agreement/i }).check();
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/oauth\/interaction\//);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Demo Clinic's operator works at two stores: sign in and take the preselected first one. */
export async function signInToFirstStore(page: Page, path = "/") {
  await signInAs(page, DEMO, path);
  const storeModal = page.getByRole("dialog", { name: "Which location would you like to use?" });
  await storeModal.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Patients" })).toBeVisible();
}
