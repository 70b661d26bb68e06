// One insole preview's digest, part by part: sha256 (its first 16 hex digits) of each mesh's bytes and of each
// other figure's JSON, the worker's own time left out. Self-contained (no import but types, no closure but each
// other) and on WebCrypto, so the same functions run in Node and, as their source, in the page
// (e2e/preview-hash.spec.ts).
import type { InsoleAnswer } from "../apps/web/src/entities/insole/insole-messages";
import type { InsoleView } from "../apps/web/src/entities/insole/insole-view";

/** Each foot's digest, or why it has no insole. */
export type AnswerDigest = Record<string, Record<string, string> | string>;

export async function previewDigest(view: InsoleView): Promise<Record<string, string>> {
  const bytes = (array: ArrayBufferView) =>
    new Uint8Array(array.buffer as ArrayBuffer, array.byteOffset, array.byteLength);
  const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
  const parts: [string, Uint8Array<ArrayBuffer>][] = [
    ["shell.positions", bytes(view.shell.positions)],
    ["shell.indices", bytes(view.shell.indices)],
    ["shell.thickness", bytes(view.shell.thickness)],
    ["cover.positions", bytes(view.cover.positions)],
    ["cover.indices", bytes(view.cover.indices)],
    ["foot.positions", view.foot ? bytes(view.foot.positions) : json(null)],
    ["foot.indices", view.foot ? bytes(view.foot.indices) : json(null)],
    ["outline", json(view.outline)],
    ["zones", json(view.zones)],
    ["sections", json(view.sections)],
    ["numbers", json(view.numbers)],
    ["checks", json(view.checks)],
    ["warnings", json(view.warnings)],
  ];
  const digest: Record<string, string> = {};
  for (const [name, part] of parts) {
    const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", part));
    digest[name] = [...hash.subarray(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
  }
  return digest;
}

/** A worker's answer: each foot's preview digest, or why the foot has none. */
export async function answerDigest(answer: InsoleAnswer): Promise<AnswerDigest> {
  if (answer.kind !== "insoles") return { answer: JSON.stringify(answer) };
  const out: AnswerDigest = {};
  for (const [side, foot] of Object.entries(answer.feet)) {
    out[side] = foot.insole.ok ? await previewDigest(foot.insole.insole) : `no insole: ${foot.insole.reason}`;
  }
  return out;
}
