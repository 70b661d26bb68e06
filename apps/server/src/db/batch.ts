// Calls made while the server handles one round of I/O, run as one statement (issue 17 point 8). Under load many
// requests reach the same kind of query at once; each query is a round trip (a socket write that wakes the
// database, most of a small read's cost in the profile), so the calls of one turn of the event loop wait for its
// end (setImmediate) and go together. Only for statements whose rows do not depend on who asked (the owners of
// resources, appending audit entries): a caller's scope is never mixed into another's statement.

/** Past this many calls the batch goes at once, so one statement's parameters stay bounded. */
const MAX_BATCH = 500;
/** The real one, taken at load: a test that fakes timers must not hold every query back. */
const atEndOfTurn = setImmediate;

interface Call<In, Out> {
  input: In;
  resolve(output: Out): void;
  reject(error: unknown): void;
}

/**
 * `run` gets the inputs of one turn and answers one output per input, in order; each caller gets its own. When
 * `run` fails, every caller of the batch gets its error (as each would have by itself).
 */
export function batchPerTurn<In, Out>(run: (inputs: readonly In[]) => Promise<readonly Out[]>) {
  let pending: Call<In, Out>[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    run(batch.map((call) => call.input)).then(
      (outputs) => {
        batch.forEach((call, index) => {
          call.resolve(outputs[index] as Out);
        });
      },
      (error: unknown) => {
        for (const call of batch) call.reject(error);
      },
    );
  };
  return (input: In): Promise<Out> =>
    new Promise<Out>((resolve, reject) => {
      if (pending.length === 0) atEndOfTurn(flush);
      pending.push({ input, resolve, reject });
      if (pending.length >= MAX_BATCH) flush();
    });
}

/** One of what `make` builds per database (a batcher lives as long as its database, shared by every request). */
export function perDatabase<Db extends object, T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
