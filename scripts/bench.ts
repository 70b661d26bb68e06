// `npm run bench` runs every benchmark, `npm run bench -- NAME` one. Each prints one JSON line per figure on
// standard output and nothing else there (progress goes to standard error). Benchmarks report; they never fail.
import { benchmarks } from "./bench/registry";

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
const unknown = wanted.filter((name) => !(name in benchmarks));
if (unknown.length > 0) {
  console.error(`unknown benchmark ${unknown.join(", ")}; known: ${Object.keys(benchmarks).join(", ")}`);
  process.exit(2);
}
for (const name of wanted.length > 0 ? wanted : Object.keys(benchmarks)) {
  console.error(`bench ${name}…`);
  const run = benchmarks[name];
  if (run) for (const figure of await run()) console.log(JSON.stringify({ bench: name, ...figure }));
}
