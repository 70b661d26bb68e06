// The IndexedDB database of the kept save queue (pending-saves.ts), opened in one place: the first screen asks it
// whether the operator has writes kept (kept-saves.ts) without loading the queue.
export const PENDING_SAVES_DATABASE = "solerx-pending-saves";
export const PENDING_SAVES_STORE = "pending";

export function openPendingSavesDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(PENDING_SAVES_DATABASE, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(PENDING_SAVES_STORE, { keyPath: "id" }).createIndex("operatorId", "operatorId");
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}
