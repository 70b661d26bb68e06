// Writes kept from an earlier page (pending-saves.ts) are sent as soon as their operator is signed in, not only once
// a record opens: the queue is loaded with the first record, so the first screen only asks IndexedDB whether the
// operator has writes kept, and loads the queue (which restores and sends them) when there are.
import { signInState } from "../session/session-state";
import { openPendingSavesDatabase, PENDING_SAVES_STORE } from "./pending-saves-database";

export async function hasKeptSaves(factory: IDBFactory, operatorId: string): Promise<boolean> {
  const database = await openPendingSavesDatabase(factory);
  try {
    const store = database.transaction(PENDING_SAVES_STORE, "readonly").objectStore(PENDING_SAVES_STORE);
    return await new Promise<boolean>((resolve, reject) => {
      const request = store.index("operatorId").count(operatorId);
      request.onsuccess = () => resolve(request.result > 0);
      request.onerror = () => reject(request.error);
    });
  } finally {
    database.close();
  }
}

/** Watches the sign-in; answers the unsubscribe. `load` loads the queue (the lazy save-queue-instance chunk). */
export function sendKeptSavesOnSignIn(
  load: () => Promise<unknown> = () => import("./save-queue-instance"),
  factory: IDBFactory | undefined = globalThis.indexedDB,
): () => void {
  if (!factory) return () => {};
  const asked = new Set<string>();
  const check = () => {
    const { authStatus, operator } = signInState.get();
    if (authStatus !== "signed-in" || !operator || asked.has(operator.userId)) return;
    asked.add(operator.userId);
    // Nothing to do when the browser keeps nothing or refuses IndexedDB: the queue then loads with a record.
    hasKeptSaves(factory, operator.userId).then(
      (kept) => kept && load(),
      () => {},
    );
  };
  check();
  return signInState.subscribe(check);
}
