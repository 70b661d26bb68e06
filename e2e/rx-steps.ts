// The prescription editor's controls as the browser tests reach them: a segmented choice by its group's name, and a
// foot's column of posting values (its group is named for the foot, with the reason beside it when it has no scan).
import type { Locator, Page } from "@playwright/test";

export function segment(page: Page, group: string, option: string): Locator {
  return page.getByRole("radiogroup", { name: group }).getByText(option, { exact: true });
}

export function footGroup(page: Page, foot: "Left foot" | "Right foot"): Locator {
  return page.getByRole("group", { name: new RegExp(`^${foot}`) });
}
