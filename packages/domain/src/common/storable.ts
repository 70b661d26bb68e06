// What the API accepts as JSON and the database can store. text and jsonb hold neither a NUL nor a lone UTF-16
// surrogate, and a value with one would fail its INSERT as a 5xx; a value nested thousands deep overflows the stack
// of anything recursive (JSON.stringify, zod, the PDF); a megabyte string stalls whatever lays it out. The walk
// here is iterative, so no input can overflow it; the server's /api/v1 guard (apps/server plugins/json-bounds.ts)
// runs it over every body and query before validation, and the request schemas storing free JSON check with it
// again (storable), so the web, parsing what it sends with them, refuses what the server refuses.

import type { z } from "zod";
import { INPUT_LIMITS } from "./constants";

export const UNSTORABLE_MESSAGE = "contains characters that cannot be stored";
export const TOO_DEEP_MESSAGE = `is nested more than ${INPUT_LIMITS.jsonMaxDepth} levels deep`;
export const TOO_LONG_MESSAGE = `holds a text longer than ${INPUT_LIMITS.jsonMaxStringLength} characters`;

/** A UTF-16 surrogate without its partner. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function unstorable(text: string): boolean {
  return text.includes("\u0000") || LONE_SURROGATE.test(text);
}

/** Why the parsed JSON value cannot be taken (too deep, a too long or unstorable text); undefined when it can. */
export function jsonProblem(value: unknown): string | undefined {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (typeof item === "string") {
      if (item.length > INPUT_LIMITS.jsonMaxStringLength) return TOO_LONG_MESSAGE;
      if (unstorable(item)) return UNSTORABLE_MESSAGE;
    } else if (item !== null && typeof item === "object") {
      if (depth >= INPUT_LIMITS.jsonMaxDepth) return TOO_DEEP_MESSAGE;
      for (const [key, child] of Object.entries(item)) {
        if (unstorable(key) || key.length > INPUT_LIMITS.jsonMaxStringLength) return UNSTORABLE_MESSAGE;
        stack.push([child, depth + 1]);
      }
    }
  }
  return undefined;
}

export function isStorable(value: unknown): boolean {
  return jsonProblem(value) === undefined;
}

/** The schema, refusing a value the database cannot store (the schema's own shape stays, for the tenancy check). */
export function storable<T extends z.ZodType>(schema: T): T {
  return schema.refine(isStorable, { message: UNSTORABLE_MESSAGE }) as unknown as T;
}
