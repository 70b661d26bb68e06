// Guessing one account's password is held back whatever the address: after ACCOUNT_LIMIT.failures failures in
// the window, even the right password waits; other accounts are untouched; the window passing lets it in again.
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { DEMO_PASSWORD } from "../seed";
import { addOperator } from "../test/operators";
import { openSignInForm, postSignInForm, signIn, submitSignIn } from "../test/sign-in";
import { createTestApp, type TestApp } from "../test/test-app";
import { ACCOUNT_LIMIT } from "./sign-in-limits";

let testApp: TestApp;

beforeAll(async () => {
  // The per-address limit is high in test apps (1000 a minute), so only the per-account rule is at work here.
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());
afterEach(() => {
  vi.useRealTimers();
});

it("locks an account after repeated failures, for that account only, until the window has passed", async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  const start = Date.now();
  for (let attempt = 0; attempt < ACCOUNT_LIMIT.failures; attempt += 1) {
    // Any spelling of the address counts against the same account.
    const email = attempt % 2 ? "DEMO@solerx.test " : "demo@solerx.test";
    expect((await submitSignIn(testApp.app, email, `guess-${attempt}`)).response.statusCode).toBe(401);
  }

  const locked = await submitSignIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  expect(locked.response.statusCode).toBe(429);
  expect(locked.response.body).toContain("Too many failed sign-ins for this account");
  // The other company's operator signs in as usual.
  await expect(signIn(testApp.app, "other@solerx.test", DEMO_PASSWORD)).resolves.toMatchObject({
    sub: expect.any(String),
  });

  vi.setSystemTime(start + (ACCOUNT_LIMIT.windowMinutes * 60 + 1) * 1000);
  await expect(signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD)).resolves.toMatchObject({
    sub: expect.any(String),
  });
});

it("counts unknown addresses too, so a lock tells nothing about which accounts exist", async () => {
  for (let attempt = 0; attempt < ACCOUNT_LIMIT.failures; attempt += 1) {
    await submitSignIn(testApp.app, "nobody@solerx.test", "guess");
  }
  const locked = await submitSignIn(testApp.app, "nobody@solerx.test", "guess");
  expect(locked.response.statusCode).toBe(429);
});

it("a successful sign-in clears the account's earlier failures", async () => {
  for (let attempt = 0; attempt < ACCOUNT_LIMIT.failures - 1; attempt += 1) {
    await submitSignIn(testApp.app, "other@solerx.test", "typo");
  }
  await signIn(testApp.app, "other@solerx.test", DEMO_PASSWORD);
  for (let attempt = 0; attempt < ACCOUNT_LIMIT.failures - 1; attempt += 1) {
    expect((await submitSignIn(testApp.app, "other@solerx.test", "typo")).response.statusCode).toBe(401);
  }
  await expect(signIn(testApp.app, "other@solerx.test", DEMO_PASSWORD)).resolves.toMatchObject({
    sub: expect.any(String),
  });
});

it("weighs a parallel burst of wrong passwords from many addresses at most the limit, then refuses the right one", async () => {
  const { db } = testApp;
  const store = await db.selectFrom("stores").select("id").executeTakeFirstOrThrow();
  const email = "burst@solerx.test";
  await addOperator(db, email, store.id, "COMPANY_ADMIN");
  const BURST = 40;
  // Every page is open first, so the posts arrive together, each from its own address.
  const forms = await Promise.all(Array.from({ length: BURST }, () => openSignInForm(testApp.app)));
  const answers = await Promise.all(
    forms.map((form, index) =>
      postSignInForm(
        testApp.app,
        form,
        new URLSearchParams({ email, password: `guess-${index}` }).toString(),
        `203.0.113.${index + 1}`,
      ),
    ),
  );

  const weighed = answers.filter((answer) => answer.statusCode === 401);
  const refused = answers.filter((answer) => answer.statusCode === 429);
  expect(weighed).toHaveLength(ACCOUNT_LIMIT.failures);
  expect(refused).toHaveLength(BURST - ACCOUNT_LIMIT.failures);
  for (const answer of refused) expect(answer.body).toContain("Too many failed sign-ins for this account");
  const recorded = await db
    .selectFrom("sign_in_failures")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("account", "=", email)
    .executeTakeFirstOrThrow();
  expect(Number(recorded.n)).toBe(ACCOUNT_LIMIT.failures);

  const right = await submitSignIn(testApp.app, email, DEMO_PASSWORD);
  expect(right.response.statusCode).toBe(429);
});
