// The USB agent package unzips to a folder whose agent.mjs runs on plain Node: it starts both agents, answers the
// health check, and takes a scan (draco3d loading its WASM from beside the bundle) and uploads it to the server.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { AgentHealth } from "@solerx/domain/scan";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestScan } from "../apps/agent/src/testing/agent-client";
import { type FakeServer, startFakeServer } from "../apps/agent/src/testing/fake-server";
import { buildAgentPackage } from "./build-agent-package";

let dir: string;
let zip: Uint8Array;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "agent-package-"));
  await buildAgentPackage({ outFile: join(dir, "out", "solerx-usb-agent.zip") });
  zip = await readFile(join(dir, "out", "solerx-usb-agent.zip"));
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A port nothing listens on right now: the system's pick for port 0, released again. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

async function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once("exit", resolve));
}

describe("buildAgentPackage", () => {
  it("zips the bundled agent, draco3d's WASM, package.json, start scripts and a README under one folder", () => {
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual(
      [
        "",
        "agent.mjs",
        "draco_decoder.wasm",
        "draco_encoder.wasm",
        "package.json",
        "README.txt",
        "start.cmd",
        "start.sh",
      ]
        .map((name) => `solerx-usb-agent/${name}`)
        .sort(),
    );
    const text = (name: string) => new TextDecoder().decode(files[`solerx-usb-agent/${name}`]);
    expect(JSON.parse(text("package.json"))).toMatchObject({ type: "module", version: "0.1.0" });
    expect(text("start.cmd")).toContain('node "%~dp0agent.mjs"');
    expect(text("start.sh")).toContain("agent.mjs");
    for (const words of ["Node.js 22", "PUBLIC_URL", "AGENT_PORT", "5000", "ONBOARDING_PORT", "2381", "plugged into"]) {
      expect(text("README.txt")).toContain(words);
    }
    // Nothing is left to import from node_modules: only Node's own modules.
    const imports = [...text("agent.mjs").matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]);
    expect(imports.filter((name) => !name?.startsWith("node:"))).toEqual([]);
  });

  it("runs on plain Node from the unzipped folder: health check, then a scan encoded and uploaded", async () => {
    const folder = join(dir, "unzipped");
    for (const [name, bytes] of Object.entries(unzipSync(zip))) {
      if (name.endsWith("/")) continue;
      await mkdir(dirname(join(folder, name)), { recursive: true });
      await writeFile(join(folder, name), bytes);
    }
    const server: FakeServer = await startFakeServer();
    const [agentPort, onboardingPort] = [await freePort(), await freePort()];
    let output = "";
    const child = spawn(process.execPath, ["solerx-usb-agent/agent.mjs", "--scan-ms=50"], {
      cwd: folder,
      env: {
        PATH: process.env.PATH,
        AGENT_PORT: String(agentPort),
        ONBOARDING_PORT: String(onboardingPort),
        DATA_DIR: join(dir, "data"),
        PUBLIC_URL: server.url,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    try {
      // The agent's guard wants this PC's own name on its port as the Host, which fetch sends for 127.0.0.1.
      const health = `http://127.0.0.1:${agentPort}/hpagent/api/v1/health`;
      let answer: Response | undefined;
      for (let tries = 0; !answer?.ok; tries++) {
        if (child.exitCode !== null || tries > 200) throw new Error(`the agent did not start:\n${output}`);
        answer = await fetch(health).catch(() => undefined);
        if (!answer?.ok) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(AgentHealth.parse(await answer.json())).toMatchObject({ status: "ok", driver: "MOCK_SCANNER" });

      const { status, body } = await requestScan(agentPort, { origin: server.url });
      expect({ status, body, output }).toMatchObject({ status: 200, body: { measurementID: expect.any(String) } });
      const uploaded = server.files.get(String(body.measurementID));
      expect(new TextDecoder().decode(uploaded?.subarray(0, 5))).toBe("DRACO");
    } finally {
      child.kill("SIGTERM");
      await exited(child);
      await server.close();
    }
  }, 60_000);
});
