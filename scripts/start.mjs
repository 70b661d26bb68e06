// `npm start`: runs the server and the scanner agent side by side and stops both on SIGINT or SIGTERM.
import { spawn } from "node:child_process";

const programs = [
  { name: "server", file: "apps/server/src/main.ts", essential: true },
  { name: "agent", file: "apps/agent/src/main.ts", essential: false },
];

const children = programs.map((program) => {
  const child = spawn(process.execPath, ["--import", "tsx", program.file], { stdio: "inherit" });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`${program.name} stopped (${signal ?? `exit code ${code}`})`);
    // The clinic side cannot work without the server; the agent is only needed for scanning.
    if (program.essential) stop(code ?? 1);
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  let running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (running.length === 0) process.exit(code);
  for (const child of running) {
    child.once("exit", () => {
      running = running.filter((other) => other !== child);
      if (running.length === 0) process.exit(code);
    });
    child.kill("SIGTERM");
  }
}

process.once("SIGINT", () => stop(0));
process.once("SIGTERM", () => stop(0));
