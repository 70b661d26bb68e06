// The save queue kept in IndexedDB (issue 17 point 7): per operator and patient, the writes not yet answered and
// the version the first of them names. Written after every change of the queue, read back when the operator is
// signed in, so an edit made offline (or whose answer never came) is sent after a reload, once online. Only the
// writes are kept, never a token; another operator signing in on the same browser does not send them.

import { openPendingSavesDatabase, PENDING_SAVES_STORE as STORE } from "./pending-saves-database";
import type { SaveQueue } from "./save-queue";
import { isStoredWrite, queueItemOf, type StoredWrite } from "./stored-write";

export interface PendingPatient {
  /** `<operator>:<patient>` */
  id: string;
  operatorId: string;
  patientId: string;
  /** The version the first write names; null: none was known (the write goes without If-Match). */
  version: number | null;
  writes: StoredWrite[];
}

export interface PendingSavesStore {
  put(record: PendingPatient): Promise<void>;
  delete(id: string): Promise<void>;
  listOf(operatorId: string): Promise<PendingPatient[]>;
}

function done(request: IDBRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** The store in the browser's IndexedDB (or the factory given: fake-indexeddb in the unit tests). */
export function openPendingSaves(factory: IDBFactory): PendingSavesStore {
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => {
    opened ??= openPendingSavesDatabase(factory);
    return opened;
  };
  const write = async (change: (store: IDBObjectStore) => void) => {
    const transaction = (await database()).transaction(STORE, "readwrite");
    change(transaction.objectStore(STORE));
    await committed(transaction);
  };
  return {
    put: (record) => write((store) => store.put(record)),
    delete: (id) => write((store) => store.delete(id)),
    async listOf(operatorId) {
      const transaction = (await database()).transaction(STORE, "readonly");
      const rows = await done(transaction.objectStore(STORE).index("operatorId").getAll(operatorId));
      return (rows as PendingPatient[]).filter(
        (row) =>
          typeof row.patientId === "string" &&
          (row.version === null || typeof row.version === "number") &&
          Array.isArray(row.writes) &&
          row.writes.every(isStoredWrite),
      );
    },
  };
}

export interface KeepQueueOptions {
  /** The operator signed in now; null while no one is. */
  operator(): string | null;
  /** Calls the listener when the operator may have changed; answers the unsubscribe. */
  onOperatorChange(listener: () => void): () => void;
  /** A write to IndexedDB failed: the queue goes on in memory (the edit is only lost if the page goes too). */
  onError?(error: unknown): void;
}

/**
 * Keeps the queue's writes in the store and restores the signed-in operator's when they sign in. The queue is
 * written only once the operator's kept writes were read, so a write queued meanwhile never replaces them.
 * Answers a promise of the current writing (for tests) and the stop.
 */
export function keepQueueInStore(
  queue: SaveQueue,
  store: PendingSavesStore,
  options: KeepQueueOptions,
): { settled(): Promise<void>; stop(): void } {
  /** Operators whose kept writes were read back (and restored) in this page. */
  const restored = new Set<string>();
  /** Patients this page has put in the store, per operator, so one with nothing left is deleted. */
  const kept = new Map<string, Set<string>>();
  let running: Promise<void> = Promise.resolve();
  let dirty = false;

  const restore = (operatorId: string) => {
    if (restored.has(operatorId)) return;
    restored.add(operatorId);
    running = running.then(async () => {
      try {
        const records = await store.listOf(operatorId);
        const ids = new Set(records.map((record) => record.patientId));
        kept.set(operatorId, ids);
        for (const record of records) queue.restore(record.patientId, record.version, record.writes.map(queueItemOf));
      } catch (error) {
        options.onError?.(error);
      }
    });
    schedule();
  };

  const writeOnce = async () => {
    const operatorId = options.operator();
    if (operatorId === null || !restored.has(operatorId)) return;
    const ids = kept.get(operatorId) ?? new Set<string>();
    kept.set(operatorId, ids);
    const now = new Set<string>();
    for (const patientId of queue.patientsWithWrites()) {
      const pending = queue.pendingWrites(patientId);
      const writes = pending.items.flatMap((item) => (item.stored ? [item.stored] : []));
      if (writes.length === 0) continue;
      now.add(patientId);
      await store.put({ id: `${operatorId}:${patientId}`, operatorId, patientId, version: pending.version, writes });
    }
    for (const patientId of ids) if (!now.has(patientId)) await store.delete(`${operatorId}:${patientId}`);
    kept.set(operatorId, now);
  };

  const schedule = () => {
    dirty = true;
    running = running.then(async () => {
      if (!dirty) return;
      dirty = false;
      try {
        await writeOnce();
      } catch (error) {
        options.onError?.(error);
      }
    });
  };

  const operatorChanged = () => {
    const operatorId = options.operator();
    if (operatorId !== null) restore(operatorId);
  };
  const unsubscribeQueue = queue.subscribe(schedule);
  const unsubscribeOperator = options.onOperatorChange(operatorChanged);
  operatorChanged();
  return {
    settled: async () => {
      // Each step may schedule another (a restore changes the queue): wait until none is left.
      for (;;) {
        const current = running;
        await current;
        if (current === running) return;
      }
    },
    stop: () => {
      unsubscribeQueue();
      unsubscribeOperator();
    },
  };
}
