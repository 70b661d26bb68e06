// The Chromium the browser tests drive: CHROMIUM_PATH when set, else Debian's /usr/bin/chromium where present,
// else the one the @sparticuz/chromium npm package carries (a Brotli-packed Chromium and its SwiftShader WebGL
// libraries, unpacked once into node_modules/.cache). Playwright itself never downloads a browser. What the
// packaged binary still needs from the system (libnss3 and the like) is checked before any test runs, so a
// machine that lacks it hears which libraries in one line (scripts/test.ts, its preflight).
import { execFileSync } from "node:child_process";
import { accessSync, constants, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
const root = join(dirname(fileURLToPath(import.meta.url)), "..");

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The packaged Chromium's folder, unpacked on first use (into a temporary folder, then renamed: all or nothing). */
async function packagedChromium(): Promise<string> {
  const require = createRequire(import.meta.url);
  // Its package.json is not exported: found from the entry point (build/index.js).
  const packageFolder = join(dirname(require.resolve("@sparticuz/chromium")), "..");
  const { version } = JSON.parse(readFileSync(join(packageFolder, "package.json"), "utf8")) as { version: string };
  const folder = join(root, "node_modules", ".cache", "solerx-chromium", version);
  const binary = join(folder, "chromium");
  if (existsSync(binary)) return binary;
  const partial = `${folder}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  // The package unpacks into os.tmpdir(), which follows TMPDIR: point it at the partial folder meanwhile.
  const { inflate } = (await import("@sparticuz/chromium")) as { inflate: (file: string) => Promise<string> };
  const bin = join(packageFolder, "bin");
  const tmp = process.env.TMPDIR;
  process.env.TMPDIR = partial;
  try {
    await inflate(join(bin, "chromium.br"));
    await inflate(join(bin, "swiftshader.tar.br"));
  } finally {
    if (tmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmp;
  }
  try {
    renameSync(partial, folder);
  } catch (error) {
    // Another process unpacked it first: use theirs.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(binary)) throw error;
  }
  return binary;
}

/** The path of the Chromium to drive. */
export async function chromiumPath(): Promise<string> {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) return chosen;
  if (executable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return packagedChromium();
}

/** The shared libraries the binary needs that this system lacks (ldd's "not found"), none when ldd is missing. */
export function missingLibraries(binary: string): string[] {
  let out: string;
  try {
    out = execFileSync("ldd", [binary], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  } catch {
    return [];
  }
  return out
    .split("\n")
    .filter((line) => line.includes("not found"))
    .map((line) => line.trim().split(/\s+/)[0] ?? line.trim());
}
