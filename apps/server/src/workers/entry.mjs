// A pool worker (pool.ts): loads the task module named in workerData (TypeScript, through tsx in a namespace of
// its own, so it works under the tsx CLI, vitest and plain node alike) and runs each job it is sent. A task's
// Uint8Array answer is moved back, not copied; a task's error goes back as its name and message.
import { parentPort, threadId, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

const loader = register({ namespace: `solerx-worker-${threadId}` });
const tasks = await loader.import(workerData.tasks, import.meta.url);

parentPort.on("message", async ({ task, input }) => {
  try {
    if (typeof tasks[task] !== "function") throw new Error(`no task ${task}`);
    const value = await tasks[task](input);
    const transfer = value instanceof Uint8Array && value.byteOffset === 0 ? [value.buffer] : [];
    parentPort.postMessage({ ok: true, value }, transfer);
  } catch (error) {
    parentPort.postMessage({ ok: false, name: error?.name ?? "Error", message: String(error?.message ?? error) });
  }
});
