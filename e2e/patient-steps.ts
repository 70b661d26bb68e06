// Patients as a clinician makes them: a name of the run's own, Add patient, the Get Started form, Create patient;
// and the top bar's status of the open record.
import { expect, type Locator, type Page } from "@playwright/test";

/** Letters only: names must pass the spec's character rule, and each run has its own patients. */
export function uniqueName(prefix: string): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${prefix}${letters.join("")}`;
}

/** The top bar's "Patient record: …" status (Saving, Saved, …). */
export function recordStatus(page: Page): Locator {
  return page.getByRole("status").filter({ hasText: "Patient record:" });
}

export async function createPatient(page: Page, firstName: string, lastName: string): Promise<void> {
  await page.getByRole("button", { name: "Add patient" }).click();
  await expect(page).toHaveURL(/\/getting-started$/);
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill(lastName);
  await page.getByRole("textbox", { name: "Assigned doctor" }).click();
  await page.getByRole("option").first().click();
  // Save needs a weight above 0 (docs/decisions.md "Patient forms").
  await page.getByRole("textbox", { name: /^Weight/ }).fill("150");
  await page.getByRole("button", { name: "Create patient" }).click();
  await expect(page.getByRole("banner")).toContainText(`${firstName} ${lastName}`);
}
