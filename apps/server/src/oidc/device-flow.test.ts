// The customer client's device authorization grant (RFC 8628) through the app: client authentication, the
// verification pages, the way back to /onboard, and the tokens an onboarded device gets.
import {
  CUSTOMER_CLIENT_DEVELOPMENT_SECRET,
  CUSTOMER_CLIENT_ID,
  DEVICE_CODE_GRANT_TYPE,
} from "@solerx/domain/onboarding";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed";
import { approveDevice, Browser, injectSend, readForm } from "../test/device-approval";
import { bearer } from "../test/sign-in";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../test/test-app";
import { allowedReturnUri } from "./device-flow";
import { DEVICE_TEXTS } from "./device-pages";

const ISSUER = `${TEST_PUBLIC_URL}/oauth`;
const RETURN_URI = `${TEST_PUBLIC_URL}/onboard?onboarded=1`;
const FORM = { "content-type": "application/x-www-form-urlencoded" };

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

function basic(secret = CUSTOMER_CLIENT_DEVELOPMENT_SECRET): { authorization: string } {
  return { authorization: `Basic ${Buffer.from(`${CUSTOMER_CLIENT_ID}:${secret}`).toString("base64")}` };
}

async function startDeviceAuthorization() {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/oauth/device/auth",
    headers: { ...FORM, ...basic() },
    payload: new URLSearchParams({ scope: "openid offline_access", prompt: "login" }).toString(),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { device_code: string; user_code: string; verification_uri_complete: string };
}

function pollToken(deviceCode: string) {
  return testApp.app.inject({
    method: "POST",
    url: "/oauth/token",
    headers: { ...FORM, ...basic() },
    payload: new URLSearchParams({ grant_type: DEVICE_CODE_GRANT_TYPE, device_code: deviceCode }).toString(),
  });
}

function approve(verificationUrl: string, browser = new Browser(injectSend(testApp.app))) {
  return approveDevice(browser, {
    verificationUrl,
    issuer: ISSUER,
    email: "demo@solerx.test",
    password: DEMO_PASSWORD,
  });
}

describe("device authorization grant of the customer client", () => {
  it("refuses the device authorization request without the client's secret", async () => {
    const payload = new URLSearchParams({ scope: "openid" }).toString();
    const request = (headers: Record<string, string>) =>
      testApp.app.inject({ method: "POST", url: "/oauth/device/auth", headers: { ...FORM, ...headers }, payload });
    const wrong = await request(basic("wrong-secret"));
    expect([wrong.statusCode, wrong.json().error]).toEqual([401, "invalid_client"]);
    const none = await request({});
    expect([none.statusCode, none.json().error]).toEqual([400, "invalid_request"]);
    // Basic authentication only: the secret in the form body is not the client's method.
    const inBody = await testApp.app.inject({
      method: "POST",
      url: "/oauth/device/auth",
      headers: FORM,
      payload: new URLSearchParams({
        scope: "openid",
        client_id: CUSTOMER_CLIENT_ID,
        client_secret: CUSTOMER_CLIENT_DEVELOPMENT_SECRET,
      }).toString(),
    });
    expect([inBody.statusCode, inBody.json().error]).toEqual([401, "invalid_client"]);
  });

  it("keeps the device waiting, then issues API tokens once a person confirmed and signed in", async () => {
    const device = await startDeviceAuthorization();
    expect(device.verification_uri_complete).toBe(`${ISSUER}/device?user_code=${device.user_code}`);
    expect((await pollToken(device.device_code)).json().error).toBe("authorization_pending");

    const approval = await approve(`${device.verification_uri_complete}&return_uri=${encodeURIComponent(RETURN_URI)}`);
    expect(approval.confirmPage.body).toContain(device.user_code);
    expect(approval.signInPage.body).toContain('<label for="password">');
    // Approved: the browser goes back where onboarding said.
    expect(approval.final.status).toBe(303);
    expect(approval.final.location).toBe(RETURN_URI);

    const tokens = await pollToken(device.device_code);
    expect(tokens.statusCode).toBe(200);
    const { access_token, refresh_token } = tokens.json();
    expect(refresh_token).toBeTruthy();
    const claims = decodeJwt(access_token);
    expect(claims).toMatchObject({ iss: ISSUER, aud: `${TEST_PUBLIC_URL}/api/v1`, client_id: CUSTOMER_CLIENT_ID });
    // The device's token is not a key to the clinic API: that is the operator's sign-in only.
    const api = await testApp.app.inject({
      url: `/api/v1/store/employee/${claims.sub}`,
      headers: bearer(access_token),
    });
    expect(api.statusCode).toBe(401);
    // A device code is exchanged once.
    expect((await pollToken(device.device_code)).json().error).toBe("invalid_grant");
  });

  it("ignores a return_uri on another origin and shows its own success page", async () => {
    const device = await startDeviceAuthorization();
    const foreign = encodeURIComponent("https://evil.example/onboard");
    const approval = await approve(`${device.verification_uri_complete}&return_uri=${foreign}`);
    expect(approval.final.status).toBe(200);
    expect(approval.final.body).toContain(DEVICE_TEXTS.success);
  });

  it("accepts the spec's userCode query parameter as the standard user_code", async () => {
    const device = await startDeviceAuthorization();
    const browser = new Browser(injectSend(testApp.app));
    const page = await browser.get(`${ISSUER}/device?userCode=${device.user_code}`);
    expect(readForm(page.body, ISSUER).fields.user_code).toBe(device.user_code);
  });

  it("asks for the code in a labelled field, and says so when it is wrong", async () => {
    const browser = new Browser(injectSend(testApp.app));
    const page = await browser.get(`${ISSUER}/device`);
    expect(page.body).toContain(`<label for="user_code">${DEVICE_TEXTS.codeLabel}</label>`);
    const form = readForm(page.body, ISSUER);
    const wrong = await browser.post(form.action, { ...form.fields, user_code: "BCDF-GHJK" });
    expect(wrong.body).toContain(DEVICE_TEXTS.errors.notFound);
    expect(wrong.body).toContain('value="BCDF-GHJK"');
  });

  it("tells the device access_denied when the person cancels", async () => {
    const device = await startDeviceAuthorization();
    const browser = new Browser(injectSend(testApp.app));
    const opened = await browser.get(device.verification_uri_complete);
    const autoPost = readForm(opened.body, ISSUER);
    const confirm = readForm((await browser.post(autoPost.action, autoPost.fields)).body, ISSUER);
    const cancelled = await browser.post(confirm.action, { ...confirm.fields, abort: "yes" });
    expect(cancelled.body).toContain(DEVICE_TEXTS.errors.aborted);
    expect((await pollToken(device.device_code)).json().error).toBe("access_denied");
  });
});

describe("allowedReturnUri", () => {
  const origin = "https://clinic.example.com";
  it("keeps addresses on our own origin only", () => {
    expect(allowedReturnUri("https://clinic.example.com/onboard?onboarded=1", origin)).toBe(
      "https://clinic.example.com/onboard?onboarded=1",
    );
    for (const value of [
      "https://clinic.example.com.evil.test/onboard",
      "http://clinic.example.com/onboard",
      "//evil.test/x",
      "/onboard",
      "javascript:alert(1)",
      "https://user:pass@clinic.example.com/",
      undefined,
      ["https://clinic.example.com/"],
    ]) {
      expect(allowedReturnUri(value, origin), String(value)).toBeUndefined();
    }
  });
});
