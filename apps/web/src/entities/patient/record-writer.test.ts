import { STALE_RECORD_MESSAGE } from "@solerx/domain/common";
import type { MedicalProfile } from "@solerx/domain/patient";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { medicalProfileFixture } from "../../testing/medical-profile";
import { openPatientRecord, openRecord } from "./open-record";
import { withPendingMedicalProfile } from "./pending-edits";
import { patientKeys } from "./query-keys";
import { connectRecordWriter } from "./record-cache";
import { resetPrescriptionsCreated, savePatient, savePrescription } from "./record-writer";
import { flushSaves, saveQueue } from "./save-queue-instance";
import { hasUnsavedWork } from "./unsaved-work";

const showSnackbar = vi.hoisted(() => vi.fn());
vi.mock("../../lib/snackbar", () => ({ showSnackbar }));

const USER = "00000000-0000-4000-8000-000000000001";
const SESSION = "00000000-0000-4000-8000-000000000002";

const profile = medicalProfileFixture();

interface Sent {
  url: URL;
  ifMatch: string | null;
  body: unknown;
  at: number;
}

function stubServer(answer: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  let version = 3;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      const request = {
        url: new URL(input, "http://localhost"),
        ifMatch: headers.get("If-Match"),
        body: init.body ? JSON.parse(String(init.body)) : null,
        at: Date.now(),
      };
      sent.push(request);
      const response = answer(request);
      if (response.ok) {
        version += 1;
        return new Response(JSON.stringify({ version }), { status: 200 });
      }
      return response;
    }),
  );
  return sent;
}

const ok = () => new Response("{}", { status: 200 });

let client: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  client = new QueryClient();
  client.setQueryData(patientKeys.record(USER), { version: 3 });
  connectRecordWriter(client);
  resetPrescriptionsCreated();
  showSnackbar.mockClear();
});
afterEach(async () => {
  await vi.runAllTimersAsync();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  openRecord.reset();
});

describe("savePatient", () => {
  it("never sends a medical profile the server's schema refuses (MedicalProfileRequest)", async () => {
    const sent = stubServer(ok);
    // A unit text the contract's type refuses too: a caller outside the type checker may still pass it.
    const giant = { leftGenderShoeSize: "GIANT" as MedicalProfile["leftGenderShoeSize"] };
    for (const bad of [giant, { leroyMeta: "\u0000" }, { notes: "a;b" }]) {
      const edits = { medicalProfile: { ...profile, ...bad } };
      expect(() => savePatient(USER, edits, { sessionID: SESSION }), JSON.stringify(bad)).toThrow();
    }
    await vi.runAllTimersAsync();
    expect(sent).toEqual([]);
  });

  it("sends each part to its endpoint 1 s after the last change, with If-Match of the record's version", async () => {
    const sent = stubServer(ok);
    void savePatient(USER, { medicalProfile: { ...profile, notes: "a" } }, { sessionID: SESSION });
    await vi.advanceTimersByTimeAsync(500);
    const done = savePatient(
      USER,
      { user: { firstName: "Ada", lastName: "Lovelace", gender: "FEMALE" }, medicalProfile: profile },
      { sessionID: SESSION },
    );
    expect(hasUnsavedWork()).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(sent.map((s) => s.url.pathname)).toEqual([
      `/api/v1/profile/user/${USER}/update`,
      `/api/v1/profile/${USER}/update/fitStationMedicalProfile`,
    ]);
    expect(sent.map((s) => s.ifMatch)).toEqual(['"3"', '"4"']);
    expect(sent[1]?.url.searchParams.get("sessionID")).toBe(SESSION);
    expect((sent[1]?.body as MedicalProfile | undefined)?.notes).toBe("left heel pain");
    expect(hasUnsavedWork()).toBe(false);
  });

  it("shows a waiting edit in the record and profile the screens read, even when they are read again meanwhile", async () => {
    // Issue 17 point 7: the next edit is built on what the screens show; older data would undo the waiting one.
    const answers = [503, 503, 200, 200];
    stubServer(() => new Response("{}", { status: answers.shift() ?? 200 }));
    client.setQueryData(patientKeys.record(USER), { version: 3, firstName: "Ada", lastName: "Byron", zebraID: null });
    client.setQueryData(patientKeys.medicalProfile(USER), { version: 3, medicalProfile: profile });
    const done = savePatient(
      USER,
      {
        user: { firstName: "Ada", lastName: "Lovelace", gender: "FEMALE" },
        medicalProfile: { ...profile, notes: "waiting" },
      },
      { sessionID: SESSION, delayMs: 0 },
    );
    expect(client.getQueryData(patientKeys.record(USER))).toMatchObject({ lastName: "Lovelace", version: 3 });
    expect(client.getQueryData(patientKeys.medicalProfile(USER))).toMatchObject({
      version: 3,
      medicalProfile: { notes: "waiting" },
    });
    // A read of the server's older data while the write is retried still shows the edit.
    // (the record and profile queries lay the waiting edits over what the server answers: pending-edits.ts).
    expect(withPendingMedicalProfile(USER, { version: 3, medicalProfile: profile })).toMatchObject({
      medicalProfile: { notes: "waiting" },
    });
    await vi.advanceTimersByTimeAsync(3000);
    await done;
    expect(saveQueue.latestItem(USER, "medicalProfile")).toBeUndefined();
  });

  it("on 412 drops the write, loads the newer record and tells the operator", async () => {
    stubServer(() => new Response(JSON.stringify({ message: STALE_RECORD_MESSAGE }), { status: 412 }));
    const invalidate = vi.spyOn(client, "invalidateQueries");
    const done = savePatient(USER, { medicalProfile: profile }, { sessionID: SESSION, delayMs: 0 });
    await expect(done).rejects.toMatchObject({ status: 412 });
    expect(showSnackbar).toHaveBeenCalledWith(STALE_RECORD_MESSAGE, "info");
    expect(invalidate).toHaveBeenCalledWith({ queryKey: patientKeys.record(USER) });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: patientKeys.medicalProfile(USER) });
    expect(saveQueue.statusOf(USER)).toBe("stale");
  });

  it("does not retry a 400, and retries a 503", async () => {
    const answers = [400, 503, 200];
    const sent = stubServer(() => new Response("{}", { status: answers.shift() ?? 200 }));
    await expect(savePatient(USER, { doctorID: SESSION }, { sessionID: SESSION, delayMs: 0 })).rejects.toMatchObject({
      status: 400,
    });
    expect(sent).toHaveLength(1);
    const retried = savePatient(USER, { doctorID: SESSION }, { sessionID: SESSION, delayMs: 0 });
    await vi.advanceTimersByTimeAsync(1000);
    await retried;
    expect(sent).toHaveLength(3);
  });

  it("flushSaves sends at once what waits for the autosave delay", async () => {
    const sent = stubServer(ok);
    void savePatient(USER, { medicalProfile: profile }, { sessionID: SESSION });
    await flushSaves();
    expect(sent).toHaveLength(1);
  });
});

describe("savePrescription", () => {
  it("first records PRESCRIPTION_CREATED, waits 1 s, then updates; later saves only update", async () => {
    openPatientRecord({ id: USER, orderId: null });
    const sent = stubServer(ok);
    void savePrescription(USER, profile, { sessionID: SESSION });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url.searchParams.get("action")).toBe("PRESCRIPTION_CREATED");
    expect(sent[0]?.url.searchParams.get("update")).toBe("false");
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.url.searchParams.get("action")).toBe("PRESCRIPTION_UPDATED");
    expect(sent[1]?.url.searchParams.get("update")).toBeNull();
    expect(sent[1]?.ifMatch).toBe('"4"');

    void savePrescription(USER, profile, { sessionID: SESSION });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.map((s) => s.url.searchParams.get("action"))).toEqual([
      "PRESCRIPTION_CREATED",
      "PRESCRIPTION_UPDATED",
      "PRESCRIPTION_UPDATED",
    ]);
  });

  it("creates it again after the patient is opened again", async () => {
    openPatientRecord({ id: USER, orderId: null });
    const sent = stubServer(ok);
    void savePrescription(USER, profile, { sessionID: SESSION, delayMs: 0 });
    await vi.advanceTimersByTimeAsync(1000);
    openPatientRecord({ id: SESSION, orderId: null });
    openPatientRecord({ id: USER, orderId: null });
    void savePrescription(USER, profile, { sessionID: SESSION, delayMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.url.searchParams.get("action"))).toEqual([
      "PRESCRIPTION_CREATED",
      "PRESCRIPTION_UPDATED",
      "PRESCRIPTION_CREATED",
    ]);
  });

  it("a plain profile edit replacing a pending prescription update still records PRESCRIPTION_UPDATED", async () => {
    openPatientRecord({ id: USER, orderId: null });
    const sent = stubServer(ok);
    void savePrescription(USER, profile, { sessionID: SESSION, delayMs: 0 });
    await vi.advanceTimersByTimeAsync(1000);
    void savePrescription(USER, profile, { sessionID: SESSION });
    void savePatient(USER, { medicalProfile: { ...profile, notes: "later" } }, { sessionID: SESSION });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(3);
    expect(sent[2]?.url.searchParams.get("action")).toBe("PRESCRIPTION_UPDATED");
    expect((sent[2]?.body as MedicalProfile | undefined)?.notes).toBe("later");
  });
});
