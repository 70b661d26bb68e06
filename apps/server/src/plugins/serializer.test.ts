import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isDeeplyFrozen, keptSerializerCompiler } from "./serializer";

/** A response schema that counts how often an answer is checked against it. */
function countingSchema() {
  const counter = { checks: 0 };
  const schema = z.array(
    z.object({
      name: z.string().refine(() => {
        counter.checks += 1;
        return true;
      }),
    }),
  );
  const serialize = keptSerializerCompiler({ schema, method: "GET", url: "/x", httpStatus: "200" });
  return { counter, serialize };
}

describe("the answers' serializer", () => {
  it("checks and writes a deeply frozen answer once, and answers its kept text after", () => {
    const { counter, serialize } = countingSchema();
    const answer = Object.freeze([Object.freeze({ name: "Main Street" })]);
    expect(serialize(answer)).toBe('[{"name":"Main Street"}]');
    expect(serialize(answer)).toBe('[{"name":"Main Street"}]');
    expect(counter.checks).toBe(1);
  });

  it("checks every other answer each time, so a change always reaches the text", () => {
    const { counter, serialize } = countingSchema();
    const inner = { name: "Main Street" };
    // Frozen on top only: its store can still change.
    const answer = Object.freeze([inner]);
    expect(serialize(answer)).toBe('[{"name":"Main Street"}]');
    inner.name = "High Street";
    expect(serialize(answer)).toBe('[{"name":"High Street"}]');
    const open = [{ name: "Elm Road" }];
    serialize(open);
    serialize(open);
    expect(counter.checks).toBe(4);
  });

  it("strips what the schema does not name and refuses what breaks it, frozen or not", () => {
    const { serialize } = countingSchema();
    const withInternal = Object.freeze([Object.freeze({ name: "Main Street", internalNote: "not for the client" })]);
    expect(serialize(withInternal)).toBe('[{"name":"Main Street"}]');
    expect(() => serialize(Object.freeze([Object.freeze({ name: 7 })]))).toThrow();
  });

  it("tells deeply frozen values from shallow ones", () => {
    expect(isDeeplyFrozen(Object.freeze({ a: Object.freeze([1, 2]), b: "x" }))).toBe(true);
    expect(isDeeplyFrozen(Object.freeze({ a: [1, 2] }))).toBe(false);
    expect(isDeeplyFrozen({})).toBe(false);
    expect(isDeeplyFrozen("text")).toBe(true);
  });
});
