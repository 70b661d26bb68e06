// The JSON of large patient lists, kept per database until the store's list changes. Building 100,000 rows of JSON
// costs the database far more than sending a kept copy, and a store's list is read much more often than it
// changes. Validity needs no bookkeeping here: the database moves the store's patients_version on every write that
// can change its list (triggers, migration 0004), and an entry is answered only while that version is the one it
// was built at, so every server replica sharing the database stays right. A whole list (every patient, from the
// first) also keeps where each row's JSON lies and its sort key, so after a change it is patched with the changed
// patients (areas/patients/queries.ts reads them from patient_list_changes, migration 0011) rather than built again.
import type { Db } from "../../db/database";

/** Where each row of a whole list lies in its JSON, and what orders it. */
export interface KeptRows {
  /** Each row's sort key (keyOf), in the list's order: most recently updated first. */
  keys: string[];
  /** Byte offsets of each row's JSON object in the answer: [starts[i], ends[i]). */
  starts: Uint32Array;
  ends: Uint32Array;
}

export interface KeptList {
  version: string;
  /** The list's JSON as UTF-8, as it is sent. */
  json: Buffer;
  /** Only for a whole list: a page that is not the whole list cannot be patched (rows move in from beyond it). */
  rows?: KeptRows;
}

/** A changed patient's row as the list shows it now. */
export interface ListRow {
  /** keyOf's sort key: updated_at in UTC to the microsecond (20 digits), then the id. */
  key: string;
  json: string;
}

/** The sort key's timestamp part is fixed width, so the id follows at this offset. */
const KEY_TIME_LENGTH = 20;
const idOfKey = (key: string) => key.slice(KEY_TIME_LENGTH);

/** Lists are a few MB each at 100,000 patients: enough for the busiest stores, bounded however many there are. */
const MAX_ENTRIES = 8;

const caches = new WeakMap<Db, Map<string, KeptList>>();
const counts = new WeakMap<Db, { built: number; patched: number }>();

function cacheOf(db: Db): Map<string, KeptList> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** How many lists this process built and patched on the database (the tests tell a patch from a rebuild so). */
export function keptListCounts(db: Db): { built: number; patched: number } {
  let count = counts.get(db);
  if (!count) {
    count = { built: 0, patched: 0 };
    counts.set(db, count);
  }
  return count;
}

/** The entry kept for `key`, whatever version it was built at (the caller answers it, patches it or drops it). */
export function keptList(db: Db, key: string): KeptList | undefined {
  const cache = cacheOf(db);
  const entry = cache.get(key);
  if (!entry) return undefined;
  cache.delete(key);
  cache.set(key, entry); // most recently used last
  return entry;
}

export function keepList(db: Db, key: string, entry: KeptList, how: "built" | "patched"): void {
  keptListCounts(db)[how] += 1;
  const cache = cacheOf(db);
  cache.delete(key);
  cache.set(key, entry);
  for (const oldest of cache.keys()) {
    if (cache.size <= MAX_ENTRIES) break;
    cache.delete(oldest);
  }
}

const COMMA = Buffer.from(",");
const TAIL = Buffer.from("]}");
const head = (total: number | null, hasMore: boolean) =>
  Buffer.from(`{"total":${total},"hasMore":${hasMore},"patients":[`);

/**
 * A page as the database built it: its rows' JSON joined by commas, with their sort keys and byte lengths in the
 * same order. Only a whole list (offset 0, no more rows) keeps its rows for patching.
 */
export function assembleList(
  version: string,
  page: { total: number | null; hasMore: boolean; whole: boolean },
  rows: { json: string; keys: string[]; lengths: number[] },
): KeptList {
  const start = head(page.total, page.hasMore);
  const json = Buffer.concat([start, Buffer.from(rows.json), TAIL]);
  if (!page.whole) return { version, json };
  return { version, json, rows: { keys: rows.keys, ...boundsOf(start.length, rows.lengths) } };
}

function boundsOf(first: number, lengths: readonly number[]) {
  const starts = new Uint32Array(lengths.length);
  const ends = new Uint32Array(lengths.length);
  let at = first;
  lengths.forEach((length, index) => {
    starts[index] = at;
    ends[index] = at + length;
    at += length + 1; // the comma
  });
  return { starts, ends };
}

/**
 * The whole list after a change: the rows of `changed` patients taken out, their rows as they are now (`rows`,
 * those still in the list) merged in by sort key. The unchanged rows' bytes are copied as they were, in runs.
 */
export function patchList(
  kept: KeptList & { rows: KeptRows },
  version: string,
  changed: ReadonlySet<string>,
  rows: readonly ListRow[],
): KeptList {
  const added = [...rows].sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0));
  const old = kept.rows;
  const pieces: Buffer[] = [];
  const keys: string[] = [];
  const lengths: number[] = [];
  let runStart = -1;
  const piece = (bytes: Buffer) => {
    if (pieces.length > 0) pieces.push(COMMA);
    pieces.push(bytes);
  };
  const endRun = (before: number) => {
    if (runStart < 0) return;
    piece(kept.json.subarray(old.starts[runStart], old.ends[before - 1]));
    runStart = -1;
  };
  let next = 0;
  for (let index = 0; index <= old.keys.length; index += 1) {
    const key = old.keys[index];
    // New rows sorting before this one (all that are left, after the last row).
    while (next < added.length && (key === undefined || (added[next]?.key ?? "") > key)) {
      endRun(index);
      const row = added[next] as ListRow;
      const bytes = Buffer.from(row.json);
      piece(bytes);
      keys.push(row.key);
      lengths.push(bytes.length);
      next += 1;
    }
    if (key === undefined) break;
    if (changed.has(idOfKey(key))) {
      endRun(index);
      continue;
    }
    if (runStart < 0) runStart = index;
    keys.push(key);
    lengths.push((old.ends[index] ?? 0) - (old.starts[index] ?? 0));
  }
  endRun(old.keys.length);
  const start = head(keys.length, false);
  const json = Buffer.concat([start, ...pieces, TAIL]);
  return { version, json, rows: { keys, ...boundsOf(start.length, lengths) } };
}
