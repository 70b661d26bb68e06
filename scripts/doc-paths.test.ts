// The docs name real files (issue 18 point 6): every path that docs/ARCHITECTURE.md writes in backticks — a file
// (with an extension) or a folder (ending in "/") — is the end of a path in the repository, so a file that moves
// or goes fails here until the map says where it went. URLs, routes, globs and package names are not paths. Its
// relative links are checked the same way, and its length: it is a map, not the history (docs/decisions.md).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const SKIPPED = new Set(["node_modules", ".git", "dist", "dist-sourcemaps", "test-results", "playwright-report"]);
/** What the build makes (gitignored), which the map names where it is made. */
const GENERATED = new Set([
  "solerx-usb-agent/", // the agent's zip folder, scripts/build-agent-package.ts
  "agent.mjs", // its one-file bundle, same script
  "apps/web/public/assets/draco/", // scripts/copy-draco-decoder.ts, on every web build
  "draco_decoder.js",
  "draco_wasm_wrapper.js",
  "assets/", // the web build's output folder
  "dist/assets/mockscans/", // scripts/generate-mock-scans.ts, on every web build
]);

/** Every file and folder of the repository, as "a/b/c.ts" and "a/b/". */
function repositoryPaths(folder = root, paths: string[] = []): string[] {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      paths.push(`${relative(root, path)}/`);
      repositoryPaths(path, paths);
    } else paths.push(relative(root, path));
  }
  return paths;
}

/** The backticked words of a Markdown text that name a file or folder of this repository. */
function namedPaths(markdown: string): string[] {
  const words = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] as string);
  const looksLikePath = /^(\.{0,2}\/)?[\w.@-]+(\/[\w.@-]+)*(\.(ts|tsx|mjs|cjs|js|json|md|css|sql)|\/)$/;
  return [
    ...new Set(
      words.filter(
        (word) =>
          looksLikePath.test(word) &&
          !/^(\/|@|\.\.\/|[A-Z_]+\/)/.test(word) && // a route, a package, outside the repository, PUBLIC_URL/…
          !GENERATED.has(word),
      ),
    ),
  ];
}

/** The targets of a Markdown text's relative links ("[text](decisions.md#a)" → "decisions.md"), not URLs or anchors. */
function linkedFiles(markdown: string): string[] {
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => (match[1] as string).replace(/#.*$/, ""));
  return [...new Set(targets.filter((target) => target !== "" && !/^[a-z][a-z+.-]*:/i.test(target)))];
}

/** Words as `wc -w` counts them: runs of characters between white space. */
function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word !== "").length;
}

// A map, not a history (issue 18 point 6): past this the file has become a narrative again; move the narrative to
// docs/decisions.md and keep here where things are.
const MAP_WORD_LIMIT = 2500;

describe("docs/ARCHITECTURE.md", () => {
  const mapPath = join(root, "docs/ARCHITECTURE.md");

  it(`stays a short map: under ${MAP_WORD_LIMIT} words`, () => {
    expect(wordCount(readFileSync(mapPath, "utf8"))).toBeLessThan(MAP_WORD_LIMIT);
  });

  it("links only files that exist", () => {
    const text = readFileSync(mapPath, "utf8");
    const missing = linkedFiles(text).filter((target) => !existsSync(join(dirname(mapPath), target)));
    expect(missing).toEqual([]);
  });

  it("reads relative links, not URLs or anchors, and counts words as wc -w", () => {
    expect(linkedFiles("[a](decisions.md#moved), [b](https://x.org/a.md), [c](#here), [d](../README.md)")).toEqual([
      "decisions.md",
      "../README.md",
    ]);
    expect(wordCount("  a map,\n not a\thistory ")).toBe(5);
  });

  it("names only files and folders that exist", () => {
    const paths = repositoryPaths();
    const text = readFileSync(mapPath, "utf8");
    const missing = namedPaths(text).filter(
      (named) => !paths.some((path) => path === named.replace(/^\.\//, "") || path.endsWith(`/${named}`)),
    );
    expect(missing).toEqual([]);
  });

  it("reads backticked file and folder names, not routes, URLs, globs or packages", () => {
    expect(
      namedPaths(
        "`db/repository.ts`, `apps/web/dist`, `/api/v1`, `*.test.ts`, `@solerx/domain`, `components/`, `PUBLIC_URL/`",
      ),
    ).toEqual(["db/repository.ts", "components/"]);
  });
});

describe("the docs", () => {
  it("hold no merge conflict left unresolved", () => {
    // Text files merge without a compiler to stop a conflict's markers; two once reached main this way.
    const docs = repositoryPaths().filter((path) => path.endsWith(".md"));
    const marked = docs.filter((path) => /^(<{7}|>{7}) /m.test(readFileSync(join(root, path), "utf8")));
    expect(marked).toEqual([]);
  });
});
