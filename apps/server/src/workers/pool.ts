// A small pool of worker threads for work that would stall the event loop (PDF layout, Draco decoding, surface
// exports; the insole generator's heavy work next). Three bounds keep every other request answering while it runs:
//   - `size` workers at most, each running one job at a time;
//   - `maxQueue` jobs waiting at most: one more is refused at once with PoolBusyError;
//   - each job's time limit: a job still running at its limit has its worker terminated (the only way to stop
//     synchronous code) and fails with PoolTimeoutError; a fresh worker takes its place for the next job.
// A worker that dies (out of memory, a crash) fails its job with PoolCrashError. The routes answer all three as 503
// with a message (plugins/error-handler.ts). A task module exports its tasks by name (see heavy-work-tasks.ts).
import { Worker } from "node:worker_threads";

const ENTRY = new URL("./entry.mjs", import.meta.url);

export interface PoolOptions {
  /** The module whose exported functions are the tasks, by name (TypeScript: the entry loads it with tsx). */
  tasks: URL;
  size: number;
  maxQueue: number;
  /** Heap of each worker, MB; WASM and array buffers are outside it. */
  maxHeapMb?: number;
}

/** What the pool refuses or loses: answered as 503 with `message`. */
export class PoolError extends Error {}
export class PoolBusyError extends PoolError {
  override name = "PoolBusyError";
}
export class PoolTimeoutError extends PoolError {
  override name = "PoolTimeoutError";
}
export class PoolCrashError extends PoolError {
  override name = "PoolCrashError";
}

/** A task's own error, rethrown on the calling side with its name and message (the stack stays in the worker). */
export class TaskError extends Error {
  constructor(
    override readonly name: string,
    message: string,
  ) {
    super(message);
  }
}

export interface JobOptions {
  timeLimitMs: number;
  /** Buffers moved to the worker rather than copied. */
  transfer?: ArrayBuffer[];
  /** The message of a time-out, for the caller's user. */
  timeoutMessage?: string;
}

interface Job {
  task: string;
  input: unknown;
  options: JobOptions;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job?: Job;
  timer?: NodeJS.Timeout;
}

type Reply = { ok: true; value: unknown } | { ok: false; name: string; message: string };

export interface PoolStats {
  running: number;
  queued: number;
  timedOut: number;
}

export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private closed = false;
  private timedOut = 0;

  constructor(private readonly options: PoolOptions) {}

  /** Runs `task` of the worker's module with `input`; its answer, or a PoolError. */
  run<T>(task: string, input: unknown, options: JobOptions): Promise<T> {
    if (this.closed) return Promise.reject(new PoolBusyError("The server is shutting down"));
    return new Promise<T>((resolve, reject) => {
      const job: Job = { task, input, options, resolve: resolve as (value: unknown) => void, reject };
      const idle = this.idleSlot();
      if (idle) return this.start(idle, job);
      if (this.queue.length >= this.options.maxQueue) {
        return reject(new PoolBusyError("The server is busy with other documents and scans; try again in a moment"));
      }
      this.queue.push(job);
    });
  }

  /** How many workers the pool runs at most. */
  get size(): number {
    return this.options.size;
  }

  stats(): PoolStats {
    return {
      running: this.slots.filter((slot) => slot.job).length,
      queued: this.queue.length,
      timedOut: this.timedOut,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const stopping = () => new PoolBusyError("The server is shutting down");
    for (const job of this.queue.splice(0)) job.reject(stopping());
    for (const slot of this.slots) this.finish(slot)?.reject(stopping());
    await Promise.all(this.slots.splice(0).map((slot) => this.stop(slot)));
  }

  private idleSlot(): Slot | undefined {
    const idle = this.slots.find((slot) => !slot.job);
    if (idle) return idle;
    if (this.slots.length >= this.options.size) return undefined;
    const slot: Slot = { worker: this.spawn() };
    this.slots.push(slot);
    this.watch(slot);
    return slot;
  }

  private spawn(): Worker {
    const worker = new Worker(ENTRY, {
      workerData: { tasks: this.options.tasks.href },
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb ?? 1024 },
    });
    // An idle worker does not keep the process alive.
    worker.unref();
    return worker;
  }

  private watch(slot: Slot): void {
    slot.worker.on("message", (reply: Reply) => {
      const job = this.finish(slot);
      if (!job) return;
      if (reply.ok) job.resolve(reply.value);
      else job.reject(new TaskError(reply.name, reply.message));
      this.next(slot);
    });
    const lost = (error: Error | number) => {
      const job = this.finish(slot);
      job?.reject(new PoolCrashError(`The work stopped unexpectedly (${String(error)}); try again`));
      this.replace(slot);
    };
    slot.worker.on("error", lost);
    slot.worker.on("exit", (code) => {
      // A terminate() of ours has already settled its job and replaced the worker.
      if (this.slots.includes(slot) && slot.job) lost(code);
    });
  }

  private start(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      this.timedOut++;
      const timedOut = this.finish(slot);
      timedOut?.reject(
        new PoolTimeoutError(timedOut.options.timeoutMessage ?? "The work took too long and was stopped; try again"),
      );
      this.replace(slot);
    }, job.options.timeLimitMs);
    slot.worker.postMessage({ task: job.task, input: job.input }, job.options.transfer ?? []);
  }

  /** The slot's job, taken off it with its timer. */
  private finish(slot: Slot): Job | undefined {
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.timer = undefined;
    slot.worker.unref();
    return job;
  }

  private next(slot: Slot): void {
    const job = this.queue.shift();
    if (job) this.start(slot, job);
  }

  /** Ends the slot's worker (its job is settled) and starts the next queued job on a fresh one. */
  private replace(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    void this.stop(slot);
    const job = this.queue.shift();
    if (!job) return;
    const fresh = this.idleSlot();
    if (fresh) this.start(fresh, job);
    else this.queue.unshift(job);
  }

  private async stop(slot: Slot): Promise<void> {
    slot.worker.removeAllListeners();
    // An error after removal must not become an uncaught exception.
    slot.worker.on("error", () => {});
    await slot.worker.terminate().catch(() => {});
  }
}
