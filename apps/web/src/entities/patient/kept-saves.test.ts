// Writes kept from an earlier page are sent once their operator signs in, whatever the first screen: the queue is
// loaded when IndexedDB holds the operator's writes, and only then (another operator's kept writes load nothing).
import { IDBFactory } from "fake-indexeddb";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signInState } from "../session/session-state";
import { hasKeptSaves, sendKeptSavesOnSignIn } from "./kept-saves";
import { openPendingSaves } from "./pending-saves";
import { newStoredWrite } from "./stored-write";

const KEPT_BY = "operator-with-writes";

async function databaseWithKeptWrite(): Promise<IDBFactory> {
  const factory = new IDBFactory();
  const write = newStoredWrite({ key: "profile", path: "/profile/p/update/fitStationMedicalProfile", body: {} });
  await openPendingSaves(factory).put({
    id: `${KEPT_BY}:p`,
    operatorId: KEPT_BY,
    patientId: "p",
    version: 3,
    writes: [write],
  });
  return factory;
}

function signIn(userId: string | null): void {
  signInState.set({
    authStatus: userId ? "signed-in" : "signed-out",
    operator: userId ? { userId, email: null, givenName: null, familyName: null } : null,
    signedInAt: null,
  });
}

afterEach(() => signIn(null));

describe("kept saves", () => {
  it("says whether the operator has writes kept", async () => {
    const factory = await databaseWithKeptWrite();
    expect(await hasKeptSaves(factory, KEPT_BY)).toBe(true);
    expect(await hasKeptSaves(factory, "another-operator")).toBe(false);
    expect(await hasKeptSaves(new IDBFactory(), KEPT_BY)).toBe(false);
  });

  it("loads the queue when the operator who kept writes signs in, once", async () => {
    const factory = await databaseWithKeptWrite();
    const load = vi.fn(async () => {});
    const stop = sendKeptSavesOnSignIn(load, factory);
    signIn("another-operator");
    signIn(KEPT_BY);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    signIn(KEPT_BY);
    stop();
    // The other operator's sign-in was answered too (false): only the one with writes loaded the queue.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does nothing without IndexedDB", () => {
    const load = vi.fn(async () => {});
    signIn(KEPT_BY);
    sendKeptSavesOnSignIn(load, undefined)();
    expect(load).not.toHaveBeenCalled();
  });
});
