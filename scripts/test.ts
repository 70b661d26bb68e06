// `npm test`: every check in order, each phase timed, stopping at the first that fails. The phases' times go to
// test-results/phases.json and are printed at the end (and by .ci/run). `npm test -- PHASE ...` runs only those.
//
// First the preflight: what the suite needs that `npm install` did not bring is named in one line before any
// test runs (the browser tests' Chromium and its system libraries).
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { chromiumPath, missingLibraries } from "../e2e/chromium";
import { PHASES, type Phase } from "./test-phases";

function run(command: string[]): Promise<number> {
  return new Promise((resolve) => {
    const [program = "", ...args] = command;
    const child = spawn(program, args, { stdio: "inherit" });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", () => resolve(1));
  });
}

/** Runs the commands `width` at a time; the phase fails when any does. */
async function runPhase(phase: Phase, width: number): Promise<boolean> {
  const queue = [...phase.commands];
  let ok = true;
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) if ((await run(next)) !== 0) ok = false;
  };
  await Promise.all(Array.from({ length: Math.min(width, queue.length) }, lane));
  return ok;
}

async function preflight(): Promise<void> {
  const binary = await chromiumPath();
  const missing = missingLibraries(binary);
  if (missing.length > 0) {
    console.error(
      `npm test: the browser tests' Chromium (${binary}) needs ${missing.join(", ")}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH to a Chromium`,
    );
    process.exit(1);
  }
}

const only = process.argv.slice(2);
const chosen = only.length > 0 ? PHASES.filter((phase) => only.includes(phase.name)) : PHASES;
if (only.length > 0 && chosen.length !== only.length) {
  console.error(`npm test: phases are ${PHASES.map((phase) => phase.name).join(", ")}`);
  process.exit(2);
}
if (chosen.some((phase) => phase.name === "browser")) await preflight();

const times: { phase: string; seconds: number; ok: boolean }[] = [];
let failed = false;
for (const phase of chosen) {
  const start = performance.now();
  const ok = await runPhase(phase, Math.max(2, availableParallelism()));
  times.push({ phase: phase.name, seconds: Math.round((performance.now() - start) / 100) / 10, ok });
  if (!ok) {
    failed = true;
    break;
  }
}
mkdirSync("test-results", { recursive: true });
writeFileSync("test-results/phases.json", `${JSON.stringify(times, null, 2)}\n`);
console.log("\nphase      seconds");
for (const { phase, seconds, ok } of times)
  console.log(`${phase.padEnd(10)} ${String(seconds).padStart(7)}${ok ? "" : "  FAILED"}`);
process.exit(failed ? 1 : 0);
