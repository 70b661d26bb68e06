// Runs make-one.ts in N fresh processes, K at a time, and says how many distinct answers (hashes) came out, with
// the parts and checks of every answer that is not the most common one. Optionally beside a CPU burner
// (`yes > /dev/null`, started here and killed at the end), with extra node arguments (V8 flags) and another node.
//
//   npx tsx scripts/geometry-proof/run.ts --runs 1000 --parallel 2 --burner
//   npx tsx scripts/geometry-proof/run.ts --runs 200 --burner --node-arg=--no-maglev-escape-analysis
//   npx tsx scripts/geometry-proof/run.ts --runs 200 --node /tmp/n26/node_modules/.bin/node --out /tmp/n26.jsonl
//
// Flags: --runs N (1000), --parallel K (2), --burner, --node PATH (this process's node), --node-arg=ARG
// (repeatable, put before the script), --only=property|scan (make-one's parts), --preview (make-one's insoles the
// browser worker's way), --out FILE (each run's answer
// appended as a JSON line, so runs split over several invocations can be summed with --summary FILE),
// --summary FILE (no runs: the report of a file written by --out), --logs DIR (each run's stdout and stderr kept
// there as run-I.log, for V8's tracing flags), --script FILE (another script printing make-one's answer line, e.g. the
// plain-JS repro's driver), --timeout-s S (per process, 300).
import { spawn } from "node:child_process";
import { appendFileSync, mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");

interface Options {
  runs: number;
  parallel: number;
  burner: boolean;
  node: string;
  nodeArgs: string[];
  only: string | undefined;
  out: string | undefined;
  summary: string | undefined;
  logs: string | undefined;
  script: string;
  preview: boolean;
  timeoutS: number;
}

function parse(argv: string[]): Options {
  const { values: v } = parseArgs({
    args: argv,
    options: {
      runs: { type: "string", default: "1000" },
      parallel: { type: "string", default: "2" },
      burner: { type: "boolean", default: false },
      node: { type: "string", default: process.execPath },
      "node-arg": { type: "string", multiple: true, default: [] },
      only: { type: "string" },
      out: { type: "string" },
      summary: { type: "string" },
      logs: { type: "string" },
      preview: { type: "boolean", default: false },
      script: { type: "string", default: MAKE_ONE },
      "timeout-s": { type: "string", default: "300" },
    },
  });
  const o: Options = {
    runs: Number(v.runs),
    parallel: Number(v.parallel),
    burner: v.burner,
    node: v.node,
    nodeArgs: v["node-arg"],
    only: v.only,
    out: v.out,
    summary: v.summary,
    logs: v.logs,
    script: v.script,
    preview: v.preview,
    timeoutS: Number(v["timeout-s"]),
  };
  if (o.logs) mkdirSync(o.logs, { recursive: true });
  if (!(o.runs >= 1 && o.parallel >= 1)) throw new Error("--runs and --parallel take positive numbers");
  return o;
}

export interface RunAnswer {
  hash: string;
  parts?: Record<string, string>;
  missed?: Record<string, string[]>;
  checks?: Record<string, unknown>;
  ms?: number;
  node?: string;
  v8?: string;
  execArgv?: string[];
  /** The run's index, when its log was kept (--logs). */
  run?: number;
  /** Set when the process failed (no answer line, a throw, a timeout). */
  error?: string;
}

const TSX = pathToFileURL(join(root, "node_modules", "tsx", "dist", "esm", "index.mjs")).href;
const MAKE_ONE = join(here, "make-one.ts");

function runOne(o: Options, index: number): Promise<RunAnswer> {
  return new Promise((resolve) => {
    const args = [
      ...o.nodeArgs,
      "--import",
      TSX,
      o.script,
      ...(o.only ? [`--only=${o.only}`] : []),
      ...(o.preview ? ["--preview"] : []),
    ];
    const child = spawn(o.node, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      err += d;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), o.timeoutS * 1000);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      // The answer is make-one's last {"hash"... line (V8's tracing flags print to stdout too, not always ending
      // their lines).
      const at = out.lastIndexOf('{"hash"');
      const line = at < 0 ? "" : (out.slice(at).split("\n")[0] as string);
      if (o.logs) writeFileSync(join(o.logs, `run-${index}.log`), `${out}\n--- stderr\n${err}`);
      try {
        const answer = JSON.parse(line) as RunAnswer;
        if (code === 0 && answer.hash) return resolve(answer);
      } catch {}
      resolve({ hash: `error:${code ?? signal}`, error: `exit ${code ?? signal}: ${err.trim().slice(-600)}` });
    });
  });
}

export function report(answers: RunAnswer[]): string {
  const counts = new Map<string, number>();
  for (const a of answers) counts.set(a.hash, (counts.get(a.hash) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  const [common] = ranked[0] ?? ["", 0];
  const reference = answers.find((a) => a.hash === common);
  const lines = [
    `${answers.length} runs, ${counts.size} distinct hash${counts.size === 1 ? "" : "es"}` +
      (answers[0]?.node
        ? ` (node ${answers[0].node}, V8 ${answers[0].v8}, args ${JSON.stringify(answers[0].execArgv)})`
        : ""),
  ];
  for (const [hash, count] of ranked) lines.push(`  ${count} × ${hash.slice(0, 16)}`);
  const others = answers.filter((a) => a.hash !== common);
  if (others.length > 0) {
    lines.push(`${others.length} of ${answers.length} differ from the most common answer:`);
    const seen = new Set<string>();
    for (const a of others) {
      const runs = others.filter((b) => b.hash === a.hash);
      if (a.error) {
        lines.push(`  error${a.run === undefined ? "" : ` (run ${a.run})`}: ${a.error}`);
        continue;
      }
      if (seen.has(a.hash)) continue;
      seen.add(a.hash);
      const parts = Object.keys(a.parts ?? {}).filter((k) => a.parts?.[k] !== reference?.parts?.[k]);
      const names = [...new Set(parts.map((p) => p.split(".")[0] as string))];
      const which = runs.some((b) => b.run !== undefined) ? ` (runs ${runs.map((b) => b.run).join(", ")})` : "";
      lines.push(`  ${runs.length} × ${a.hash.slice(0, 16)}${which}: parts ${parts.join(", ")}`);
      for (const n of names) {
        const mine = (a.checks?.[n] ?? {}) as Record<string, unknown>;
        const theirs = (reference?.checks?.[n] ?? {}) as Record<string, unknown>;
        const changed = Object.keys(mine)
          .filter((k) => JSON.stringify(mine[k]) !== JSON.stringify(theirs[k]))
          .map((k) => `${k} ${JSON.stringify(mine[k])} (not ${JSON.stringify(theirs[k])})`);
        const missed = a.missed?.[n]?.length ? `; missed ${a.missed[n]?.join(", ")}` : "";
        lines.push(`    ${n}: ${changed.join(", ") || "same checks"}${missed}`);
      }
    }
  }
  return lines.join("\n");
}

async function main(): Promise<void> {
  const o = parse(process.argv.slice(2));
  if (o.summary) {
    const answers = readFileSync(o.summary, "utf8")
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as RunAnswer);
    console.log(report(answers));
    return;
  }
  const burner = o.burner
    ? spawn("yes", [], { stdio: ["ignore", openSync("/dev/null", "w"), "ignore"], detached: false })
    : undefined;
  const stop = () => {
    if (burner && burner.exitCode === null) burner.kill("SIGKILL");
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });
  process.on("SIGTERM", () => {
    stop();
    process.exit(143);
  });
  const answers: RunAnswer[] = [];
  let next = 0;
  const started = Date.now();
  try {
    const worker = async () => {
      while (next < o.runs) {
        const index = next++;
        const answer = { ...(await runOne(o, index)), ...(o.logs ? { run: index } : {}) };
        answers.push(answer);
        if (o.out) appendFileSync(o.out, `${JSON.stringify(answer)}\n`);
        const bad = new Set(answers.map((a) => a.hash)).size;
        process.stderr.write(
          `\r${answers.length}/${o.runs} runs, ${bad} distinct, ${Math.round((Date.now() - started) / 1000)} s   `,
        );
      }
    };
    await Promise.all(Array.from({ length: o.parallel }, worker));
  } finally {
    stop();
    process.stderr.write("\n");
  }
  console.log(`burner: ${o.burner ? "yes > /dev/null" : "none"}; parallel ${o.parallel}; node ${o.node}`);
  console.log(report(answers));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
