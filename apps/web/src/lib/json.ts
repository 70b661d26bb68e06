// Text that should be JSON of a known shape (a WebSocket frame, an error body): parsed and checked in one step.
import type { z } from "zod";

/** The text as the schema's value, or null when it is not JSON or not of that shape. Never throws. */
export function parseJsonWith<S extends z.ZodType>(schema: S, text: string): z.output<S> | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
