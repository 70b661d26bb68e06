// Access as the spec describes it (000 §2, §4 "Login", "Site selection"): the licence, store choice, sign-out,
// the error screen and the mobile-app view, in the built app on the real server.
import { expect, type Page, test } from "@playwright/test";
import { createPatient } from "./patient-steps";
import { DEMO, OTHER, signInAs, signInToFirstStore } from "./sign-in-steps";
import { stepShooter } from "./steps";

const STORE_QUESTION = "Which location would you like to use?";

/** The store drop-down of the patient list's top bar (the browser's own select). */
function storeSelect(page: Page) {
  return page.getByRole("banner").getByRole("combobox", { name: "Store" });
}

/** The name of the store the drop-down shows. */
function chosenStore(page: Page) {
  return storeSelect(page).locator("option:checked");
}

function localItem(page: Page, key: string) {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

test("the licence choice gates Sign In and is remembered in a cookie", async ({ page, context }) => {
  await page.goto("/");
  const licence = page.getByRole("checkbox", { name: /End User License Agreement/i });
  const signIn = page.getByRole("button", { name: "Sign In" });
  await expect(signIn).toBeDisabled();
  await licence.check();
  await expect(signIn).toBeEnabled();
  expect((await context.cookies()).find((cookie) => cookie.name === "solerx_eula_accepted")?.value).toBe("1");

  await page.reload();
  await expect(licence).toBeChecked();
  await expect(signIn).toBeEnabled();
  await licence.uncheck();
  await expect(signIn).toBeDisabled();

  // The links of the modal lead somewhere real: the EULA document, the contact address, the privacy policy.
  const eula = await page.getByRole("link", { name: "End User License Agreement" }).getAttribute("href");
  expect((await page.request.get(eula ?? "")).ok()).toBe(true);
  await expect(page.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", /^mailto:.+@.+/);
  await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", /privacy-policy/);
});

test("an operator of one store goes straight to its patients", async ({ page }, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await signInAs(page, OTHER);
  await expect(page.getByRole("heading", { name: "Patients" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: STORE_QUESTION })).toHaveCount(0);
  await expect(chosenStore(page)).toHaveText("Other Clinic — Lakeside");
  await shot("one-store-patient-list");
});

test("an operator of several stores chooses one, and a reload keeps the choice", async ({ page }, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await signInAs(page, DEMO);
  const storeModal = page.getByRole("dialog", { name: STORE_QUESTION });
  await expect(storeModal.getByRole("radio").first()).toBeChecked();
  await storeModal.getByRole("radio", { name: /Riverside/ }).check();
  await shot("store-modal-second-store");
  await storeModal.getByRole("button", { name: "Next" }).click();
  await expect(chosenStore(page)).toHaveText(/Riverside/);

  await page.reload();
  await expect(page.getByRole("heading", { name: "Patients" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: STORE_QUESTION })).toHaveCount(0);
  await expect(chosenStore(page)).toHaveText(/Riverside/);

  // The drop-down of the top bar switches store, and the choice is the one kept.
  await storeSelect(page).selectOption({ label: "Demo Clinic — Downtown" });
  await expect(chosenStore(page)).toHaveText(/Downtown/);
  // The list under the heading is the chosen store's (its name, then its count when it has patients).
  await expect(page.getByRole("main").getByText(/^Demo Clinic — Downtown( · .+)?$/)).toBeVisible();
  await shot("store-switched");
  await page.reload();
  await expect(chosenStore(page)).toHaveText(/Downtown/);
});

test("an account without stores is told so", async ({ page }, testInfo) => {
  const shot = stepShooter(page, testInfo);
  // The server never makes such an account from the demo data; the answer it would give is an empty list.
  await page.route("**/api/v1/store/employee/*", (route) => route.fulfill({ json: [] }));
  await signInAs(page, DEMO);
  await expect(page.getByText("This account does not have any sites configured")).toBeVisible();
  await expect(page.getByRole("button", { name: "SIGN OUT" })).toBeVisible();
  await shot("no-sites");
});

test("an account the API refuses sees the login error, and Restart returns to sign-in", async ({ page }, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await page.route("**/api/v1/store/employee/*", (route) =>
    route.fulfill({ status: 403, json: { statusCode: 403, error: "Forbidden", message: "Forbidden" } }),
  );
  await signInAs(page, DEMO);
  const modal = page.getByRole("dialog", { name: "Login error" });
  await expect(modal).toContainText("Login error. Not enough permissions.");
  await shot("login-error");
  await modal.getByRole("button", { name: "Restart" }).click();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  expect(await localItem(page, "solerx.auth.refreshToken")).toBeNull();
});

test("sign-out revokes the sign-in and clears what the browser kept", async ({ page }, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await signInToFirstStore(page, "/?hide_close_button=true");
  const refreshToken = await localItem(page, "solerx.auth.refreshToken");
  expect(refreshToken).toBeTruthy();
  expect(await localItem(page, "solerx.storeId")).toBeTruthy();
  expect(await page.evaluate(() => sessionStorage.getItem("solerx.mobileView"))).toBe("1");

  await page.getByRole("button", { name: "SIGN OUT" }).click();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await shot("signed-out");
  for (const key of [
    "solerx.auth.refreshToken",
    "solerx.auth.accessTokenExpiresAt",
    "solerx.auth.signedInAt",
    "solerx.storeId",
  ]) {
    expect(await localItem(page, key), key).toBeNull();
  }
  expect(await page.evaluate(() => sessionStorage.getItem("solerx.mobileView"))).toBeNull();

  // The provider no longer honours the old refresh token: the sign-in is over on the server too.
  const reused = await page.request.post("/oauth/token", {
    form: { grant_type: "refresh_token", client_id: "solerx-operator", refresh_token: refreshToken ?? "" },
  });
  expect(reused.status()).toBe(400);
  expect((await reused.json()).error).toBe("invalid_grant");
});

test("the error screen shows the returned error, and Try again signs out", async ({ page }, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await signInToFirstStore(page);
  await page.goto(
    "/?error=access_denied&error_description=The%20request%20was%20denied&error_details=Contact%20your%20administrator",
  );
  const panel = page.getByRole("alert");
  await expect(panel).toContainText("The request was denied");
  await expect(panel).toContainText("Contact your administrator");
  await expect(panel).toContainText("access_denied");
  await shot("error-screen");
  await panel.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  expect(await localItem(page, "solerx.auth.refreshToken")).toBeNull();
});

test("the mobile-app view has no close button on a patient record", async ({ page }, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await signInToFirstStore(page, "/patients?hide_close_button=1");
  await createPatient(page, "Grace", "Hopper");
  await expect(page.getByRole("button", { name: "End session" })).toHaveCount(0);
  await shot("mobile-view-record");
});
