// SIGN OUT ends the provider's session as well as the app's tokens (issue 7): the browser passes through the
// end-session endpoint without a question, and afterwards nothing gets a code from the provider without the
// password, not even a silent (prompt=none) request.
import { expect, type Page, test } from "@playwright/test";
import { DEMO, signInToFirstStore } from "./sign-in-steps";
import { stepShooter } from "./steps";

/** A silent authorization request in this browser (its cookies): where does the provider send it? */
async function silentAuthorization(page: Page): Promise<URL> {
  const query = new URLSearchParams({
    client_id: "solerx-operator",
    response_type: "code",
    redirect_uri: new URL("/", page.url()).toString(),
    scope: "openid profile email offline_access",
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
    state: "e2e",
    prompt: "none",
  });
  const response = await page.request.get(`/oauth/auth?${query}`, { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  return new URL(response.headers().location ?? "", page.url());
}

test("after SIGN OUT, Sign In asks for the password again", async ({ page }, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await signInToFirstStore(page);
  // While signed in, the provider's session answers a silent request with a code: the check below means something.
  expect((await silentAuthorization(page)).searchParams.get("code")).toBeTruthy();

  const visited: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await page.getByRole("button", { name: "SIGN OUT" }).click();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  expect(visited.some((url) => new URL(url).pathname === "/oauth/session/end")).toBe(true);
  expect(new URL(page.url()).pathname).toBe("/patients");
  await shot("signed-out");

  const silent = await silentAuthorization(page);
  expect(silent.searchParams.get("error")).toBe("login_required");
  expect(silent.searchParams.get("code")).toBeNull();

  await page.getByRole("checkbox", { name: /End User License Agreement/i }).check();
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/oauth\/interaction\//);
  await expect(page.getByLabel("Password")).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveValue("");
  await shot("password-asked-again");

  // And the password does sign in again.
  await page.getByLabel("E-mail").fill(DEMO.email);
  await page.getByLabel("Password").fill(DEMO.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page
    .getByRole("dialog", { name: "Which location would you like to use?" })
    .getByRole("button", {
      name: "Next",
    })
    .click();
  await expect(page.getByRole("heading", { name: "Patients" })).toBeVisible();
});

test("an automatic sign-out (inactivity) ends the provider's session too", async ({ page }, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await page.clock.install();
  await signInToFirstStore(page);
  // 27 idle minutes, then the 60 s countdown runs out (docs/decisions.md "Session clocks").
  await page.clock.fastForward(27 * 60_000 + 61_000);
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  await shot("signed-out-for-inactivity");
  expect((await silentAuthorization(page)).searchParams.get("error")).toBe("login_required");
});
