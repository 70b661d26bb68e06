// What the database can store: text and jsonb hold neither a NUL nor a lone UTF-16 surrogate, and a value with
// one would fail its INSERT as a 5xx. Bodies that carry free JSON (the medical profile, prescriptions, orders)
// are checked with this before they reach the database, so such input is the caller's 400.
import type { z } from "zod";

/** A lone UTF-16 surrogate or a NUL, as JSON writes them. */
const UNSTORABLE_JSON = /\\u0000|\\ud[89a-f][0-9a-f]{2}/i;

export const UNSTORABLE_MESSAGE = "contains characters that cannot be stored";

export function isStorable(value: unknown): boolean {
  return !UNSTORABLE_JSON.test(JSON.stringify(value) ?? "");
}

/** The schema, refusing a value the database cannot store (the schema's own shape stays, for the tenancy check). */
export function storable<T extends z.ZodType>(schema: T): T {
  return schema.refine(isStorable, { message: UNSTORABLE_MESSAGE }) as unknown as T;
}
