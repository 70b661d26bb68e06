// Fuzzing every operation of the OpenAPI document (/api/docs/json) from its own schemas (issue 17 point 2): each
// request is built from the operation's path, query and body schemas with fast-check, mostly valid-looking, then
// bent: wrong types, huge strings, any Unicode (NUL, lone surrogates), missing and extra fields, deep nesting, big
// numbers, ids of real records and of nothing. The property: no answer is a 5xx. afterwards, storedIsValid reads
// back what was stored. The bounded run is api-fuzz.test.ts (npm test); the long one scripts/fuzz-api.ts.
import fc from "fast-check";
import type { FastifyInstance } from "fastify";

/** The part of JSON Schema the document uses. */
interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
}

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
}

/** Every operation of the document. */
export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const document = (await app.inject({ url: "/api/docs/json" })).json() as {
    paths: Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>
    >;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.["application/json"]?.schema,
    })),
  );
}

const DEPTH = 3;

/** Strings that have broken servers: NUL, lone surrogates, right-to-left marks, markup, huge runs, numbers. */
const NASTY_STRINGS = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udc00",
    "\u202e\u0644",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "%00",
    "null",
    "1e308",
    "8640000000000001",
    "😀".repeat(60),
    "e\u0301",
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.nat({ max: 200_000 }).map((length) => "W".repeat(length)),
);

const BIG_NUMBERS = fc.constantFrom(
  0,
  -0,
  -1,
  1e308,
  -1e308,
  8_640_000_000_000_001,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 2,
  0.1,
  1e-300,
  999_999_999_999,
);

/** A value nested `depth` deep, written out only as JSON text (JSON.stringify itself would overflow on it). */
class Nested {
  constructor(readonly depth: number) {}
  toText(): string {
    const half = Math.floor(this.depth / 2);
    return `${'{"a":['.repeat(half)}1${"]}".repeat(half)}`;
  }
}

function nested(depth: number): Nested {
  return new Nested(depth);
}

/** Anything at all, of any type: the "wrong type" of every field. */
function anything(ids: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    NASTY_STRINGS,
    BIG_NUMBERS,
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(...ids),
    fc.nat({ max: 20_000 }).map(nested),
    fc.jsonValue({ maxDepth: 3 }),
  );
}

/** A value of the schema (mostly), built to look valid; `ids` are real records' ids. */
function schemaValue(schema: Schema | undefined, ids: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > DEPTH) return anything(ids);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => schemaValue(variant, ids, depth)));
  if (schema.allOf?.length) return schemaValue(schema.allOf[0], ids, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      if (schema.format === "uuid") return fc.oneof(fc.constantFrom(...ids), fc.uuid());
      if (schema.format === "date-time") return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
      return fc.oneof(
        { weight: 3, arbitrary: fc.string({ maxLength: Math.min(schema.maxLength ?? 30, 30) }) },
        { weight: 1, arbitrary: NASTY_STRINGS },
      );
    case "integer":
      return fc.oneof(
        fc.integer({ min: Math.max(schema.minimum ?? -1000, -1e9), max: Math.min(schema.maximum ?? 1000, 1e9) }),
        BIG_NUMBERS,
      );
    case "number":
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }), BIG_NUMBERS);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(schemaValue(schema.items, ids, depth + 1), { maxLength: 3 });
    case "object": {
      const properties = schema.properties ?? {};
      const record = fc.record(
        Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, schemaValue(value, ids, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
      );
      // Sometimes a field more, sometimes a required one less.
      return fc
        .tuple(record, fc.option(fc.tuple(fc.string({ maxLength: 12 }), anything(ids))), fc.boolean())
        .map(([value, extra, dropOne]) => {
          const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
          if (extra) out[extra[0]] = extra[1];
          if (dropOne) delete out[schema.required?.[0] ?? ""];
          return out;
        });
    }
    default:
      return anything(ids);
  }
}

/** Mostly a value of the schema; sometimes anything at all in its place. */
function bent(schema: Schema | undefined, ids: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: schemaValue(schema, ids) }, { weight: 1, arbitrary: anything(ids) });
}

/** JSON text of a generated value (shallow, but it may hold a Nested). */
function json(value: unknown): string {
  if (value instanceof Nested) return value.toText();
  if (Array.isArray(value)) return `[${value.map(json).join(",")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${json(item)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** A parameter's text: a string as it is, anything else as JSON. */
function text(value: unknown): string {
  return typeof value === "string" ? value : json(value);
}

/** Every UTF-8 byte percent-encoded (a lone surrogate as U+FFFD's), so any string makes a path segment. */
function percentEncoded(value: string): string {
  return Array.from(Buffer.from(value, "utf8"), (byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");
}

export interface FuzzRequest {
  method: string;
  url: string;
  payload?: string;
}

/** A request of the operation. */
export function requestOf(operation: Operation, ids: readonly string[]): fc.Arbitrary<FuzzRequest> {
  const path = operation.parameters.filter((parameter) => parameter.in === "path");
  const query = operation.parameters.filter((parameter) => parameter.in === "query");
  const withBody = ["POST", "PUT", "PATCH"].includes(operation.method);
  return fc
    .record({
      path: fc.tuple(...path.map((parameter) => bent(parameter.schema, ids))),
      query: fc.tuple(...query.map((parameter) => fc.option(bent(parameter.schema, ids), { freq: 4 }))),
      body: withBody ? fc.option(bent(operation.body, ids), { freq: 8 }) : fc.constant(null),
    })
    .map(({ path: values, query: queried, body }) => {
      let url = operation.path;
      path.forEach((parameter, index) => {
        const value = percentEncoded(text(values[index]).slice(0, 2000)) || "x";
        url = url.replace(`{${parameter.name}}`, value).replace("{*}", value);
      });
      const search = new URLSearchParams();
      query.forEach((parameter, index) => {
        const value = queried[index];
        if (value !== null) search.set(parameter.name, text(value).slice(0, 2000));
      });
      const qs = search.toString();
      const request: FuzzRequest = { method: operation.method, url: qs ? `${url}?${qs}` : url };
      if (withBody && body !== null) request.payload = json(body);
      return request;
    });
}

export interface FuzzReport {
  requests: number;
  statuses: Record<string, number>;
  /** Requests answered with a 5xx (the property's counterexamples). */
  failures: { request: FuzzRequest; status: number; body: string }[];
}

/**
 * Sends `runs` random requests to random operations (skipping `skip`); the report. A 5xx is a failure: with
 * `stopOnFailure` fast-check shrinks it to the smallest request that fails and throws.
 */
export async function fuzzApi(
  app: FastifyInstance,
  options: { headers: Record<string, string>; ids: readonly string[]; runs: number; seed?: number; skip?: RegExp },
): Promise<FuzzReport> {
  const operations = (await operationsOf(app)).filter(
    (operation) => !options.skip?.test(`${operation.method} ${operation.path}`),
  );
  const report: FuzzReport = { requests: 0, statuses: {}, failures: [] };
  const arbitrary = fc.oneof(...operations.map((operation) => requestOf(operation, options.ids)));
  await fc.assert(
    fc.asyncProperty(arbitrary, fc.boolean(), async (request, signedIn) => {
      const response = await app.inject({
        method: request.method as "GET",
        url: request.url,
        headers: {
          ...(signedIn || request.url.startsWith("/api/v1") ? options.headers : {}),
          ...(request.payload !== undefined ? { "content-type": "application/json" } : {}),
        },
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      report.requests++;
      const family = `${Math.floor(response.statusCode / 100)}xx`;
      report.statuses[family] = (report.statuses[family] ?? 0) + 1;
      if (response.statusCode >= 500) {
        report.failures.push({ request, status: response.statusCode, body: response.body.slice(0, 500) });
        return false;
      }
      return true;
    }),
    { numRuns: options.runs, seed: options.seed, endOnFailure: true },
  );
  return report;
}
