// Creating a patient as a clinician does: Add patient, the Get Started form, Create patient; the record opens.
import { expect, type Page } from "@playwright/test";

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
