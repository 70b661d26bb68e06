// A statement compiled once per scope and bound to each call's own values (issue 17 point 8: building and
// compiling a record read with Kysely was a tenth of its CPU). The caller names the scope by a key and hands its
// values in a fixed order; the first compile with them is checked against a second with other values, and the
// text is kept only when the values sit in the same places and the text and every other value stay the same, so a
// kept statement never carries one call's values into another's.
import { CompiledQuery } from "kysely";

/** Scopes kept at most; past it the kept statements are dropped and compiled again. */
const MAX_SCOPES = 1000;

export class CompiledPerScope<Values extends readonly unknown[]> {
  private readonly kept = new Map<string, { sql: string; parameters: readonly unknown[]; slots: number[] }>();

  bind(key: string, values: Values, compile: (values: Values) => CompiledQuery): CompiledQuery {
    const kept = this.kept.get(key);
    if (kept) {
      const parameters = [...kept.parameters];
      kept.slots.forEach((slot, index) => {
        parameters[slot] = values[index];
      });
      return CompiledQuery.raw(kept.sql, parameters);
    }
    const compiled = compile(values);
    const probe = values.map((_, index) => [`probe ${index}`]) as unknown as Values;
    const again = compile(probe);
    const slots = values.map((value) => compiled.parameters.indexOf(value));
    const others = (query: CompiledQuery, at: number[]) =>
      JSON.stringify(query.parameters.filter((_, index) => !at.includes(index)));
    const same =
      again.sql === compiled.sql &&
      slots.every((slot, index) => slot >= 0 && again.parameters.indexOf(probe[index]) === slot) &&
      new Set(slots).size === slots.length &&
      others(again, slots) === others(compiled, slots);
    if (same) {
      if (this.kept.size >= MAX_SCOPES) this.kept.clear();
      this.kept.set(key, { sql: compiled.sql, parameters: compiled.parameters, slots });
    }
    return compiled;
  }
}
