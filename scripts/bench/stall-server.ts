// A child process of the stall benchmark: the real server on a fresh embedded database with what the heavy
// operations need, listening on a free port: a patient whose notes are one word as long as the API takes (the PDF's
// worst case of layout), and a scan at the foot-scan limit (INPUT_LIMITS.scanMaxTriangles) to convert to STL and
// OBJ. It reports the addresses to the parent over IPC, and its event loop's worst delay when asked, starts its worker
// pool afresh when asked (as main.ts at a start: prewarmed, not waited for), then runs until the parent disconnects.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { INPUT_LIMITS } from "@solerx/domain/common";
import { createPatient, medicalProfile, saveMedicalProfile } from "../../apps/server/src/test/patient-records";
import { denseScan, uploadScan } from "../../apps/server/src/test/scans";
import { signIn } from "../../apps/server/src/test/sign-in";
import { createTestApp } from "../../apps/server/src/test/test-app";
import { configureHeavyWork, prewarmHeavyWork } from "../../apps/server/src/workers/heavy-work";
import { demoOperator } from "./demo-operator";

const { app } = await createTestApp({ logLevel: "warn" });
const { headers, store } = await demoOperator(app);
const tokens = await signIn(app, "demo@solerx.test", "solerx-demo");
const [doctor] = (
  await app.inject({ url: `/api/v1/store/doctors/${store.storeID}/${store.companyID}`, headers })
).json() as { userID: string }[];
const ids = await createPatient(app, tokens, store.storeID, { assignedToDoctor: doctor?.userID });
await saveMedicalProfile(app, tokens, ids, medicalProfile({ notes: "W".repeat(INPUT_LIMITS.notesMaxLength) }));
// Just under the limit: the largest scan the server takes.
const triangles = INPUT_LIMITS.scanMaxTriangles - 2_000;
const scanID = await uploadScan(app, tokens, ids.sessionID, { bytes: await denseScan(triangles) });
const url = await app.listen({ host: "127.0.0.1", port: 0 });
const server = {
  url,
  headers,
  pdf: {
    path: "/api/v1/profile/create/PDFInput",
    body: { ...ids, employeeID: tokens.sub, storeID: store.storeID, sizeGender: "male" },
  },
  surface: `/api/v1/biometric/scans/${scanID}/get3DScanSurfaceModel?encoding=`,
  triangles,
};
// The server's own event-loop delay, which the machine's load elsewhere does not inflate the way a client's
// latency is: "reset" starts a window, "read" answers its worst delay in ms and its main thread's most CPU in one turn.
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
// The delay counts the time the machine gave the process no core as well. What the server itself held the loop
// with is the main thread's own CPU time between two turns of a 5 ms timer: a long task or a GC pause spends it, a
// process waiting for a core does not.
const TICK_MS = 5;
let lastCpu = process.threadCpuUsage();
let busyMaxMs = 0;
setInterval(() => {
  const cpu = process.threadCpuUsage();
  busyMaxMs = Math.max(busyMaxMs, (cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000);
  lastCpu = cpu;
}, TICK_MS);
process.on("message", async (message) => {
  if (message === "reset") {
    loop.reset();
    busyMaxMs = 0;
  }
  if (message === "read") process.send?.({ loopDelayMaxMs: loop.max / 1e6, loopBusyMaxMs: busyMaxMs });
  if (message === "fresh") {
    await configureHeavyWork({});
    prewarmHeavyWork();
    process.send?.({ fresh: true });
  }
});
process.send?.(server);
process.on("disconnect", () => process.exit(0));
