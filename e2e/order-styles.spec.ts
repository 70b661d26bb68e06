// Issue 16 point 4: orthotic styles that mean something. A patient with both feet scanned: each style card lists
// what its preset sets before it is chosen; Flatfoot sets the Deep 5/8" heel seat, a rigid shell and a medial
// flange on both feet; a heel seat the clinician set is kept when they answer "Keep my values" and replaced only
// when they answer "Apply preset". Checked on Prescription after each answer and after a reload; screens shot at
// 1366 and 390 px, with axe.
import { expect, type Page, test } from "@playwright/test";
import { recordStatus, uniqueName } from "./patient-steps";
import { newPatientToScan, sampleScan } from "./scanner-steps";
import { stepShooter } from "./steps";

async function atWidths(page: Page, shot: (name: string) => Promise<void>, name: string): Promise<void> {
  await shot(`${name}-1366`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(`${name}-390`);
  await page.setViewportSize({ width: 1366, height: 850 });
}

const heelSeat = (page: Page) => page.getByRole("combobox", { name: "Heel seat" });
const checkedIn = (page: Page, group: string, option: string) =>
  page.getByRole("radiogroup", { name: group }).getByRole("radio", { name: option, exact: true });

async function toStyles(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Orthotic styles" }).click();
  await expect(page).toHaveURL(/\/order-styles\?id=/);
}

async function toPrescription(page: Page): Promise<void> {
  await expect(recordStatus(page)).toContainText("Saved", { timeout: 10_000 });
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/prescription\?id=/);
}

test("a style presets what it stands for, and a value the clinician set is kept unless they agree", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const shot = stepShooter(page, testInfo);
  await page.setViewportSize({ width: 1366, height: 850 });

  await newPatientToScan(page, "Flo", uniqueName("Preset"));
  await page.getByRole("button", { name: "Continue to 3D scan" }).click();
  await sampleScan(page, "Left foot");
  await sampleScan(page, "Right foot");
  await page.getByRole("button", { name: "Results" }).click();
  await toStyles(page);

  // Before it is chosen, the Flatfoot card says what it sets.
  const flatfoot = page.getByRole("radio", { name: "Flatfoot" });
  for (const text of ["Shell rigidity: Rigid", 'Heel seat: Deep 5/8"', "Medial flange: B/L"]) {
    await expect(flatfoot).toContainText(text);
  }
  await expect(page.getByRole("radio", { name: "Functional Orthotics" })).toContainText(
    "The default template's values",
  );
  await atWidths(page, shot, "styles-with-presets");

  // Nothing of the clinician's is at stake yet: Flatfoot's values are set without a question.
  await flatfoot.click();
  await expect(flatfoot).toHaveAttribute("aria-checked", "true");
  const outcome = page.getByRole("region", { name: "Style preset" }).getByRole("status");
  await expect(outcome).toContainText('Heel seat: Std 3/8" → Deep 5/8"');
  await expect(outcome).toContainText("Medial flange: N/A → B/L");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await toPrescription(page);
  await expect(heelSeat(page).locator("option:checked")).toHaveText('Deep 5/8"');
  await expect(checkedIn(page, "Medial flange", "B/L")).toBeChecked();
  await expect(checkedIn(page, "Shell rigidity", "Rigid")).toBeChecked();

  // The clinician chooses their own heel seat; Dress would replace it: asked, they keep it.
  await heelSeat(page).selectOption('Sport 1/2"');
  await expect(recordStatus(page)).toContainText("Saved", { timeout: 10_000 });
  await toStyles(page);
  await page.getByRole("radio", { name: "Dress" }).click();
  const confirm = page.getByRole("dialog", { name: "Apply the Dress preset?" });
  await expect(confirm).toContainText('Heel seat: Sport 1/2" → Dress 1/4"');
  // The values the preset set itself follow the new style without a question.
  await expect(confirm).not.toContainText("Medial flange");
  await atWidths(page, shot, "preset-confirmation");
  await confirm.getByRole("button", { name: "Keep my values" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("radio", { name: "Dress" })).toHaveAttribute("aria-checked", "true");
  await expect(outcome).toContainText("Kept as chosen:");
  await expect(outcome).toContainText('Heel seat: Sport 1/2"');
  await expect(outcome).toContainText("Medial flange: B/L → N/A");
  await atWidths(page, shot, "preset-kept");
  await toPrescription(page);
  await expect(heelSeat(page).locator("option:checked")).toHaveText('Sport 1/2"');
  await expect(checkedIn(page, "Medial flange", "N/A")).toBeChecked();
  await expect(checkedIn(page, "Top cover length", "Sulcus")).toBeChecked();

  // Flatfoot again, and this time they agree: the preset's heel seat replaces theirs.
  await toStyles(page);
  await flatfoot.click();
  const again = page.getByRole("dialog", { name: "Apply the Flatfoot preset?" });
  await expect(again).toContainText('Heel seat: Sport 1/2" → Deep 5/8"');
  await again.getByRole("button", { name: "Apply preset" }).click();
  await expect(again).toBeHidden();
  await toPrescription(page);
  await page.reload();
  await expect(heelSeat(page).locator("option:checked")).toHaveText('Deep 5/8"');
  await expect(checkedIn(page, "Medial flange", "B/L")).toBeChecked();
  await expect(checkedIn(page, "Top cover length", "Full")).toBeChecked();
  await page.evaluate(() => window.scrollTo(0, 0));
  await atWidths(page, shot, "prescription-after-preset");
});
