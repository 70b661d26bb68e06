// The JSON of large patient lists, kept per database until the store's list changes. Building 100,000 rows of JSON
// costs the database far more than sending a kept copy, and a store's list is read much more often than it
// changes. Validity needs no bookkeeping here: the database moves the store's patients_version on every write that
// can change its list (triggers, migration 0004), and an entry is used only while that version is the one it was
// built at, so every server replica sharing the database stays right.
import type { Db } from "./database";

interface Entry {
  version: string;
  /** The list's JSON as UTF-8, as it is sent. */
  json: Buffer;
}

/** Lists are a few MB each at 100,000 patients: enough for the busiest stores, bounded however many there are. */
const MAX_ENTRIES = 8;

const caches = new WeakMap<Db, Map<string, Entry>>();

function cacheOf(db: Db): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** The kept JSON bytes for `key` when they were built at `version`, else undefined. */
export function keptList(db: Db, key: string, version: string): Buffer | undefined {
  const cache = cacheOf(db);
  const entry = cache.get(key);
  if (!entry) return undefined;
  cache.delete(key);
  if (entry.version !== version) return undefined;
  cache.set(key, entry); // most recently used last
  return entry.json;
}

export function keepList(db: Db, key: string, version: string, json: Buffer): void {
  const cache = cacheOf(db);
  cache.delete(key);
  cache.set(key, { version, json });
  for (const oldest of cache.keys()) {
    if (cache.size <= MAX_ENTRIES) break;
    cache.delete(oldest);
  }
}
