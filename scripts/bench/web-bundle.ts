// What a browser loads from opening the web app to the patient list: the entry chunk, the chunks it imports
// (index.html preloads them), and the patient list route's chunk with its own imports, gzip-compressed as a
// server sends them. Builds the app first, so the figure is of the code as it is. Target: at most 200 KB of
// JavaScript; CSS is reported beside it.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Figure } from "./measure";

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The route module whose chunk shows the patient list. */
export const PATIENT_LIST_ROUTE = "src/app/routes/patients.tsx";

/** The files loaded up to the patient list: the entry and the route, each with its static imports. */
export function filesUpToPatientList(manifest: Manifest): { js: string[]; css: string[] } {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  const route = Object.entries(manifest).find(([, chunk]) => chunk.src === PATIENT_LIST_ROUTE)?.[0];
  if (!entry || !route) throw new Error("the manifest has no entry or no patient list route");
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(entry);
  visit(route);
  const chunks = [...seen].map((key) => manifest[key]).filter((chunk) => chunk !== undefined);
  return {
    js: [...new Set(chunks.map((chunk) => chunk.file))].sort(),
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].sort(),
  };
}

function gzipKb(dist: string, files: string[]): number {
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

export async function webBundle(): Promise<Figure[]> {
  const dist = join(import.meta.dirname, "../../apps/web/dist");
  // Build output is progress, not a figure: it goes to standard error.
  execFileSync("npm", ["run", "build", "-w", "@solerx/web"], { stdio: ["ignore", 2, 2] });
  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Manifest;
  const { js, css } = filesUpToPatientList(manifest);
  console.error(`web-bundle: ${js.join(", ")}`);
  return [
    { metric: "gzip_kb", value: gzipKb(dist, js), unit: "KB", target: "<=200" },
    { metric: "css_gzip_kb", value: gzipKb(dist, css), unit: "KB" },
  ];
}
