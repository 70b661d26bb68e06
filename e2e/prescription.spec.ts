// Prescription screens (issue 11, web): a patient with a left scan only chooses a style, pack and quantity on
// Orthotic Styles, edits the prescription (autosaved, there after a reload; the right foot off), jumps between
// categories (a Menu at 390 px), saves it as a saved Rx, and the Saved Rx List and Saved Rx screens show, edit and
// delete it. Every screen is checked by axe and shot at 1366 and 390 px.
import { expect, type Page, test } from "@playwright/test";
import { recordStatus, uniqueName } from "./patient-steps";
import { footGroup, segment } from "./rx-steps";
import { newPatientToScan, sampleScan } from "./scanner-steps";
import { stepShooter } from "./steps";

async function atWidths(page: Page, shot: (name: string) => Promise<void>, name: string): Promise<void> {
  await shot(`${name}-1366`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(`${name}-390`);
  await page.setViewportSize({ width: 1366, height: 850 });
}

test("a left-scanned patient's style, pack and prescription, autosaved, and a saved Rx made from it", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const shot = stepShooter(page, testInfo);
  const templateName = `Plantar fasciitis ${uniqueName("left")}`;

  // One orthotic, so that one scan is enough to go on.
  await newPatientToScan(page, "Rx", uniqueName("Left"));
  await page.getByRole("radio", { name: "One orthotic" }).click();
  await expect(page.getByRole("radio", { name: "One orthotic" })).toBeChecked();
  await page.getByRole("button", { name: "Continue to 3D scan" }).click();
  await expect(page.getByText(/Orthotic insole · One orthotic/)).toBeVisible();
  await sampleScan(page, "Left foot");
  await expect(page.getByText(/Orthotic insole · One orthotic/)).toBeVisible();
  await page.getByRole("button", { name: "Results" }).click();
  await page.getByRole("button", { name: "Orthotic styles" }).click();

  // Orthotic Styles: one left scan, so Left Only is the pack and the others are off.
  await expect(page).toHaveURL(/\/order-styles\?id=/);
  await expect(page.getByRole("heading", { name: "Orthotic Styles", level: 1 })).toBeVisible();
  const pack = page.getByRole("radiogroup", { name: "Pack" });
  await expect(pack.getByRole("radio", { name: "Left Only" })).toBeChecked();
  await expect(pack.getByRole("radio", { name: "Pair" })).toBeDisabled();
  await expect(pack.getByRole("radio", { name: "Right Only" })).toBeDisabled();
  // A style's preset sets sides on the scanned foot only (issue 16 point 4).
  await expect(page.getByRole("radio", { name: "Flatfoot" })).toContainText("Medial flange: L");
  await page.getByRole("radio", { name: "Sport (low profile)" }).click();
  await expect(page.getByRole("radio", { name: "Sport (low profile)" })).toHaveAttribute("aria-checked", "true");
  await page.getByRole("textbox", { name: "Quantity" }).fill("2");
  await expect(recordStatus(page)).toContainText("Saved", { timeout: 10_000 });
  await atWidths(page, shot, "order-styles");

  // Prescription: the right foot has no scan, so its posting is off and says why.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/prescription\?id=/);
  await expect(page.getByText("Sport (low profile) · Left orthotic · Quantity 2")).toBeVisible();
  await expect(footGroup(page, "Right foot").getByText("No right foot scan")).toBeVisible();
  await expect(footGroup(page, "Right foot").getByRole("combobox", { name: "Heel lift" })).toBeDisabled();
  await segment(page, "Shell rigidity", "Rigid").click();
  await footGroup(page, "Left foot").getByRole("combobox", { name: "Heel lift" }).selectOption("3");
  await footGroup(page, "Left foot")
    .getByRole("combobox", { name: "Varus rearfoot post" })
    .selectOption("Specify Values");
  await footGroup(page, "Left foot").getByRole("combobox", { name: "Varus rearfoot post, degrees" }).selectOption("4");
  await page.getByRole("combobox", { name: "Top cover material" }).selectOption('Plastazote Black 1/8"');
  await segment(page, "Heel cushion", "L").click();
  await page.getByRole("group", { name: "Neuroma pads, left foot" }).getByText("2", { exact: true }).click();
  await page.getByRole("combobox", { name: "Diagnosis" }).selectOption("Plantar Fasciitis");
  await expect(recordStatus(page)).toContainText("Saved", { timeout: 10_000 });

  await page.reload();
  await expect(footGroup(page, "Left foot").getByRole("combobox", { name: "Heel lift" })).toHaveValue("3");
  await expect(
    page.getByRole("radiogroup", { name: "Shell rigidity" }).getByRole("radio", { name: "Rigid", exact: true }),
  ).toBeChecked();
  await expect(page.getByRole("combobox", { name: "Diagnosis" })).toHaveValue("Plantar Fasciitis");
  await expect(
    page.getByRole("group", { name: "Neuroma pads, left foot" }).getByRole("checkbox", { name: "2" }),
  ).toBeChecked();

  await page
    .getByRole("navigation", { name: "Prescription categories" })
    .getByRole("link", { name: "Coverings" })
    .click();
  await expect(page).toHaveURL(/#coverings$/);
  await expect(page.getByRole("region", { name: "Coverings" })).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot("prescription-1366");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("navigation", { name: "Prescription categories" })).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Accommodations" })).toBeVisible();
  // The drop-down's fade-in ends before the shot.
  await expect(page.getByRole("menu")).toHaveCSS("opacity", "1");
  await shot("prescription-menu-390");
  await page.getByRole("menuitem", { name: "Accommodations" }).click();
  await expect(page).toHaveURL(/#accommodations$/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot("prescription-390");
  await page.setViewportSize({ width: 1366, height: 850 });

  // Save as saved Rx: the name rule first, then the template without the patient's details.
  await page.getByRole("button", { name: "Save as saved Rx" }).click();
  const dialog = page.getByRole("dialog", { name: "Save as saved Rx" });
  await dialog.getByRole("textbox", { name: "Prescription name" }).fill("Plantar #1");
  await expect(
    dialog.getByText("Prescription name cannot contain the following characters: <>:`/|?*&%~#^[],$+@!"),
  ).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Save" })).toBeDisabled();
  await shot("save-as-invalid-name");
  await dialog.getByRole("textbox", { name: "Prescription name" }).fill(templateName);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`Saved as “${templateName}”.`)).toBeVisible();

  // Saved Rx List and Saved Rx, without going through a patient.
  await page.goto("/saved-rx-list");
  await expect(page.getByRole("link", { name: `Open ${templateName}` })).toBeVisible();
  await atWidths(page, shot, "saved-rx-list");
  await page.getByRole("link", { name: `Open ${templateName}` }).click();
  await expect(page).toHaveURL(/\/saved-rx\?name=Plantar\+fasciitis\+left/);
  await expect(page.getByRole("heading", { name: templateName, level: 1 })).toBeVisible();
  // The template holds the prescription as it was saved, without the patient's details.
  await expect(footGroup(page, "Left foot").getByRole("combobox", { name: "Heel lift" })).toHaveValue("3");
  await expect(
    footGroup(page, "Left foot").getByRole("combobox", { name: "Varus rearfoot post, degrees" }),
  ).toHaveValue("4");
  // No scans here: the right foot can be prescribed for.
  await expect(footGroup(page, "Right foot").getByRole("combobox", { name: "Heel lift" })).toBeEnabled();
  await footGroup(page, "Right foot").getByRole("combobox", { name: "Heel lift" }).selectOption("2");
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await atWidths(page, shot, "saved-rx");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved.", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Saved Rx List" }).click();
  await page.getByRole("button", { name: `Delete ${templateName}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete saved Rx" });
  // A destructive confirmation starts on Cancel; focus moves once the modal has finished opening.
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  // The modal's opening transition ends before the shot, so axe reads its colours as shown.
  await expect(confirm).toHaveCSS("opacity", "1");
  await shot("saved-rx-delete");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("link", { name: `Open ${templateName}` })).toBeHidden();
  await page.getByRole("link", { name: "New saved Rx" }).click();
  await expect(page.getByRole("heading", { name: "New saved Rx", level: 1 })).toBeVisible();
  await shot("saved-rx-new");
});
