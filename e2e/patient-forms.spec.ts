// Issue 9 patient forms in the browser, on the real API: Get Started with every field (valid and invalid input and
// the spec's messages), the Edit patient modal (every field, seen again after a reload), the Notes modal's Save,
// and the Change shoe size modal's two tabs; screenshots at 390 and 1366 px, each checked by axe.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { createPatient } from "./patient-steps";
import { signInToFirstStore } from "./sign-in-steps";
import { stepShooter } from "./steps";

const INVALID = "First name, last name and referenceID cannot contain following characters ,<>:“/|?*";
const box = (within: Page | Locator, name: string | RegExp) => within.getByRole("textbox", { name });

async function openGetStarted(page: Page) {
  await signInToFirstStore(page);
  await page.getByRole("button", { name: "Add patient" }).click();
  await expect(page).toHaveURL(/\/getting-started$/);
}

test("Get Started takes every field of the patient, refuses invalid input with the spec's messages", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const shot = stepShooter(page, testInfo);
  await openGetStarted(page);
  const save = page.getByRole("button", { name: "Create patient" });
  await expect(save).toBeDisabled();
  await expect(page.getByRole("radio", { name: "Prefer not to say" })).toBeChecked();
  await expect(page.getByTestId("shoe-size-summary")).toHaveText("11 US MEN'S · REGULAR");

  // Invalid input: stripped as typed, with the message on the field.
  await box(page, /^First name/).fill("Ad<a");
  await expect(box(page, /^First name/)).toHaveValue("Ada");
  await expect(page.getByText(INVALID).first()).toBeVisible();
  await expect(box(page, /^First name/)).toHaveAttribute("aria-invalid", "true");
  await box(page, /^Last name/).fill("Lovelace-of-the-very-long-family-name");
  await expect(box(page, /^Last name/)).toHaveValue("Lovelace-of-the-very-long");
  await box(page, /^Day/).fill("31");
  await box(page, /^Month/).fill("4");
  await box(page, /^Year/).fill("1985");
  await expect(page.getByText("Enter a valid date of birth")).toBeVisible();
  await expect(box(page, /^Day/)).toHaveAttribute("aria-invalid", "true");
  await box(page, /^Year/).fill("2999");
  await box(page, /^Day/).fill("30");
  await expect(page.getByText("Date of birth cannot be a future date")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 900 });
  await shot("get-started-invalid-390");
  await page.setViewportSize({ width: 1366, height: 900 });

  // Valid input in every field.
  await box(page, /^Last name/).fill("Lovelace");
  await box(page, /^Year/).fill("1985");
  await expect(page.getByText("Date of birth cannot be a future date")).toBeHidden();
  await box(page, /^Reference ID/).fill("REF-9001");
  await box(page, /^PO number/).fill("PO-77");
  await page.getByRole("radio", { name: "Female" }).check();
  await box(page, "Assigned doctor").click();
  await page.getByRole("option").first().click();
  // A weight of 0 is no weight: Save stays off until one is typed.
  await expect(save).toBeDisabled();
  await box(page, /^Weight/).fill("70");
  await page.getByText("kg", { exact: true }).click();
  await expect(page.getByText("= 154 lbs")).toBeVisible();
  await box(page, "Notes").fill("Plantar fasciitis, left");
  await expect(box(page, "Notes")).toHaveValue("Plantar fasciitis left");

  // Shoe sizes: the second tab, per foot.
  await page.getByRole("button", { name: "Change shoe size" }).click();
  const shoes = page.getByRole("dialog", { name: "Change shoe size" });
  await shoes.getByRole("tab", { name: "Different shoe sizes" }).click();
  await shoes.getByRole("textbox", { name: "Left foot Unit" }).click();
  await page.getByRole("option", { name: "US WOMEN'S" }).click();
  await shoes.getByRole("textbox", { name: "Right foot Size" }).click();
  await page.getByRole("option", { name: "10.5", exact: true }).click();
  await shot("shoe-size-different");
  await shoes.getByRole("button", { name: "Save" }).click();
  await expect(shoes).toBeHidden();
  await expect(page.getByTestId("shoe-size-summary")).toContainText("Left foot: 11 US WOMEN'S");
  await expect(page.getByTestId("shoe-size-summary")).toContainText("Right foot: 10.5 US MEN'S");
  await expect(save).toBeEnabled();
  await shot("get-started-filled-1366");
  await page.setViewportSize({ width: 390, height: 900 });
  await shot("get-started-filled-390");
  await page.setViewportSize({ width: 1366, height: 900 });
  await save.click();

  await expect(page.getByRole("banner")).toContainText("Ada Lovelace");
  await expect(page.getByRole("banner")).toContainText("REF-9001");

  // Everything came back from the server: the Edit patient modal shows it.
  await page.reload();
  await page.getByRole("button", { name: "Edit patient" }).click();
  const edit = page.getByRole("dialog", { name: "Edit patient" });
  await expect(box(edit, /^PO number/)).toHaveValue("PO-77");
  await expect(box(edit, /^Day/)).toHaveValue("30");
  await expect(box(edit, /^Month/)).toHaveValue("4");
  await expect(box(edit, /^Year/)).toHaveValue("1985");
  await expect(edit.getByRole("radio", { name: "Female" })).toBeChecked();
  await expect(box(edit, /^Weight/)).toHaveValue("70");
  await expect(edit.getByText("= 154 lbs")).toBeVisible();
  await expect(edit.getByTestId("shoe-size-summary")).toContainText("Left foot: 11 US WOMEN'S");
  await expect(box(edit, "Notes")).toHaveValue("Plantar fasciitis left");
});

test("the Edit patient modal edits every field, and the record shows it after a reload", async ({ page }, testInfo) => {
  // Every field twice, two reloads and axe on five screens: more than the default minute.
  test.setTimeout(150_000);
  const shot = stepShooter(page, testInfo);
  await signInToFirstStore(page);
  await createPatient(page, "Grace", "Hopper");

  await page.getByRole("button", { name: "Edit patient" }).click();
  const edit = page.getByRole("dialog", { name: "Edit patient" });
  const save = edit.getByRole("button", { name: "Save", exact: true });
  await expect(box(edit, /^First name/)).toHaveValue("Grace");
  await shot("edit-patient-1366");

  // Invalid input first: stripped with the message, bad dates refused, weight 0 refused.
  await box(edit, /^First name/).fill("Gr|ace");
  await expect(box(edit, /^First name/)).toHaveValue("Grace");
  await expect(edit.getByText(INVALID)).toBeVisible();
  await box(edit, /^Day/).fill("29");
  await box(edit, /^Month/).fill("2");
  await box(edit, /^Year/).fill("1981");
  await expect(edit.getByText("Enter a valid date of birth")).toBeVisible();
  await expect(save).toBeDisabled();
  await box(edit, /^Year/).fill("19a0");
  await expect(edit.getByText("Date of birth can contain only numbers")).toBeVisible();
  await box(edit, /^Year/).fill("1980");
  await box(edit, /^Weight/).fill("0");
  await expect(save).toBeDisabled();
  await page.setViewportSize({ width: 390, height: 900 });
  await shot("edit-patient-invalid-390");
  await page.setViewportSize({ width: 1366, height: 900 });

  // Then every field.
  await box(edit, /^First name/).fill("Grace B");
  await box(edit, /^Last name/).fill("Murray");
  await box(edit, /^Reference ID/).fill("REF-42");
  await box(edit, /^PO number/).fill("PO-1906");
  await edit.getByRole("radio", { name: "Female" }).check();
  await box(edit, /^Weight/).fill("61.5");
  await edit.getByText("kg", { exact: true }).click();
  await box(edit, "Notes").fill("COBOL");
  await edit.getByRole("button", { name: "Change shoe size" }).click();
  const shoes = page.getByRole("dialog", { name: "Change shoe size" });
  await shoes.getByRole("textbox", { name: "Both feet Size" }).click();
  await page.getByRole("option", { name: "16", exact: true }).click();
  await shoes.getByRole("textbox", { name: "Both feet Unit" }).click();
  // US YOUTH'S is shown but disabled; US WOMEN'S caps the size at 15.
  await expect(page.getByRole("option", { name: "US YOUTH'S" })).toHaveAttribute("data-combobox-disabled", "true");
  await page.getByRole("option", { name: "US WOMEN'S" }).click();
  await expect(shoes.getByRole("textbox", { name: "Both feet Size" })).toHaveValue("15");
  await shoes.getByRole("textbox", { name: "Both feet Width" }).click();
  await page.getByRole("option", { name: "WIDE", exact: true }).click();
  await shot("shoe-size-same");
  await shoes.getByRole("button", { name: "Save" }).click();
  await expect(shoes).toBeHidden();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("banner")).toContainText("Grace B Murray");
  await expect(page.getByRole("banner")).toContainText("REF-42");

  await page.reload();
  await expect(page.getByRole("banner")).toContainText("Grace B Murray");
  await page.getByRole("button", { name: "Edit patient" }).click();
  await expect(box(edit, /^Reference ID/)).toHaveValue("REF-42");
  await expect(box(edit, /^PO number/)).toHaveValue("PO-1906");
  await expect(box(edit, /^Day/)).toHaveValue("29");
  await expect(box(edit, /^Month/)).toHaveValue("2");
  await expect(box(edit, /^Year/)).toHaveValue("1980");
  await expect(edit.getByRole("radio", { name: "Female" })).toBeChecked();
  await expect(box(edit, /^Weight/)).toHaveValue("61.5");
  await expect(edit.getByText("= 136 lbs")).toBeVisible();
  await expect(edit.getByTestId("shoe-size-summary")).toHaveText("15 US WOMEN'S · WIDE");
  await expect(box(edit, "Notes")).toHaveValue("COBOL");
  await edit.getByRole("button", { name: "Cancel" }).click();

  // Notes: Save sends them at once; a reload shows them.
  await page.getByRole("button", { name: "Notes" }).click();
  const notes = page.getByRole("dialog", { name: "Notes" });
  await expect(notes.getByRole("textbox")).toHaveValue("COBOL");
  await notes.getByRole("textbox").fill("First compiler; Harvard Mark I");
  await expect(notes.getByRole("textbox")).toHaveValue("First compiler Harvard Mark I");
  await expect(notes.getByText(INVALID)).toBeVisible();
  await shot("notes-stripped");
  const saved = page.waitForResponse(
    (response) => response.url().includes("/update/fitStationMedicalProfile") && response.ok(),
  );
  await notes.getByRole("button", { name: "Save" }).click();
  await expect(notes).toBeHidden();
  await saved;
  await page.reload();
  await page.getByRole("button", { name: "Notes" }).click();
  await expect(page.getByRole("dialog", { name: "Notes" }).getByRole("textbox")).toHaveValue(
    "First compiler Harvard Mark I",
  );
});
