// Issue 17 point 5, saved Rx names one can open: every name that saves opens again by its name; look-alike names
// (case, a no-break space, doubled spaces, composed and decomposed accents) are one template; names that show
// nothing or are only dots are refused; the length is counted as the URL and the database keep it.

import { SAVED_RX_NAME_INVALID_MESSAGE } from "@solerx/domain/common";
import { defaultPrescription } from "@solerx/domain/prescription";
import type { SavedRxListItem } from "@solerx/domain/saved-rx";
import type { Store } from "@solerx/domain/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed";
import { bearer, signIn, type Tokens } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let testApp: TestApp;
let demo: Tokens;
let companyID: string;

function call(method: "GET" | "POST", url: string, payload?: object) {
  return testApp.app.inject({ method, url: `/api/v1/savedrx${url}`, headers: bearer(demo.accessToken), payload });
}
function rx(heelLift: number) {
  const prescription = defaultPrescription();
  prescription.postingOptions.left.heelLift = heelLift;
  return prescription;
}
const upsert = (fileName: string, heelLift = 2) =>
  call("POST", "/upsert", { fileName, fileData: rx(heelLift), companyID });
const get = (fileName: string) => call("GET", `/${encodeURIComponent(fileName)}/get?companyID=${companyID}`);
const names = async () =>
  ((await call("GET", `/get/list?companyID=${companyID}`)).json() as SavedRxListItem[]).map((item) => item.fileName);

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  const stores = await testApp.app.inject({
    url: `/api/v1/store/employee/${demo.sub}`,
    headers: bearer(demo.accessToken),
  });
  companyID = (stores.json() as Store[])[0]?.companyID as string;
});
afterAll(() => testApp?.close());

describe("saved Rx names", () => {
  it("opens every name it saves: 50 emoji save and open, 51 are refused with 400 and nothing saved", async () => {
    const fifty = "😀".repeat(50);
    expect((await upsert(fifty)).statusCode).toBe(200);
    expect((await get(fifty)).statusCode).toBe(200);
    const fiftyOne = "😀".repeat(51);
    const refused = await upsert(fiftyOne);
    expect(refused.statusCode).toBe(400);
    expect(await names()).not.toContain(fiftyOne);
  });

  it("keeps one template for look-alike names, stored normalised, and opens it by any of them", async () => {
    const first = await upsert("  Knee  brace\tplan ", 2);
    expect(first.json().fileName).toBe("Knee brace plan");
    for (const alike of ["knee brace plan", "KNEE\u00a0BRACE PLAN", "Knee brace  plan"]) {
      expect((await upsert(alike, 4)).statusCode).toBe(200);
      expect((await get(alike)).json().fileData.postingOptions.left.heelLift).toBe(4);
    }
    expect((await names()).filter((name) => name.toLowerCase() === "knee brace plan")).toEqual(["Knee brace plan"]);

    const composed = "Caf\u00e9 insoles";
    const decomposed = "Cafe\u0301 insoles";
    await upsert(composed, 2);
    await upsert(decomposed, 6);
    expect((await names()).filter((name) => name.normalize("NFC") === composed)).toEqual([composed]);
    expect((await get(decomposed)).json().fileData.postingOptions.left.heelLift).toBe(6);
  });

  it("refuses a rename onto a look-alike of another template, and allows one that changes only the case", async () => {
    await upsert("Runner A");
    await upsert("Runner B");
    const taken = await call("POST", "/rename", { fileName: "Runner B", newFileName: "runner a", companyID });
    expect(taken.statusCode).toBe(404);
    expect(taken.json().message).toBe("A prescription by the given new file name already exists");
    const recased = await call("POST", "/rename", { fileName: "runner b", newFileName: "RUNNER B", companyID });
    expect(recased.statusCode, recased.body).toBe(200);
    expect(await names()).toContain("RUNNER B");
    expect(await names()).not.toContain("Runner B");
  });

  it("refuses names that show nothing or are only dots, with the name rule's message, and saves nothing", async () => {
    const before = await names();
    for (const invisible of ["\u200b\u200b", "\u00a0", "\u2060\ufeff", ".", "..", " ... "]) {
      const response = await upsert(invisible);
      expect(response.statusCode, JSON.stringify(invisible)).toBe(400);
      expect(response.json().message).toBe(SAVED_RX_NAME_INVALID_MESSAGE);
    }
    expect(await names()).toEqual(before);
  });
});
