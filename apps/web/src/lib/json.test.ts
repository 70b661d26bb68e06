import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseJsonWith } from "./json";

describe("parseJsonWith", () => {
  const Shape = z.object({ code: z.string() });

  it("answers the value of a JSON text of the schema's shape", () => {
    expect(parseJsonWith(Shape, '{"code":"X","more":1}')).toEqual({ code: "X" });
  });

  it("answers null for text that is not JSON, or JSON of another shape", () => {
    expect(parseJsonWith(Shape, "not json")).toBeNull();
    expect(parseJsonWith(Shape, '{"code":1}')).toBeNull();
    expect(parseJsonWith(Shape, "")).toBeNull();
  });
});
