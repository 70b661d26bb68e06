// The V8 settings every Node process that runs the geometry takes, imported for its effect before any geometry
// runs: the server (main.ts and its pool workers), the scanner agent, the benches and the unit tests.
//
// Maglev's escape analysis (V8 13.6, Node 24.21) now and then, under load, gave two calls of one function the
// second call's answer: one plane fit read as the next (an insole's 5° forefoot post measured 0°) and one band of
// a scan read as another (a foot oriented across). Fresh processes making the failing insole went wrong about
// one time in twenty without this setting and never with it (docs/decisions.md). Node does not take V8's own
// settings in NODE_OPTIONS, so they are set here, in the process, before the geometry's code is compiled.
import { setFlagsFromString } from "node:v8";

export const GEOMETRY_V8_FLAGS = ["--no-maglev-escape-analysis"] as const;

for (const flag of GEOMETRY_V8_FLAGS) setFlagsFromString(flag);
