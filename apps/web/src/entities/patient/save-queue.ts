// The save queue behind savePatient (issue 9 §5): per patient, edits wait for the autosave delay after the last
// change, a later edit of the same part replaces the earlier one, and the writes go out strictly in order, one at
// a time, each naming the record's last known version. Network failures and 5xx are retried with backoff (a
// dropped connection resumes when the browser is online again); a 412 (stale record) drops the patient's writes
// and hands over to onStale, which loads the newer data; any other 4xx fails the write, kept for Retry in this
// page but not for the next one (onRefused tells the clinician).
// Pure of React and fetch: the writer (record-writer.ts) gives it the sending, the clock and the online signal,
// so the unit tests run it on fake timers.
import type { Clock } from "../../lib/clock";

/** A write as data (stored-write.ts builds the item from it): what it sends, where, and its idempotency key. */
export interface StoredWrite {
  /** The part of the record it writes (QueueItem.key). */
  key: string;
  /** POST to this path under /api/v1. */
  path: string;
  query?: Record<string, string>;
  body: unknown;
  /** Made once per write, sent on every attempt of it. */
  idempotencyKey: string;
  pauseAfterMs?: number;
}

export interface QueueItem {
  /** The part of the record it writes: a later item of the same key replaces a pending one. */
  key: string;
  /** Sends the write with `If-Match: "<version>"` (none when unknown) and answers the record's new version. */
  send(ifMatch: number | null): Promise<number>;
  /** A pause before the next write of the patient (PRESCRIPTION_CREATED, then the update 1 s later). */
  pauseAfterMs?: number;
  /** Builds the item that replaces `previous` (e.g. keeps its session status); `this` by default. */
  absorb?(previous: QueueItem): QueueItem;
  /** The write as data, kept in IndexedDB (pending-saves.ts) so a reload sends it; none: kept in memory only. */
  stored?: StoredWrite;
}

/** What a patient still has to write: the version its next write names, and the writes in order. */
export interface PendingWrites {
  version: number | null;
  items: QueueItem[];
}

export type ErrorKind = "stale" | "network" | "server" | "client";

/** idle: nothing written yet. pending: waiting for the delay. saving: sending (or retrying). */
export type SaveStatus = "idle" | "pending" | "saving" | "offline" | "saved" | "failed" | "stale";

export interface RetryPolicy {
  /** First wait before a retry; doubled for each further attempt. */
  baseDelayMs: number;
  maxDelayMs: number;
  /**
   * The longest wait after an attempt that got no answer at all (issue 17 point 7): a restarting server answers
   * again within seconds, and the kept edits should go then, not up to maxDelayMs later.
   */
  maxNoAnswerDelayMs: number;
  /** Attempts of a write answered with 5xx before it fails; network errors retry without limit. */
  maxServerAttempts: number;
}

export const RETRY_POLICY: RetryPolicy = {
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  maxNoAnswerDelayMs: 5000,
  maxServerAttempts: 5,
};

export interface SaveQueueDeps {
  clock: Clock;
  retry?: RetryPolicy;
  /** The version the screens last read (the query cache), when the queue has no newer one. */
  knownVersion(userId: string): number | null;
  classify(error: unknown): ErrorKind;
  isOnline(): boolean;
  /** Calls the listener each time the browser comes back online; answers the unsubscribe. */
  onOnline(listener: () => void): () => void;
  /** A write was refused as stale: load the newer data and tell the operator. */
  onStale(userId: string, error: unknown): void;
  /** Everything pending of the patient was written. */
  onSaved?(userId: string): void;
  /** A write failed for good (kept for Retry). */
  onFailed?(userId: string, error: unknown): void;
  /** A failed write was refused (4xx): kept for Retry in this page, but not for the next (pendingWrites). */
  onRefused?(userId: string, error: unknown): void;
}

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

interface Entry {
  item: QueueItem;
  waiters: Waiter[];
  error?: unknown;
  /** Failed with a 4xx: the same write would be refused again, so no later page sends it. */
  refused?: boolean;
}

interface PatientQueue {
  pending: Map<string, Entry>;
  current: Entry | null;
  failed: Entry[];
  timer: unknown;
  /** The delay has passed (or a flush asked): pending items may be sent. */
  due: boolean;
  draining: boolean;
  version: number | null;
  /**
   * The version came with writes restored after a reload: it is the one they were made on, so a newer version
   * read since (another tab's write) must not be named in their place: that would overwrite it silently.
   */
  restored: boolean;
  status: SaveStatus;
  /** Cuts a retry's or pause's wait short (flush, back online). */
  wake: (() => void) | null;
}

export class SaveQueue {
  private readonly patients = new Map<string, PatientQueue>();
  private readonly listeners = new Set<() => void>();
  private readonly retry: RetryPolicy;

  constructor(private readonly deps: SaveQueueDeps) {
    this.retry = deps.retry ?? RETRY_POLICY;
  }

  /** Queues a write; sent `delayMs` after the patient's last change. Settles when written, or refused. */
  enqueue(userId: string, item: QueueItem, delayMs: number): Promise<void> {
    const queue = this.queueOf(userId);
    const promise = new Promise<void>((resolve, reject) => {
      const previous = queue.pending.get(item.key);
      const waiters = [...(previous?.waiters ?? []), { resolve, reject }];
      const next = previous && item.absorb ? item.absorb(previous.item) : item;
      // Re-inserted at the end: the writes go out in the order of their last change.
      queue.pending.delete(item.key);
      queue.pending.set(item.key, { item: next, waiters });
    });
    // A caller that does not wait for the answer must not leave an unhandled rejection behind.
    promise.catch(() => {});
    if (queue.status !== "saving" && queue.status !== "offline") queue.status = "pending";
    this.schedule(userId, queue, delayMs);
    this.changed();
    return promise;
  }

  /** Sends everything pending at once (End session, SIGN OUT) and settles when no write is pending. */
  flush(userId?: string): Promise<void> {
    const ids = userId === undefined ? [...this.patients.keys()] : [userId];
    for (const id of ids) {
      const queue = this.patients.get(id);
      if (!queue) continue;
      this.clearTimer(queue);
      queue.due = true;
      queue.wake?.();
      void this.drain(id, queue);
    }
    return new Promise((resolve) => {
      const check = () => {
        if (ids.some((id) => this.hasPendingOf(id))) return;
        this.listeners.delete(check);
        resolve();
      };
      this.listeners.add(check);
      check();
    });
  }

  /** Sends the failed writes again. */
  retryFailed(userId: string): void {
    const queue = this.patients.get(userId);
    if (!queue || queue.failed.length === 0) return;
    const failed = queue.failed.splice(0);
    // Sent again by the clinician's choice: kept again until answered.
    for (const entry of failed) entry.refused = false;
    // Before anything edited since: they were changed first.
    const later = [...queue.pending.entries()];
    queue.pending.clear();
    for (const entry of failed) queue.pending.set(entry.item.key, entry);
    for (const [key, entry] of later) {
      const earlier = queue.pending.get(key);
      queue.pending.delete(key);
      // As enqueue does: the later item absorbs the failed one (e.g. keeps its PRESCRIPTION_CREATED status).
      const item = earlier ? (entry.item.absorb?.(earlier.item) ?? entry.item) : entry.item;
      queue.pending.set(key, earlier ? { item, waiters: [...earlier.waiters, ...entry.waiters] } : entry);
    }
    queue.status = "pending";
    this.changed();
    void this.flush(userId);
  }

  /** Forgets a patient's writes (the patient was deleted): pending ones are refused. */
  discard(userId: string, reason: unknown): void {
    const queue = this.patients.get(userId);
    if (!queue) return;
    this.clearTimer(queue);
    for (const entry of [...queue.pending.values(), ...queue.failed]) rejectAll(entry, reason);
    queue.pending.clear();
    queue.failed = [];
    if (!queue.current) this.patients.delete(userId);
    this.changed();
  }

  /** A write is waiting or on its way (failed writes are not: nothing would come of waiting for them). */
  hasPending(): boolean {
    for (const id of this.patients.keys()) if (this.hasPendingOf(id)) return true;
    return false;
  }

  hasPendingOf(userId: string): boolean {
    const queue = this.patients.get(userId);
    return !!queue && (queue.pending.size > 0 || queue.current !== null);
  }

  statusOf(userId: string): SaveStatus {
    return this.patients.get(userId)?.status ?? "idle";
  }

  /** The version the next write will name. */
  versionOf(userId: string): number | null {
    const queue = this.patients.get(userId);
    const own = queue?.version ?? null;
    if (queue?.restored) return own;
    const read = this.deps.knownVersion(userId);
    if (own === null) return read;
    return read === null ? own : Math.max(own, read);
  }

  /** The patient's latest unwritten write of a part: the last queued, else the one on its way, else a failed one. */
  latestItem(userId: string, key: string): QueueItem | undefined {
    const queue = this.patients.get(userId);
    if (!queue) return undefined;
    const queued = [...queue.pending.values()].filter((entry) => entry.item.key === key);
    const failed = queue.failed.filter((entry) => entry.item.key === key);
    const current = queue.current?.item.key === key ? queue.current : undefined;
    return (queued.at(-1) ?? current ?? failed.at(-1))?.item;
  }

  /** Every patient with a write waiting, on its way or failed (a failed one is kept for Retry). */
  patientsWithWrites(): string[] {
    return [...this.patients.entries()]
      .filter(([, queue]) => queue.current !== null || queue.pending.size > 0 || queue.failed.length > 0)
      .map(([userId]) => userId);
  }

  /**
   * The patient's unwritten writes in the order they go out (the one on its way first: its answer may be lost),
   * with the version the first of them names: what a later page sends (pending-saves.ts). A write refused with a
   * 4xx is not among them: sent again it would be refused again, on every reload.
   */
  pendingWrites(userId: string): PendingWrites {
    const queue = this.patients.get(userId);
    if (!queue) return { version: null, items: [] };
    const failed = queue.failed.filter((entry) => !entry.refused);
    const entries = [...failed, ...(queue.current ? [queue.current] : []), ...queue.pending.values()];
    return { version: this.versionOf(userId), items: entries.map((entry) => entry.item) };
  }

  /**
   * Queues writes kept from before a reload, on the version they were made on, and sends them (once online).
   * Writes of the patient queued since keep their place after them (a later one of the same part absorbs the
   * restored one); the version is taken only when this page has written nothing of the patient yet.
   */
  restore(userId: string, version: number | null, items: readonly QueueItem[]): void {
    if (items.length === 0) return;
    const queue = this.queueOf(userId);
    const later = [...queue.pending.entries()];
    queue.pending.clear();
    items.forEach((item, index) => {
      // The write on its way when the page went may be followed by a later one of the same part: both go (the
      // first may have been written, its answer lost), and only the last is replaced by a new edit.
      const replaced = items.slice(index + 1).some((other) => other.key === item.key);
      queue.pending.set(replaced ? `${item.key}\u0000restored-${index}` : item.key, { item, waiters: [] });
    });
    for (const [key, entry] of later) {
      const earlier = queue.pending.get(key);
      queue.pending.delete(key);
      const item = earlier ? (entry.item.absorb?.(earlier.item) ?? entry.item) : entry.item;
      queue.pending.set(key, { item, waiters: entry.waiters });
    }
    if (queue.version === null && !queue.current) {
      queue.version = version;
      queue.restored = version !== null;
    }
    if (queue.status !== "saving" && queue.status !== "offline") queue.status = "pending";
    this.schedule(userId, queue, 0);
    this.changed();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private queueOf(userId: string): PatientQueue {
    let queue = this.patients.get(userId);
    if (!queue) {
      queue = {
        pending: new Map(),
        current: null,
        failed: [],
        timer: null,
        due: false,
        draining: false,
        version: null,
        restored: false,
        status: "idle",
        wake: null,
      };
      this.patients.set(userId, queue);
    }
    return queue;
  }

  private schedule(userId: string, queue: PatientQueue, delayMs: number): void {
    this.clearTimer(queue);
    if (delayMs <= 0) {
      queue.due = true;
      void this.drain(userId, queue);
      return;
    }
    // A change restarts the delay of everything pending: the writes go 1 s after the LAST change.
    queue.due = false;
    queue.timer = this.deps.clock.setTimeout(() => {
      queue.timer = null;
      queue.due = true;
      void this.drain(userId, queue);
    }, delayMs);
  }

  private clearTimer(queue: PatientQueue): void {
    if (queue.timer !== null) this.deps.clock.clearTimeout(queue.timer);
    queue.timer = null;
  }

  private async drain(userId: string, queue: PatientQueue): Promise<void> {
    if (queue.draining) return;
    queue.draining = true;
    try {
      while (queue.due && queue.pending.size > 0) {
        const [key, entry] = queue.pending.entries().next().value as [string, Entry];
        queue.pending.delete(key);
        queue.current = entry;
        const outcome = await this.send(userId, queue, entry);
        queue.current = null;
        if (outcome === "sent") {
          for (const waiter of entry.waiters) waiter.resolve();
          if (entry.item.pauseAfterMs) await this.sleep(queue, entry.item.pauseAfterMs, false);
        } else if (outcome === "stale") {
          // Every pending write of the patient was made on the data the server refused: none is sent over the
          // newer data. The screens load it and the operator sees what was kept.
          rejectAll(entry, entry.error);
          for (const other of queue.pending.values()) rejectAll(other, entry.error);
          queue.pending.clear();
          queue.version = null;
          queue.restored = false;
          queue.status = "stale";
          this.changed();
          this.deps.onStale(userId, entry.error);
        } else {
          queue.failed.push(entry);
          for (const waiter of entry.waiters) waiter.reject(entry.error);
          entry.waiters = [];
          this.deps.onFailed?.(userId, entry.error);
          if (entry.refused) this.deps.onRefused?.(userId, entry.error);
        }
        this.changed();
      }
    } finally {
      queue.draining = false;
      if (queue.pending.size === 0 && queue.current === null) {
        if (queue.failed.length > 0) queue.status = "failed";
        else if (queue.status !== "stale") {
          queue.status = "saved";
          this.deps.onSaved?.(userId);
        }
      }
      this.changed();
    }
  }

  private async send(userId: string, queue: PatientQueue, entry: Entry): Promise<"sent" | "stale" | "failed"> {
    let serverFailures = 0;
    let attempt = 0;
    for (;;) {
      if (!this.deps.isOnline()) {
        this.setStatus(queue, "offline");
        await this.untilOnline(queue);
      }
      this.setStatus(queue, "saving");
      try {
        queue.version = await entry.item.send(this.versionOf(userId));
        // The server answered the version it holds now: newer reads may be trusted again.
        queue.restored = false;
        return "sent";
      } catch (error) {
        entry.error = error;
        const kind = this.deps.classify(error);
        if (kind === "stale") return "stale";
        entry.refused = kind === "client";
        if (kind === "client") return "failed";
        if (kind === "server") {
          serverFailures += 1;
          if (serverFailures >= this.retry.maxServerAttempts) return "failed";
        } else {
          this.setStatus(queue, "offline");
        }
        const longest = kind === "network" ? this.retry.maxNoAnswerDelayMs : this.retry.maxDelayMs;
        const delay = Math.min(this.retry.baseDelayMs * 2 ** attempt, longest);
        attempt += 1;
        await this.sleep(queue, delay, true);
      }
    }
  }

  /** Waits `ms`; a flush cuts it short, and so does coming back online when `wakeOnline`. */
  private sleep(queue: PatientQueue, ms: number, wakeOnline: boolean): Promise<void> {
    return new Promise((resolve) => {
      let unsubscribe = () => {};
      const done = () => {
        this.deps.clock.clearTimeout(handle);
        unsubscribe();
        queue.wake = null;
        resolve();
      };
      const handle = this.deps.clock.setTimeout(done, ms);
      if (wakeOnline) unsubscribe = this.deps.onOnline(done);
      queue.wake = done;
    });
  }

  private untilOnline(queue: PatientQueue): Promise<void> {
    return new Promise((resolve) => {
      const unsubscribe = this.deps.onOnline(() => {
        unsubscribe();
        queue.wake = null;
        resolve();
      });
      // A flush while offline tries once anyway: the browser's flag may be wrong about the server.
      queue.wake = () => {
        unsubscribe();
        queue.wake = null;
        resolve();
      };
    });
  }

  private setStatus(queue: PatientQueue, status: SaveStatus): void {
    if (queue.status === status) return;
    queue.status = status;
    this.changed();
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

function rejectAll(entry: Entry, reason: unknown): void {
  for (const waiter of entry.waiters) waiter.reject(reason);
  entry.waiters = [];
}
