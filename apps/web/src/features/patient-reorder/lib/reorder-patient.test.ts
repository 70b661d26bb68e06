import type { MedicalProfile, PatientRecord } from "@solerx/domain/patient";
import { afterEach, describe, expect, it, vi } from "vitest";
import { medicalProfileFixture } from "../../../testing/medical-profile";
import { REORDER_TEXTS } from "../texts";
import { notesWithOrderId, ReorderError, ReorderRefused, reorderPatient } from "./reorder-patient";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const OLD = id(1);
const OLD_SESSION = id(2);
const NEW = id(3);
const NEW_SESSION = id(4);
const STORE = id(5);
const DOCTOR = id(6);

const record: PatientRecord = {
  userID: OLD,
  firstName: "Ada",
  lastName: "Lovelace",
  patientID: "REF-1",
  zebraID: "PO-77",
  gender: "FEMALE",
  birthDate: null,
  assignedToDoctor: DOCTOR,
  sessionID: OLD_SESSION,
  sessionsStatuses: ["ORDER_CREATED"],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  storeID: STORE,
  companyID: id(7),
  version: 4,
};

const profile = medicalProfileFixture({ leftGenderShoeSize: "WOMEN'S", rightGenderShoeSize: "WOMEN'S" });
profile.prescriptionObj.uiContextData.zebraID = "PO-77";

function stubServer(fail: { create?: number; copy?: number } = {}, medicalProfile: MedicalProfile | null = profile) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, "http://localhost");
      calls.push({ method: init.method ?? "GET", url, body: init.body ? JSON.parse(String(init.body)) : null });
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
      if (url.pathname.endsWith("/fitStationMedicalProfile")) return json(200, { medicalProfile, version: 4 });
      if (url.pathname.endsWith("/create")) {
        return fail.create ? json(fail.create, {}) : json(200, { userID: NEW, sessionID: NEW_SESSION });
      }
      if (url.pathname.endsWith("/copyFitStationProfile")) return fail.copy ? json(fail.copy, {}) : json(200, {});
      return json(404, {});
    }),
  );
  return calls;
}

function deps() {
  return {
    flush: vi.fn(async () => {}),
    open: vi.fn(),
    save: vi.fn(async () => {}),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("reorder", () => {
  it("clones the patient (no PO number, in the record or the prescription), copies the profile into the new session, then saves the notes with the order id", async () => {
    const calls = stubServer();
    const d = deps();
    const result = await reorderPatient(record, "ORD-123", d);
    expect(d.flush).toHaveBeenCalledWith(OLD);
    const create = calls.find((c) => c.url.pathname === `/api/v1/profile/patient/${STORE}/create`);
    expect(create?.method).toBe("POST");
    expect(create?.body).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      gender: "FEMALE",
      assignedToDoctor: DOCTOR,
      patientID: "REF-1",
    });
    const copy = calls.find((c) => c.url.pathname === `/api/v1/profile/${NEW}/copyFitStationProfile`);
    expect(Object.fromEntries(copy?.url.searchParams ?? [])).toEqual({
      oldUserID: OLD,
      sessionID: NEW_SESSION,
      oldSessionID: OLD_SESSION,
    });
    expect(d.open).toHaveBeenCalledWith(NEW, NEW_SESSION);
    const rx = profile.prescriptionObj;
    expect(d.save).toHaveBeenCalledWith(
      NEW,
      {
        ...profile,
        notes: "left heel pain\nORD-123",
        prescriptionObj: { ...rx, uiContextData: { ...rx.uiContextData, zebraID: "" } },
      },
      NEW_SESSION,
      1000,
    );
    expect(result.userID).toBe(NEW);
  });

  it("reports 'failed to create new user record' when the clone cannot be created, and opens nothing", async () => {
    stubServer({ create: 500 });
    const d = deps();
    await expect(reorderPatient(record, "ORD-1", d)).rejects.toEqual(
      new ReorderError("failed to create new user record"),
    );
    expect(d.open).not.toHaveBeenCalled();
    expect(d.save).not.toHaveBeenCalled();
  });

  it("reports 'error while creating session' when the profile cannot be copied into the new session", async () => {
    stubServer({ copy: 404 });
    const d = deps();
    await expect(reorderPatient(record, "ORD-1", d)).rejects.toEqual(new ReorderError("error while creating session"));
    expect(d.open).not.toHaveBeenCalled();
  });

  it("reports 'missing order data' for a patient without a saved medical profile", async () => {
    stubServer({}, null);
    await expect(reorderPatient(record, "ORD-1", deps())).rejects.toEqual(new ReorderError("missing order data"));
  });

  it("refuses, creating nothing, when the notes have no room left for the order id (the clone's save would be refused)", async () => {
    const calls = stubServer({}, { ...profile, notes: "x".repeat(3990) });
    const d = deps();
    await expect(reorderPatient(record, "ORD-123456789", d)).rejects.toEqual(
      new ReorderRefused(REORDER_TEXTS.notesTooLong("ORD-123456789", 4)),
    );
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    expect(d.open).not.toHaveBeenCalled();
    expect(d.save).not.toHaveBeenCalled();
  });

  it("reports 'no session id' for a patient without a session", async () => {
    stubServer();
    await expect(reorderPatient({ ...record, sessionID: null }, "ORD-1", deps())).rejects.toEqual(
      new ReorderError("no session id"),
    );
  });
});

describe("notesWithOrderId", () => {
  it("appends the original order id on a line of its own, or stands alone for empty notes", () => {
    expect(notesWithOrderId("left heel pain", "ORD-9")).toBe("left heel pain\nORD-9");
    expect(notesWithOrderId("left heel pain\n\n", "ORD-9")).toBe("left heel pain\nORD-9");
    expect(notesWithOrderId(" ", "ORD-9")).toBe("ORD-9");
  });
});
