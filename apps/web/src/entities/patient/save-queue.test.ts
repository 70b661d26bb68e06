import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { systemClock } from "../../lib/clock";
import { type ErrorKind, type QueueItem, SaveQueue, type SaveQueueDeps } from "./save-queue";

class Failure extends Error {
  constructor(readonly kind: ErrorKind) {
    super(kind);
  }
}

/** A server that records each write with the version it named, and answers as the test says. */
function fakeServer() {
  const writes: { key: string; label: string; ifMatch: number | null; at: number }[] = [];
  const answers: (ErrorKind | "ok" | "hang")[] = [];
  let version = 5;
  let inFlight = 0;
  let maxInFlight = 0;
  const start = Date.now();
  const item = (key: string, label = key, extra: Partial<QueueItem> = {}): QueueItem => ({
    key,
    ...extra,
    send: async (ifMatch) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      writes.push({ key, label, ifMatch, at: Date.now() - start });
      // The answer comes back after 50 ms, so overlapping writes would show.
      await new Promise((resolve) => setTimeout(resolve, 50));
      inFlight -= 1;
      const answer = answers.shift() ?? "ok";
      if (answer !== "ok") throw new Failure(answer as ErrorKind);
      version += 1;
      return version;
    },
  });
  return { writes, answers, item, maxInFlight: () => maxInFlight, labels: () => writes.map((w) => w.label) };
}

function setup(overrides: Partial<SaveQueueDeps> = {}) {
  const online = { value: true, listeners: new Set<() => void>() };
  const stale = vi.fn();
  const saved = vi.fn();
  const failed = vi.fn();
  const queue = new SaveQueue({
    clock: systemClock,
    knownVersion: () => 5,
    classify: (error) => (error instanceof Failure ? error.kind : "client"),
    isOnline: () => online.value,
    onOnline: (listener) => {
      online.listeners.add(listener);
      return () => online.listeners.delete(listener);
    },
    onStale: stale,
    onSaved: saved,
    onFailed: failed,
    ...overrides,
  });
  const goOnline = () => {
    online.value = true;
    for (const listener of [...online.listeners]) listener();
  };
  return { queue, online, goOnline, stale, saved, failed };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the save queue", () => {
  it("sends 1 s after the last change, a later edit of a part replacing the earlier one", async () => {
    const server = fakeServer();
    const { queue } = setup();
    void queue.enqueue("p1", server.item("medicalProfile", "notes A"), 1000);
    await vi.advanceTimersByTimeAsync(600);
    void queue.enqueue("p1", server.item("medicalProfile", "notes AB"), 1000);
    expect(queue.statusOf("p1")).toBe("pending");
    await vi.advanceTimersByTimeAsync(999);
    expect(server.writes).toHaveLength(0);
    expect(queue.hasPending()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.labels()).toEqual(["notes AB"]);
    await vi.advanceTimersByTimeAsync(50);
    expect(queue.statusOf("p1")).toBe("saved");
    expect(queue.hasPending()).toBe(false);
  });

  it("sends at once with a delay of 0", async () => {
    const server = fakeServer();
    const { queue } = setup();
    const done = queue.enqueue("p1", server.item("medicalProfile"), 0);
    expect(server.writes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(50);
    await expect(done).resolves.toBeUndefined();
  });

  it("sends strictly in order, one at a time, each naming the version the previous one answered", async () => {
    const server = fakeServer();
    const { queue, saved } = setup();
    const done = [
      queue.enqueue("p1", server.item("user"), 1000),
      queue.enqueue("p1", server.item("doctor"), 1000),
      queue.enqueue("p1", server.item("medicalProfile"), 1000),
    ];
    await vi.advanceTimersByTimeAsync(1000 + 3 * 50);
    await Promise.all(done);
    expect(server.labels()).toEqual(["user", "doctor", "medicalProfile"]);
    expect(server.maxInFlight()).toBe(1);
    expect(server.writes.map((w) => w.ifMatch)).toEqual([5, 6, 7]);
    expect(queue.versionOf("p1")).toBe(8);
    expect(saved).toHaveBeenCalledOnce();
  });

  it("keeps edits made while a write is on its way for the next write, after their own delay", async () => {
    const server = fakeServer();
    const { queue } = setup();
    void queue.enqueue("p1", server.item("medicalProfile", "first"), 0);
    await vi.advanceTimersByTimeAsync(10);
    void queue.enqueue("p1", server.item("medicalProfile", "second"), 1000);
    await vi.advanceTimersByTimeAsync(100);
    expect(server.labels()).toEqual(["first"]);
    await vi.advanceTimersByTimeAsync(900);
    expect(server.labels()).toEqual(["first", "second"]);
    expect(server.writes[1]?.ifMatch).toBe(6);
  });

  it("pauses after a write that asks for it (PRESCRIPTION_CREATED, then the update 1 s later)", async () => {
    const server = fakeServer();
    const { queue } = setup();
    void queue.enqueue("p1", server.item("created", "created", { pauseAfterMs: 1000 }), 1000);
    void queue.enqueue("p1", server.item("medicalProfile", "updated"), 1000);
    await vi.advanceTimersByTimeAsync(1000 + 50);
    expect(server.labels()).toEqual(["created"]);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.labels()).toEqual(["created"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.labels()).toEqual(["created", "updated"]);
    expect(server.writes.map((w) => w.at)).toEqual([1000, 2050]);
  });

  it("retries 5xx with a doubling backoff and fails after 5 attempts, keeping the write for Retry", async () => {
    const server = fakeServer();
    const { queue, failed } = setup();
    server.answers.push("server", "server", "server", "server", "server");
    const done = queue.enqueue("p1", server.item("medicalProfile"), 0);
    await vi.advanceTimersByTimeAsync(50);
    expect(server.writes).toHaveLength(1);
    expect(queue.statusOf("p1")).toBe("saving");
    // Waits 1 s, 2 s, 4 s, 8 s between the attempts.
    const starts = [];
    await vi.advanceTimersByTimeAsync(1000 + 50 + 2000 + 50 + 4000 + 50 + 8000 + 50);
    for (const write of server.writes) starts.push(write.at);
    expect(starts).toEqual([0, 1050, 3100, 7150, 15200]);
    await expect(done).rejects.toBeInstanceOf(Failure);
    expect(queue.statusOf("p1")).toBe("failed");
    expect(queue.hasPending()).toBe(false);
    expect(failed).toHaveBeenCalledOnce();

    queue.retryFailed("p1");
    expect(queue.hasPending()).toBe(true);
    await vi.advanceTimersByTimeAsync(50);
    expect(server.writes).toHaveLength(6);
    expect(queue.statusOf("p1")).toBe("saved");
  });

  it("Retry lets a later edit of a failed part absorb it, as a queued edit does", async () => {
    const server = fakeServer();
    const { queue } = setup();
    server.answers.push("client");
    const created = server.item("medicalProfile", "created");
    // The later edit keeps what the failed one carried (as record-writer keeps PRESCRIPTION_CREATED).
    const absorb = (previous: QueueItem) =>
      server.item("medicalProfile", previous === created ? "notes, still created" : "notes alone");
    void queue.enqueue("p1", created, 0);
    await vi.advanceTimersByTimeAsync(50);
    expect(queue.statusOf("p1")).toBe("failed");
    void queue.enqueue("p1", { ...server.item("medicalProfile", "notes"), absorb }, 1000);
    queue.retryFailed("p1");
    await vi.advanceTimersByTimeAsync(50);
    expect(server.labels()).toEqual(["created", "notes, still created"]);
  });

  it("does not retry a 4xx", async () => {
    const server = fakeServer();
    const { queue } = setup();
    server.answers.push("client");
    const done = queue.enqueue("p1", server.item("medicalProfile"), 0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.writes).toHaveLength(1);
    await expect(done).rejects.toBeInstanceOf(Failure);
    expect(queue.statusOf("p1")).toBe("failed");
  });

  it("keeps a write refused with a 4xx for Retry in this page only, and tells the clinician; a 5xx one is kept", async () => {
    const server = fakeServer();
    const refused = vi.fn();
    const { queue } = setup({ onRefused: refused });
    server.answers.push("client");
    void queue.enqueue("p1", server.item("medicalProfile", "refused"), 0);
    await vi.advanceTimersByTimeAsync(50);
    expect(queue.statusOf("p1")).toBe("failed");
    expect(refused).toHaveBeenCalledOnce();
    expect(queue.pendingWrites("p1").items).toEqual([]);
    // Retry is the clinician's choice: the write is kept again until answered.
    queue.retryFailed("p1");
    expect(queue.pendingWrites("p1").items.map((item) => item.key)).toEqual(["medicalProfile"]);
    await vi.advanceTimersByTimeAsync(50);
    expect(queue.statusOf("p1")).toBe("saved");

    server.answers.push("server", "server", "server", "server", "server");
    void queue.enqueue("p2", server.item("user", "overloaded"), 0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queue.statusOf("p2")).toBe("failed");
    expect(queue.pendingWrites("p2").items.map((item) => item.key)).toEqual(["user"]);
    expect(refused).toHaveBeenCalledOnce();
  });

  it("waits at most 5 s between attempts that got no answer, so edits go soon after a server restart", async () => {
    const server = fakeServer();
    const { queue } = setup();
    // The server is down for about 40 s (no answer at all), then answers.
    server.answers.push(...Array.from({ length: 10 }, () => "network" as const));
    const done = queue.enqueue("p1", server.item("medicalProfile"), 0);
    await vi.advanceTimersByTimeAsync(60_000);
    await done;
    const gaps = server.writes.slice(1).map((write, index) => write.at - (server.writes[index]?.at ?? 0) - 50);
    expect(gaps).toEqual([1000, 2000, 4000, 5000, 5000, 5000, 5000, 5000, 5000, 5000]);
    expect(queue.statusOf("p1")).toBe("saved");
  });

  it("survives a dropped connection: retries network errors and resumes as soon as the browser is online", async () => {
    const server = fakeServer();
    const { queue, online, goOnline } = setup();
    server.answers.push("network", "network");
    const done = queue.enqueue("p1", server.item("medicalProfile"), 0);
    await vi.advanceTimersByTimeAsync(50);
    expect(queue.statusOf("p1")).toBe("offline");
    await vi.advanceTimersByTimeAsync(1000 + 50);
    expect(server.writes).toHaveLength(2);
    // The browser goes offline: nothing is sent, however long it lasts.
    online.value = false;
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.writes).toHaveLength(2);
    expect(queue.hasPending()).toBe(true);
    goOnline();
    await vi.advanceTimersByTimeAsync(50);
    expect(server.writes).toHaveLength(3);
    await expect(done).resolves.toBeUndefined();
    expect(queue.statusOf("p1")).toBe("saved");
  });

  it("waits for the browser to be online before the first attempt", async () => {
    const server = fakeServer();
    const { queue, online, goOnline } = setup();
    online.value = false;
    void queue.enqueue("p1", server.item("medicalProfile"), 1000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.writes).toHaveLength(0);
    expect(queue.statusOf("p1")).toBe("offline");
    goOnline();
    await vi.advanceTimersByTimeAsync(50);
    expect(server.writes).toHaveLength(1);
  });

  it("flush sends what waits for its delay at once and settles when everything is written", async () => {
    const server = fakeServer();
    const { queue } = setup();
    void queue.enqueue("p1", server.item("medicalProfile"), 1000);
    void queue.enqueue("p2", server.item("user"), 1000);
    let flushed = false;
    void queue.flush().then(() => (flushed = true));
    expect(server.writes).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(49);
    expect(flushed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(flushed).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.writes).toHaveLength(2);
  });

  it("flush cuts a retry's backoff short", async () => {
    const server = fakeServer();
    const { queue } = setup();
    server.answers.push("server", "server");
    void queue.enqueue("p1", server.item("medicalProfile"), 0);
    await vi.advanceTimersByTimeAsync(50);
    void queue.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.writes).toHaveLength(2);
  });

  it("on a stale write (412) drops the patient's writes, forgets its version and hands over to onStale", async () => {
    const server = fakeServer();
    let cached = 5;
    const { queue, stale } = setup({ knownVersion: () => cached });
    server.answers.push("stale");
    const first = queue.enqueue("p1", server.item("user"), 1000);
    const second = queue.enqueue("p1", server.item("medicalProfile"), 1000);
    await vi.advanceTimersByTimeAsync(1050);
    await expect(first).rejects.toBeInstanceOf(Failure);
    await expect(second).rejects.toBeInstanceOf(Failure);
    expect(server.labels()).toEqual(["user"]);
    expect(stale).toHaveBeenCalledWith("p1", expect.any(Failure));
    expect(queue.statusOf("p1")).toBe("stale");
    expect(queue.hasPending()).toBe(false);
    // The next edit is made on the newer data the tab loaded: it names that version.
    cached = 9;
    void queue.enqueue("p1", server.item("medicalProfile"), 0);
    expect(server.writes[1]?.ifMatch).toBe(9);
  });

  it("names the newer of its own version and the one last read", async () => {
    const server = fakeServer();
    let cached = 5;
    const { queue } = setup({ knownVersion: () => cached });
    void queue.enqueue("p1", server.item("user"), 0);
    await vi.advanceTimersByTimeAsync(50);
    expect(queue.versionOf("p1")).toBe(6);
    cached = 12;
    expect(queue.versionOf("p1")).toBe(12);
  });

  it("discard refuses a deleted patient's pending writes", async () => {
    const server = fakeServer();
    const { queue } = setup();
    const done = queue.enqueue("p1", server.item("user"), 1000);
    queue.discard("p1", new Error("deleted"));
    await expect(done).rejects.toThrow("deleted");
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.writes).toHaveLength(0);
    expect(queue.hasPending()).toBe(false);
  });
});
