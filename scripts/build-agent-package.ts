// Builds the USB agent package a clinic downloads from /usbagent (the server serves it at
// /downloads/solerx-usb-agent.zip): the scanner and onboarding agents (apps/agent/src/main.ts) bundled into one
// agent.mjs with every dependency, draco3d's WASM files beside it, start scripts and a README, zipped under one
// folder. `npm run build` runs it after the web build; Node.js 22 or newer is all the clinic's PC needs.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { AGENT } from "@solerx/domain/common";
import { build } from "esbuild";
import { type Zippable, zipSync } from "fflate";
import { AGENT_VERSION } from "../apps/agent/src/agent";
import { AGENT_PACKAGE, REPO_ROOT } from "../apps/server/src/config";

/** Where the server looks for the package (its config's default). */
const DEFAULT_AGENT_PACKAGE = join(REPO_ROOT, AGENT_PACKAGE);
const FOLDER = "solerx-usb-agent";

// draco3d's Node modules are CommonJS that read their WASM with require("node:fs") from __dirname; an ES module
// has neither, so the bundle defines both, and __dirname is then the package folder the WASM files are copied to.
const BANNER = [
  'import { createRequire as __solerxCreateRequire } from "node:module";',
  'import { dirname as __solerxDirname } from "node:path";',
  'import { fileURLToPath as __solerxFileURLToPath } from "node:url";',
  "const require = __solerxCreateRequire(import.meta.url);",
  "const __filename = __solerxFileURLToPath(import.meta.url);",
  "const __dirname = __solerxDirname(__filename);",
].join("\n");
const DRACO_WASM = ["draco_encoder.wasm", "draco_decoder.wasm"];

// Windows: the folder of the script, whatever the working folder; the window stays open if the agent stops.
const START_CMD = '@echo off\r\nnode "%~dp0agent.mjs" %*\r\npause\r\n';
const START_SH = '#!/bin/sh\nexec node "$(dirname "$0")/agent.mjs" "$@"\n';

function readme(version: string): string {
  return `SoleRx USB agent ${version}

The local scanner agent of SoleRx: it runs on the PC the foot scanner is plugged into, and the SoleRx web app in
that PC's browser talks to it to take scans and to onboard the device. It must run on that same PC.

It needs Node.js 22 or newer (https://nodejs.org).

Start it:
  Windows:        double-click start.cmd (or run: node agent.mjs)
  macOS / Linux:  sh start.sh

Settings (environment variables, set before starting it):
  PUBLIC_URL       the SoleRx server's address, e.g. https://solerx.example.com (default http://localhost:8080)
  AGENT_PORT       the scanner agent's port (default ${AGENT.port})
  ONBOARDING_PORT  the onboarding agent's port (default ${AGENT.onboardingPort})
  CUSTOMER_CLIENT_SECRET  this installation's onboarding client secret (ask your SoleRx administrator)
  DATA_DIR         where it keeps the device's files (default ./data; AGENT_DATA_DIR overrides DATA_DIR/agent)

The ports must match the server's AGENT_PORT and ONBOARDING_PORT. Run it with --help for the mock scanner's flags.
`;
}

/** Bundles the agent and writes the zip to `outFile`; answers the file names inside it. */
export async function buildAgentPackage({ outFile = DEFAULT_AGENT_PACKAGE }: { outFile?: string } = {}) {
  const result = await build({
    entryPoints: [join(REPO_ROOT, "apps/agent/src/main.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    write: false,
    outfile: "agent.mjs",
    banner: { js: BANNER },
    logLevel: "warning",
  });
  const bundle = result.outputFiles[0];
  if (!bundle) throw new Error("esbuild produced no output");
  // The version the agent reports (health, OpenSessionStatus) is the one the package carries.
  const version = AGENT_VERSION;
  const dracoDir = dirname(fileURLToPath(import.meta.resolve("draco3d/package.json")));
  const text = (value: string) => new TextEncoder().encode(value);

  const files: Zippable = {
    "agent.mjs": bundle.contents,
    "package.json": text(`${JSON.stringify({ name: FOLDER, version, private: true, type: "module" }, null, 2)}\n`),
    "start.cmd": text(START_CMD),
    // Unix mode 0755 in the upper half of the external attributes (os 3: Unix), so unzip keeps it executable.
    "start.sh": [text(START_SH), { os: 3, attrs: 0o100755 << 16 }],
    "README.txt": text(readme(version)),
  };
  for (const name of DRACO_WASM) files[name] = await readFile(join(dracoDir, name));

  await mkdir(dirname(outFile), { recursive: true });
  await writeFile(outFile, zipSync({ [FOLDER]: files }, { level: 9, mtime: new Date("2026-01-01T00:00:00Z") }));
  return Object.keys(files).map((name) => `${FOLDER}/${name}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = await buildAgentPackage();
  console.log(`USB agent package: ${DEFAULT_AGENT_PACKAGE} (${names.length} files)`);
}
