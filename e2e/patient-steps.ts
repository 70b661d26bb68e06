// Patients as a clinician makes them: a name of the run's own, Add patient, the Get Started form, Create patient
// (or the form's same request through the API); and the top bar's status of the open record.
import { expect, type Locator, type Page } from "@playwright/test";
import { defaultPatientFormValues, toCreatePatientRequest } from "../apps/web/src/entities/patient/form/patient-form";
import type { SignedIn } from "./sign-in-steps";

/** Letters only: names must pass the spec's character rule, and each run has its own patients. */
export function uniqueName(prefix: string): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${prefix}${letters.join("")}`;
}

/** The top bar's "Patient record: …" status (Saving, Saved, …). */
export function recordStatus(page: Page): Locator {
  return page.getByRole("status").filter({ hasText: "Patient record:" });
}

/** Get Started as a clinician fills it (its screen is the subject of patient-forms.spec.ts and the clinic walk). */
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

/**
 * Sets the open patient's PO number from Order Review: the PO number is the patient's, changed with the patient
 * (issue 16 point 3), and Order Review shows it.
 */
export async function setPoNumberFromReview(page: Page, poNumber: string): Promise<void> {
  await page.getByRole("button", { name: "Change the PO number (Edit patient)" }).click();
  const edit = page.getByRole("dialog", { name: "Edit patient" });
  await edit.getByRole("textbox", { name: /^PO number/ }).fill(poNumber);
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("region", { name: "Patient" })).toContainText(poNumber);
}

/**
 * The patient Get Started makes of the same entries (the first doctor, a weight of 150 lbs, the rest as the form
 * starts), made by the form's own request (`toCreatePatientRequest`) through the API, then opened on Scan settings
 * as Create patient opens it: for a test whose subject comes after Get Started. Answers the patient's id.
 */
export async function createPatientByApi(
  page: Page,
  signedIn: SignedIn,
  firstName: string,
  lastName: string,
): Promise<string> {
  const headers = { authorization: `Bearer ${signedIn.accessToken}` };
  const api = `${signedIn.origin}/api/v1`;
  const store = encodeURIComponent(signedIn.storeId);
  const doctors = await page.request.get(`${api}/store/doctors/${store}/${encodeURIComponent(signedIn.companyId)}`, {
    headers,
  });
  expect(doctors.status(), await doctors.text()).toBe(200);
  const [doctor] = (await doctors.json()) as { userID: string }[];
  const values = {
    ...defaultPatientFormValues(),
    firstName,
    lastName,
    assignedToDoctor: doctor?.userID ?? "",
    weight: 150,
  };
  const created = await page.request.post(`${api}/profile/patient/${store}/create`, {
    headers,
    data: toCreatePatientRequest(values, new Date()),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { userID } = (await created.json()) as { userID: string };
  await page.goto(`${signedIn.origin}/scan-settings?id=${userID}`);
  await expect(page.getByRole("banner")).toContainText(`${firstName} ${lastName}`);
  return userID;
}
