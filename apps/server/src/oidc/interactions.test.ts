// Sign-in attempts are rate limited per address, and the limit answers with the sign-in page, not a JSON error.
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed";
import { signIn, submitSignIn } from "../test/sign-in";
import { createTestApp, type TestApp } from "../test/test-app";

let testApp: TestApp;
const LIMIT = 3;

beforeAll(async () => {
  testApp = await createTestApp({ signInRateLimit: LIMIT });
});
afterAll(() => testApp?.close());

it("limits sign-in attempts per address per minute", async () => {
  for (let attempt = 0; attempt < LIMIT; attempt += 1) {
    expect((await submitSignIn(testApp.app, "demo@solerx.test", "wrong")).response.statusCode).toBe(401);
  }
  const limited = await submitSignIn(testApp.app, "demo@solerx.test", "wrong");
  expect(limited.response.statusCode).toBe(429);
  expect(limited.response.headers["content-type"]).toMatch(/text\/html/);
  expect(limited.response.body).toContain("Too many sign-in attempts");
  // Even the right password waits: the limit is on attempts, not on failures.
  await expect(signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD)).rejects.toThrow(/429|sign-in/);
});
