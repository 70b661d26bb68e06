// Signing in as a clinician does (tick the licence, Sign In, the provider's form, back in the app), and the same
// sign-in without its screens for the tests whose subject comes after it.
import { expect, type Page } from "@playwright/test";
import { OPERATOR_CLIENT_ID } from "../apps/server/src/oidc/grants";
import { decodeJwtClaims, stringClaim } from "../apps/web/src/features/auth/lib/jwt";
import { authorizeUrl, createPkceRequest, SCOPE } from "../apps/web/src/features/auth/lib/pkce";
import { EULA_COOKIE, LOCAL_KEYS } from "../apps/web/src/lib/storage";

export const DEMO = { email: "demo@solerx.test", password: "solerx-demo" };
export const OTHER = { email: "other@solerx.test", password: "solerx-demo" };

export async function signInAs(page: Page, account: { email: string; password: string }, path = "/") {
  await page.goto(path);
  await page.getByRole("checkbox", { name: /End User License Agreement/i }).check();
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/oauth\/interaction\//);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Demo Clinic's operator signed in at its first store, for a test whose subject comes after the sign-in: the same
 * authorization code flow with PKCE the app runs, made by the browser context's own requests (so the provider's
 * session cookie is the browser's, as sign-out.spec.ts needs), the licence's cookie, the refresh token and the
 * store where the app keeps them; then `path` opens and the app resumes from the refresh token. The screens of
 * the sign-in and of the store's choice are the subject of sign-out, session-timing, first-patient, access and
 * shell, which go through them (signInAs). A sign-in through the screens took 2 to 5 s of a 2-core machine's
 * browser phase, 48 times (docs/test-suite.md).
 */
export async function signInToFirstStore(page: Page, path = "/"): Promise<SignedIn> {
  // Any page of the origin gives its storage; the server's plain-text health page loads no app. The origin is the
  // context's (the fault run's proxy) or that of an absolute path (patient-list.spec.ts's seeded store).
  await page.goto(/^https?:/.test(path) ? new URL("/check.txt", path).toString() : "/check.txt");
  const origin = new URL(page.url()).origin;
  const redirectUri = `${origin}/`;
  // The app's own PKCE pair and authorization request (features/auth/lib/pkce.ts).
  const { verifier, challenge, state } = await createPkceRequest();
  const form = await page.request.get(
    authorizeUrl(`${origin}/oauth/auth`, {
      clientId: OPERATOR_CLIENT_ID,
      redirectUri,
      scope: SCOPE,
      state,
      challenge,
      prompt: "login",
    }),
  );
  const action = /<form[^>]*action="([^"]+)"/.exec(await form.text())?.[1]?.replaceAll("&amp;", "&");
  expect(action, "the provider's sign-in form").toBeTruthy();
  // The provider's redirects end at the app with the code (the app's page itself is fetched, never run).
  const back = await page.request.post(new URL(action ?? "", form.url()).toString(), { form: DEMO });
  const returned = new URL(back.url());
  expect(returned.searchParams.get("state"), back.url()).toBe(state);
  const tokens = await page.request.post(`${origin}/oauth/token`, {
    form: {
      grant_type: "authorization_code",
      client_id: OPERATOR_CLIENT_ID,
      redirect_uri: redirectUri,
      code: returned.searchParams.get("code") ?? "",
      code_verifier: verifier,
    },
  });
  expect(tokens.status(), await tokens.text()).toBe(200);
  const { access_token, refresh_token } = (await tokens.json()) as { access_token: string; refresh_token: string };
  const sub = stringClaim(decodeJwtClaims(access_token), "sub") ?? "";
  const stores = await page.request.get(`${origin}/api/v1/store/employee/${sub}`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  const [first] = (await stores.json()) as { storeID: string; companyID: string }[];

  await page.context().addCookies([{ name: EULA_COOKIE, value: "1", url: origin }]);
  await page.evaluate(
    ({ keys, values }) => {
      localStorage.setItem(keys.refreshToken, values.refreshToken);
      localStorage.setItem(keys.signedInAt, String(Date.now()));
      localStorage.setItem(keys.storeId, values.storeId);
    },
    { keys: LOCAL_KEYS, values: { refreshToken: refresh_token, storeId: first?.storeID ?? "" } },
  );
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Patients" })).toBeVisible();
  return { origin, accessToken: access_token, storeId: first?.storeID ?? "", companyId: first?.companyID ?? "" };
}

/** What a test may call the API with after signInToFirstStore: the grant's own access token and the store. */
export interface SignedIn {
  origin: string;
  accessToken: string;
  storeId: string;
  companyId: string;
}
