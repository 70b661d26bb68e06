// Issue 11, saved prescriptions: every call of spec 001 §7 "Saved prescriptions" and every error of its §8
// catalogue over app.inject, the name rule of §5, and templates kept within their company. Runs on PGlite, and on
// PostgreSQL with TEST_DATABASE_URL.
import { randomUUID } from "node:crypto";
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
let other: Tokens;
let companyID: string;
let otherCompanyID: string;

function call(method: "GET" | "POST", url: string, payload?: object, tokens: Tokens = demo) {
  return testApp.app.inject({ method, url: `/api/v1/savedrx${url}`, headers: bearer(tokens.accessToken), payload });
}

/** A prescription with the sport style and a heel lift, so a read back shows it is this one. */
function prescription(heelLift = 4) {
  const rx = defaultPrescription();
  rx.uiContextData.orthoticStyle = "sports";
  rx.postingOptions.left.heelLift = heelLift;
  return rx;
}

const upsert = (fileName: string, fileData = prescription(), id = companyID, tokens = demo) =>
  call("POST", "/upsert", { fileName, fileData, companyID: id }, tokens);
const list = async (id = companyID, tokens = demo) =>
  ((await call("GET", `/get/list?companyID=${id}`, undefined, tokens)).json() as SavedRxListItem[]).map(
    (item) => item.fileName,
  );
const get = (fileName: string, id = companyID, tokens = demo) =>
  call("GET", `/${encodeURIComponent(fileName)}/get?companyID=${id}`, undefined, tokens);

async function storeOf(tokens: Tokens): Promise<Store> {
  const response = await testApp.app.inject({
    url: `/api/v1/store/employee/${tokens.sub}`,
    headers: bearer(tokens.accessToken),
  });
  return (response.json() as Store[])[0] as Store;
}

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  other = await signIn(testApp.app, "other@solerx.test", DEMO_PASSWORD);
  companyID = (await storeOf(demo)).companyID;
  otherCompanyID = (await storeOf(other)).companyID;
});
afterAll(() => testApp?.close());

/** Spec 001 §5: "Prescription name (saved Rx) cannot contain: <>:`/|?*&%~#^[],$+@!". */
const FORBIDDEN = "<>:`/|?*&%~#^[],$+@!";

describe("saved prescriptions of a company", () => {
  it("are saved, listed by name, read back whole, and saved again under the same name", async () => {
    const saved = await upsert("Sport template", prescription(6));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ fileName: "Sport template", fileData: prescription(6), companyID });
    await upsert("athletes");
    expect(await list()).toEqual(["athletes", "Sport template"]);
    const listed = (await call("GET", `/get/list?companyID=${companyID}`)).json() as SavedRxListItem[];
    expect(listed[0]?.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const read = await get("Sport template");
    expect(read.statusCode).toBe(200);
    expect(read.json().fileData).toEqual(prescription(6));
    // Upsert of an existing name replaces its content; there is still one template of the name.
    await upsert("Sport template", prescription(2));
    expect((await get("Sport template")).json().fileData.postingOptions.left.heelLift).toBe(2);
    expect((await list()).filter((name) => name === "Sport template")).toHaveLength(1);
  });

  it("fills a partial prescription with the template's defaults, and refuses one out of range", async () => {
    const partial = await call("POST", "/upsert", {
      fileName: "partial",
      fileData: { uiContextData: { orthoticStyle: "dress" } },
      companyID,
    });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().fileData.shellModifications.heelSeat).toBe(12);
    const rx = prescription();
    rx.postingOptions.left.heelLift = 9;
    expect((await upsert("too high", rx)).statusCode).toBe(400);
  });

  it('answers 404 "Prescription not found" for a name the company has not saved', async () => {
    const missing = await get("never saved");
    expect([missing.statusCode, missing.json().message]).toEqual([404, "Prescription not found"]);
  });

  it('deletes one (204), and 404 "Prescription not found" for one that is not there', async () => {
    await upsert("to delete");
    const deleted = await call("POST", "/delete", { fileName: "to delete", companyID });
    expect(deleted.statusCode).toBe(204);
    expect(await list()).not.toContain("to delete");
    const again = await call("POST", "/delete", { fileName: "to delete", companyID });
    expect([again.statusCode, again.json().message]).toEqual([404, "Prescription not found"]);
  });

  it("renames one, keeping its content; refuses a taken name and a missing one with the catalogue's 404s", async () => {
    await upsert("old name", prescription(8));
    await upsert("taken");
    const renamed = await call("POST", "/rename", { fileName: "old name", newFileName: "new name", companyID });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ fileName: "new name", fileData: prescription(8), companyID });
    expect(await list()).not.toContain("old name");
    const taken = await call("POST", "/rename", { fileName: "new name", newFileName: "taken", companyID });
    expect([taken.statusCode, taken.json().message]).toEqual([
      404,
      "A prescription by the given new file name already exists",
    ]);
    const missing = await call("POST", "/rename", { fileName: "old name", newFileName: "newer", companyID });
    expect([missing.statusCode, missing.json().message]).toEqual([404, "Prescription not found"]);
    // Both templates are as they were.
    expect((await get("new name")).json().fileData).toEqual(prescription(8));
    expect((await get("taken")).json().fileData).toEqual(prescription());
  });

  it("renames and saves in one call; a taken new name is refused and changes nothing", async () => {
    await upsert("draft", prescription(0));
    await upsert("final");
    const done = await call("POST", "/renameAndSave", {
      fileName: "draft",
      newFileName: "reviewed",
      fileData: prescription(6),
      companyID,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await get("reviewed")).json().fileData).toEqual(prescription(6));
    expect((await get("draft")).statusCode).toBe(404);
    const taken = await call("POST", "/renameAndSave", {
      fileName: "reviewed",
      newFileName: "final",
      fileData: prescription(2),
      companyID,
    });
    expect([taken.statusCode, taken.json().message]).toEqual([
      404,
      "A prescription by the given new file name already exists",
    ]);
    expect((await get("reviewed")).json().fileData).toEqual(prescription(6));
    expect((await get("final")).json().fileData).toEqual(prescription());
    // Saving under its own name is a save.
    const same = await call("POST", "/renameAndSave", {
      fileName: "reviewed",
      newFileName: "reviewed",
      fileData: prescription(4),
      companyID,
    });
    expect(same.statusCode).toBe(200);
    expect((await get("reviewed")).json().fileData).toEqual(prescription(4));
    const missing = await call("POST", "/renameAndSave", {
      fileName: "gone",
      newFileName: "anything",
      fileData: prescription(),
      companyID,
    });
    expect([missing.statusCode, missing.json().message]).toEqual([404, "Prescription not found"]);
  });

  it("refuses every name with one of <>:`/|?*&%~#^[],$+@! (400, the name rule's message)", async () => {
    for (const char of FORBIDDEN) {
      const name = `Rx ${char} 1`;
      for (const response of [
        await upsert(name),
        await call("POST", "/rename", { fileName: "taken", newFileName: name, companyID }),
        await call("POST", "/renameAndSave", {
          fileName: "taken",
          newFileName: name,
          fileData: prescription(),
          companyID,
        }),
      ]) {
        expect([response.statusCode, response.json().message], name).toEqual([400, SAVED_RX_NAME_INVALID_MESSAGE]);
      }
    }
    expect((await upsert("   ")).statusCode).toBe(400);
    expect((await upsert("a\u0000b")).statusCode).toBe(400);
    expect(await list()).not.toContain("Rx ! 1");
  });
});

describe("templates stay in their company", () => {
  it('answers 404 "Company not found" for a company id that does not exist', async () => {
    const missing = await upsert("x", prescription(), randomUUID());
    expect([missing.statusCode, missing.json().message]).toEqual([404, "Company not found"]);
    expect((await call("GET", `/get/list?companyID=${randomUUID()}`)).statusCode).toBe(404);
  });

  it("refuses another company's id on every call (403), and keeps each company's names apart", async () => {
    await upsert("shared name", prescription(6));
    await upsert("shared name", prescription(2), otherCompanyID, other);
    expect((await get("shared name", otherCompanyID, other)).json().fileData).toEqual(prescription(2));
    expect((await get("shared name")).json().fileData).toEqual(prescription(6));
    const foreign = [
      await call("GET", `/get/list?companyID=${companyID}`, undefined, other),
      await get("shared name", companyID, other),
      await upsert("intruder", prescription(), companyID, other),
      await call("POST", "/delete", { fileName: "shared name", companyID }, other),
      await call("POST", "/rename", { fileName: "shared name", newFileName: "x", companyID }, other),
      await call(
        "POST",
        "/renameAndSave",
        { fileName: "shared name", newFileName: "x", fileData: prescription(), companyID },
        other,
      ),
    ];
    expect(foreign.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(await list()).toContain("shared name");
    expect(await list()).not.toContain("intruder");
  });
});
