// The save queue kept in IndexedDB (fake-indexeddb here): an edit made offline is there after a "reload" (a new
// queue on the same database), is sent once online with the version it was made on and its idempotency key, and
// nothing is kept once it is written; another operator's writes are never sent.
import { IDBFactory } from "fake-indexeddb";
import { afterEach, describe, expect, it, vi } from "vitest";
import { systemClock } from "../../lib/clock";
import { keepQueueInStore, openPendingSaves } from "./pending-saves";
import { SaveQueue } from "./save-queue";
import { newStoredWrite, queueItemOf } from "./stored-write";

const PATIENT = "00000000-0000-4000-8000-000000000001";

interface Sent {
  path: string;
  ifMatch: string | null;
  key: string | null;
  body: unknown;
}

/** The server: records each write, answers the next version (or `status`, when it refuses every write). */
function stubServer(firstVersion: number, status = 200) {
  const sent: Sent[] = [];
  let version = firstVersion;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      sent.push({
        path: new URL(input, "http://localhost").pathname,
        ifMatch: headers.get("If-Match"),
        key: headers.get("idempotency-key"),
        body: JSON.parse(String(init.body)),
      });
      if (status !== 200) {
        return new Response(JSON.stringify({ statusCode: status, error: "Refused", message: "Refused" }), { status });
      }
      version += 1;
      return new Response(JSON.stringify({ version }), { status: 200 });
    }),
  );
  return sent;
}

/** One page: its queue (knowing `readVersion` from its reads), kept in the database, signed in as `operator`. */
function page(
  factory: IDBFactory,
  options: { operator: string; online: boolean; readVersion: number; onRefused?: () => void },
) {
  const online = { value: options.online, listeners: new Set<() => void>() };
  const queue = new SaveQueue({
    clock: systemClock,
    knownVersion: () => options.readVersion,
    classify: () => "client",
    isOnline: () => online.value,
    onOnline: (listener) => {
      online.listeners.add(listener);
      return () => online.listeners.delete(listener);
    },
    onStale: () => {},
    ...(options.onRefused ? { onRefused: options.onRefused } : {}),
  });
  const keeper = keepQueueInStore(queue, openPendingSaves(factory), {
    operator: () => options.operator,
    onOperatorChange: () => () => {},
  });
  const goOnline = () => {
    online.value = true;
    for (const listener of [...online.listeners]) listener();
  };
  return { queue, keeper, goOnline };
}

function notesWrite(notes: string) {
  return queueItemOf(
    newStoredWrite({
      key: "medicalProfile",
      path: `/profile/${PATIENT}/update/fitStationMedicalProfile`,
      query: { sessionID: "s1" },
      body: { notes },
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the save queue kept in IndexedDB", () => {
  it("sends an edit made offline after a reload, once online, on the version it was made on", async () => {
    const factory = new IDBFactory();
    const sent = stubServer(9);
    const before = page(factory, { operator: "op-1", online: false, readVersion: 4 });
    await before.keeper.settled();
    const item = notesWrite("Left heel pain");
    void before.queue.enqueue(PATIENT, item, 0);
    await before.keeper.settled();
    expect(before.queue.statusOf(PATIENT)).toBe("offline");
    before.keeper.stop();
    expect(sent).toHaveLength(0);

    // The reloaded page has read a newer version (another tab wrote since): the kept edit still names 4, so the
    // server refuses it as stale rather than overwriting the other tab's write.
    const after = page(factory, { operator: "op-1", online: false, readVersion: 9 });
    await after.keeper.settled();
    expect(after.queue.hasPendingOf(PATIENT)).toBe(true);
    expect(after.queue.versionOf(PATIENT)).toBe(4);
    expect(sent).toHaveLength(0);
    after.goOnline();
    await vi.waitFor(() => expect(after.queue.statusOf(PATIENT)).toBe("saved"));
    expect(sent).toEqual([
      {
        path: `/api/v1/profile/${PATIENT}/update/fitStationMedicalProfile`,
        ifMatch: '"4"',
        key: item.stored?.idempotencyKey,
        body: { notes: "Left heel pain" },
      },
    ]);
    // Written: nothing is kept, a third page sends nothing.
    await after.keeper.settled();
    const third = page(factory, { operator: "op-1", online: true, readVersion: 10 });
    await third.keeper.settled();
    expect(third.queue.hasPending()).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it("sends a kept write the server refuses (4xx) once: the clinician is told, and no later page sends it", async () => {
    const factory = new IDBFactory();
    const before = page(factory, { operator: "op-1", online: false, readVersion: 4 });
    await before.keeper.settled();
    void before.queue.enqueue(PATIENT, notesWrite("x".repeat(10)), 0);
    await before.keeper.settled();
    before.keeper.stop();

    const sent = stubServer(4, 422);
    const refused = vi.fn();
    const after = page(factory, { operator: "op-1", online: true, readVersion: 4, onRefused: refused });
    await vi.waitFor(() => expect(after.queue.statusOf(PATIENT)).toBe("failed"));
    expect(sent).toHaveLength(1);
    expect(refused).toHaveBeenCalledOnce();
    await after.keeper.settled();
    after.keeper.stop();

    const third = page(factory, { operator: "op-1", online: true, readVersion: 4 });
    await third.keeper.settled();
    expect(third.queue.hasPending()).toBe(false);
    expect(third.queue.patientsWithWrites()).toEqual([]);
    expect(sent).toHaveLength(1);
  });

  it("keeps the last edit of a part, and every part, in the order they go out", async () => {
    const factory = new IDBFactory();
    const sent = stubServer(4);
    const before = page(factory, { operator: "op-1", online: false, readVersion: 4 });
    void before.queue.enqueue(PATIENT, notesWrite("first"), 0);
    const user = queueItemOf(newStoredWrite({ key: "user", path: `/profile/user/${PATIENT}/update`, body: { n: 1 } }));
    void before.queue.enqueue(PATIENT, user, 1000);
    void before.queue.enqueue(PATIENT, notesWrite("second"), 1000);
    await before.keeper.settled();
    before.keeper.stop();

    const after = page(factory, { operator: "op-1", online: true, readVersion: 4 });
    await after.keeper.settled();
    await vi.waitFor(() => expect(after.queue.statusOf(PATIENT)).toBe("saved"));
    // The notes write was on its way (offline) when "second" replaced the pending copy: both go, in order.
    expect(sent.map((write) => [write.body, write.ifMatch])).toEqual([
      [{ notes: "first" }, '"4"'],
      [{ n: 1 }, '"5"'],
      [{ notes: "second" }, '"6"'],
    ]);
  });

  it("never sends another operator's kept edits", async () => {
    const factory = new IDBFactory();
    const sent = stubServer(4);
    const before = page(factory, { operator: "op-1", online: false, readVersion: 4 });
    void before.queue.enqueue(PATIENT, notesWrite("op-1's notes"), 0);
    await before.keeper.settled();
    before.keeper.stop();

    const other = page(factory, { operator: "op-2", online: true, readVersion: 4 });
    await other.keeper.settled();
    expect(other.queue.hasPending()).toBe(false);
    expect(sent).toHaveLength(0);
    // Still kept for op-1.
    const again = page(factory, { operator: "op-1", online: false, readVersion: 4 });
    await again.keeper.settled();
    expect(again.queue.hasPendingOf(PATIENT)).toBe(true);
  });
});
