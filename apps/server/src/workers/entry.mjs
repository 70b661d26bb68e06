// A pool worker (pool.ts): loads the task module named in workerData (TypeScript, through tsx in a namespace of
// its own, so it works under the tsx CLI, vitest and plain node alike) and runs each job it is sent. A task's
// Uint8Array answer is moved back, not copied; a task's error goes back as its name and message.
import { getPriority, setPriority } from "node:os";
import { parentPort, threadId, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

// Heavy work gives way to the thread that answers requests: when the cores are busy, a PDF takes a little longer,
// not every other clinic's request. Linux keeps a nice value per thread, so this lowers this worker's only.
try {
  setPriority(Math.min(19, getPriority() + 10));
} catch {
  // A platform that refuses it runs the worker at the server's priority.
}

const loader = register({ namespace: `solerx-worker-${threadId}` });
const tasks = await loader.import(workerData.tasks, import.meta.url);

parentPort.on("message", async ({ task, input }) => {
  try {
    if (typeof tasks[task] !== "function") throw new Error(`no task ${task}`);
    const value = await tasks[task](input);
    // Moved only when the bytes are their buffer's whole: a small Buffer (zlib's answer for a small input, among
    // others) is a slice of Node's shared pool, which cannot be moved even when the slice starts at offset 0.
    const whole = value instanceof Uint8Array && value.byteOffset === 0 && value.byteLength === value.buffer.byteLength;
    const transfer = whole ? [value.buffer] : [];
    parentPort.postMessage({ ok: true, value }, transfer);
  } catch (error) {
    parentPort.postMessage({ ok: false, name: error?.name ?? "Error", message: String(error?.message ?? error) });
  }
});
