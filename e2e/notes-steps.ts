// The open patient's notes through the Notes modal, whose Save sends the medical profile at once through the save
// queue: the quickest edit of a record a clinician makes, used by the saving tests.
import { expect, type Locator, type Page } from "@playwright/test";

export async function notesDialog(page: Page): Promise<Locator> {
  await page.getByRole("banner").getByRole("button", { name: "Notes" }).click();
  const dialog = page.getByRole("dialog", { name: "Notes" });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function saveNotes(page: Page, notes: string): Promise<void> {
  const dialog = await notesDialog(page);
  const box = dialog.getByRole("textbox", { name: "Notes about this patient" });
  // The modal's Save needs the loaded profile.
  await expect(dialog.getByRole("button", { name: "Save" })).toBeEnabled();
  await box.fill(notes);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
}

export async function expectNotes(page: Page, notes: string | RegExp): Promise<void> {
  const dialog = await notesDialog(page);
  await expect(dialog.getByRole("textbox", { name: "Notes about this patient" })).toHaveValue(notes);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
}
