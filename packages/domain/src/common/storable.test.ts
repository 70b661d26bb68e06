import { describe, expect, it } from "vitest";
import { INPUT_LIMITS } from "./constants";
import { isStorable, jsonProblem, TOO_DEEP_MESSAGE, TOO_LONG_MESSAGE, UNSTORABLE_MESSAGE } from "./storable";

/** A value nested `depth` objects deep. */
function nested(depth: number): unknown {
  let value: unknown = "leaf";
  for (let level = 0; level < depth; level += 1) value = { child: value };
  return value;
}

// The server's /api/v1 guard refuses these bodies before validation (routes/input-bounds.test.ts).
describe("what the database can store", () => {
  it("takes any JSON of texts without a NUL or a lone surrogate, emoji included", () => {
    expect(isStorable({ name: "Ann 😀", list: [1, null, true, { a: "b" }] })).toBe(true);
    expect(jsonProblem("plain")).toBeUndefined();
  });
  it("refuses a NUL or a lone surrogate, in a value or a key", () => {
    for (const bad of ["a\u0000b", "\ud800", "x\udc00y"]) {
      expect(jsonProblem({ text: bad }), JSON.stringify(bad)).toBe(UNSTORABLE_MESSAGE);
      expect(jsonProblem({ [bad]: 1 })).toBe(UNSTORABLE_MESSAGE);
    }
  });
  it("refuses a value nested too deep and a text too long, without overflowing on any depth", () => {
    expect(jsonProblem(nested(INPUT_LIMITS.jsonMaxDepth - 1))).toBeUndefined();
    expect(jsonProblem(nested(INPUT_LIMITS.jsonMaxDepth + 1))).toBe(TOO_DEEP_MESSAGE);
    expect(jsonProblem(nested(100_000))).toBe(TOO_DEEP_MESSAGE);
    expect(jsonProblem(["x".repeat(INPUT_LIMITS.jsonMaxStringLength + 1)])).toBe(TOO_LONG_MESSAGE);
  });
});
