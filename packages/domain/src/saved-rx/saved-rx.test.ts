import { describe, expect, it } from "vitest";
import { SAVED_RX_NAME_INVALID_MESSAGE } from "../common";
import { defaultPrescription } from "../prescription";
import {
  SAVED_RX_NAME_MAX_LENGTH,
  SavedRx,
  SavedRxDeleteRequest,
  SavedRxFileNameParams,
  SavedRxRenameAndSaveRequest,
  SavedRxRenameRequest,
  SavedRxUpsertRequest,
} from "./saved-rx";

const companyID = "00000000-0000-4000-8000-000000000001";

describe("SavedRx", () => {
  it("accepts a named prescription of a company", () => {
    const parsed = SavedRx.parse({ fileName: " Sport high arch ", fileData: defaultPrescription(), companyID });
    expect(parsed.fileName).toBe("Sport high arch");
  });
  it("refuses a forbidden name with the message", () => {
    const result = SavedRx.safeParse({ fileName: "a/b", fileData: defaultPrescription(), companyID });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SAVED_RX_NAME_INVALID_MESSAGE);
    expect(SavedRx.safeParse({ fileName: "  ", fileData: {}, companyID }).success).toBe(false);
  });
  it("checks the new name of a rename", () => {
    const base = { fileName: "old", fileData: {}, companyID };
    expect(SavedRxRenameAndSaveRequest.safeParse({ ...base, newFileName: "new" }).success).toBe(true);
    expect(SavedRxRenameAndSaveRequest.safeParse({ ...base, newFileName: "new#1" }).success).toBe(false);
  });
  it("holds names of at most 100 characters", () => {
    const named = (fileName: string) => SavedRx.safeParse({ fileName, fileData: {}, companyID }).success;
    expect(SAVED_RX_NAME_MAX_LENGTH).toBe(100);
    expect(named("x".repeat(100))).toBe(true);
    expect(named("x".repeat(101))).toBe(false);
  });
});

// The route's cases (routes/savedrx/savedrx.test.ts): a name the database cannot store or compare is a 400.
describe("the saved Rx requests", () => {
  it("refuse what the database cannot store, in a name or the prescription", () => {
    const upsert = { fileName: "Sport", fileData: defaultPrescription(), companyID };
    expect(SavedRxUpsertRequest.safeParse(upsert).success).toBe(true);
    expect(SavedRxUpsertRequest.safeParse({ ...upsert, fileName: "a\u0000b" }).success).toBe(false);
    const rx = { ...upsert.fileData, uiContextData: { ...upsert.fileData.uiContextData, zebraID: "\ud800" } };
    expect(SavedRxUpsertRequest.safeParse({ ...upsert, fileData: rx }).success).toBe(false);
    expect(SavedRxDeleteRequest.safeParse({ fileName: "a\u0000b", companyID }).success).toBe(false);
    const rename = { fileName: "old", newFileName: "new", companyID };
    expect(SavedRxRenameRequest.safeParse(rename).success).toBe(true);
    expect(SavedRxRenameRequest.safeParse({ ...rename, fileName: "o\u0000ld" }).success).toBe(false);
    expect(SavedRxRenameAndSaveRequest.safeParse({ ...rename, fileData: rx }).success).toBe(false);
  });
  it("open any name in the path but one the database cannot compare", () => {
    expect(SavedRxFileNameParams.safeParse({ fileName: "any <name>" }).success).toBe(true);
    expect(SavedRxFileNameParams.safeParse({ fileName: "" }).success).toBe(false);
    expect(SavedRxFileNameParams.safeParse({ fileName: "x\udc00" }).success).toBe(false);
  });
});
