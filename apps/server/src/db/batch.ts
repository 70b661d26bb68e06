// Calls made while the server handles one round of I/O, run as one statement (issue 17 point 8). Under load many
// requests reach the same kind of query at once; each query is a round trip (a socket write that wakes the
// database, most of a small read's cost in the profile), so the calls of one turn of the event loop wait for its
// end (setImmediate) and go together. Only for statements whose rows do not depend on who asked (the owners of
// resources, appending audit entries): a caller's scope is never mixed into another's statement.

/** Past this many calls the batch goes at once, so one statement's parameters stay bounded. */
const MAX_BATCH = 500;
/** The real ones, taken at load: a test that fakes timers must not hold every query back. */
const atEndOfTurn = setImmediate;
const after = setTimeout;
const cancel = clearTimeout;

export interface BatchOptions {
  /**
   * One batch at a time: the calls made while a batch's statement runs wait for it and go together when it ends,
   * however many turns they came in. For statements that write (a read's audit entries): each commit waits for
   * the disk, and under load one commit for many reads costs far less than one per turn (docs/decisions.md).
   */
  oneAtATime?: boolean;
  /**
   * How long waiting calls wait for the running batch at most (ms); then they go beside it, so a statement that
   * hangs holds the next calls this long, not until it ends. Default 50.
   */
  maxWaitMs?: number;
}

interface Call<In, Out> {
  input: In;
  resolve(output: Out): void;
  reject(error: unknown): void;
}

/** The options of batches whose statement writes and commits (a read's audit entries). */
export const ONE_AT_A_TIME: BatchOptions = { oneAtATime: true };

/**
 * `run` gets the inputs of one turn and answers one output per input, in order; each caller gets its own. When
 * `run` fails, every caller of the batch gets its error (as each would have by itself).
 */
export function batchPerTurn<In, Out>(
  run: (inputs: readonly In[]) => Promise<readonly Out[]>,
  options: BatchOptions = {},
) {
  const maxWaitMs = options.maxWaitMs ?? 50;
  let pending: Call<In, Out>[] = [];
  let running = 0;
  // The pending calls' next chance to go: the end of this turn, or (one at a time, a batch running) its end.
  let scheduled = false;
  let waitLimit: ReturnType<typeof after> | undefined;
  const send = () => {
    if (waitLimit) cancel(waitLimit);
    waitLimit = undefined;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    running++;
    run(batch.map((call) => call.input))
      .then(
        (outputs) => {
          batch.forEach((call, index) => {
            call.resolve(outputs[index] as Out);
          });
        },
        (error: unknown) => {
          for (const call of batch) call.reject(error);
        },
      )
      .finally(() => {
        running--;
        if (pending.length > 0 && !scheduled) schedule();
      });
  };
  const endOfTurn = () => {
    scheduled = false;
    if (options.oneAtATime && running > 0) {
      // Sent when the running batch ends (finally above), or at the wait limit.
      waitLimit ??= after(send, maxWaitMs);
      return;
    }
    send();
  };
  const schedule = () => {
    scheduled = true;
    atEndOfTurn(endOfTurn);
  };
  return (input: In): Promise<Out> =>
    new Promise<Out>((resolve, reject) => {
      pending.push({ input, resolve, reject });
      if (!scheduled && !waitLimit) schedule();
      if (pending.length >= MAX_BATCH) send();
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
