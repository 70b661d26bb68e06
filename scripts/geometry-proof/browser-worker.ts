// A dedicated Web Worker, a fresh V8 isolate in Chromium as the web app's insole worker is: pipeline.ts's making,
// hashed with SubtleCrypto exactly as make-one.ts hashes it with node:crypto, and posted back in make-one's answer
// shape. browser.ts bundles this file with esbuild and starts one worker per run.
import { make } from "./pipeline";

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");

async function sha256(parts: Uint8Array[]): Promise<string> {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.byteLength;
  }
  return hex(await crypto.subtle.digest("SHA-256", all));
}

/** The worker's global scope, typed here (the scripts' tsconfig has Node's types, not the DOM's). */
const scope = globalThis as unknown as {
  onmessage: ((event: { data: { only?: "property" | "scan"; preview: boolean } }) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = async (event) => {
  try {
    const made = await make(event.data.only, event.data.preview);
    const parts: Record<string, string> = {};
    for (const [name, bytes] of made.collected.parts) parts[name] = (await sha256(bytes)).slice(0, 16);
    const hash = await sha256([new TextEncoder().encode(JSON.stringify(parts))]);
    scope.postMessage({
      hash,
      parts,
      missed: made.missed,
      checks: made.checks,
      ms: made.ms,
      node: navigator.userAgent,
      v8: /Chrome\/(\d+)/.exec(navigator.userAgent)?.[1] ?? "?",
      execArgv: [],
      preview: made.preview,
    });
  } catch (error) {
    scope.postMessage({
      hash: "error:throw",
      error: error instanceof Error ? `${error.message}\n${error.stack}` : String(error),
    });
  }
};
