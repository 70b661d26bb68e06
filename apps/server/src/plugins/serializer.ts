// The answers' serializer: the route's zod response schema checks the answer and strips any field it does not name
// (fastify-type-provider-zod), and an answer that is a frozen object is serialized once and its text kept while the
// object lives. The kept scope's store list (db/operator-scope.ts freezes it) is the same answer on every request
// of a sign-in; checking and stringifying it again was the largest share of the store list's own work in the
// api-load profile (issue 17 point 8).
import type { Readable } from "node:stream";
import type { FastifyReply, FastifySchema, FastifySerializerCompiler } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";

/**
 * Frozen means deeply frozen here: an object reachable from a frozen answer must be frozen too, or a change to it
 * would not reach the kept text. `isDeeplyFrozen` checks that once, when the text is first kept.
 */
export const keptSerializerCompiler: FastifySerializerCompiler<FastifySchema> = (route) => {
  const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  const kept = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== "object" || data === null || !Object.isFrozen(data)) return serialize(data);
    let text = kept.get(data);
    if (text === undefined) {
      text = serialize(data);
      if (isDeeplyFrozen(data)) kept.set(data, text);
    }
    return text;
  };
};

/** Whether every object reachable from `value` is frozen (so its JSON text cannot change). */
export function isDeeplyFrozen(value: unknown, depth = 0): boolean {
  if (typeof value !== "object" || value === null) return true;
  // Answers are shallow; anything this deep is not one to keep.
  if (depth > 8 || !Object.isFrozen(value)) return false;
  return Object.values(value).every((inner) => isDeeplyFrozen(inner, depth + 1));
}

/** The content type of an answer's JSON text. */
export const JSON_TEXT_TYPE = "application/json; charset=utf-8";

/**
 * Sends JSON text built elsewhere (by the database, or from a stored file) as it is: a string, bytes or a stream with
 * a JSON type passes Fastify by the serializer above, so the route's schema no longer checks it and a test must hold
 * the text to it. `T` is the route's answer type, which the text is.
 */
export function sendJsonText<T>(reply: FastifyReply, text: string | Buffer | Readable): T {
  return reply.type(JSON_TEXT_TYPE).send(text) as unknown as T;
}
