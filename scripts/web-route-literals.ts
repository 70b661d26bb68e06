// The web app writes no route path as a literal (issue 18 point 5): every screen's address comes from
// apps/web/src/config/paths.ts (`paths.patients`), so renaming a route is one edit and a typo is a type error. This
// finds the literals that break the rule: a string or the head of a template whose path (before "?" or "#") is a
// route of paths.ts. "/" alone is too common (URLs, splits) to refuse everywhere: it counts where it is a place to
// go, as navigate("/"), location.assign("/") or to="/". Tests may name the addresses they visit.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import { paths } from "../apps/web/src/config/paths";

const ROUTE_PATHS = new Set<string>(Object.values(paths).filter((path) => path !== "/"));
const NAVIGATING_CALLS = new Set(["navigate", "assign", "replace", "redirect", "Navigate"]);
const NAVIGATING_ATTRIBUTES = new Set(["to", "href"]);

function isPlaceToGo(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isCallExpression(parent) && parent.arguments[0] === node) {
    const callee = parent.expression;
    const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : "";
    return NAVIGATING_CALLS.has(name);
  }
  const attribute = ts.isJsxExpression(parent) ? parent.parent : parent;
  return ts.isJsxAttribute(attribute) && NAVIGATING_ATTRIBUTES.has(attribute.name.getText());
}

/** "line: literal" for each route path the source writes as a literal. */
export function routeLiteralsIn(fileName: string, text: string): string[] {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      const path = (node.text.split(/[?#]/)[0] ?? "").replace(/(.)\/+$/, "$1");
      const literal = ts.isTemplateHead(node) ? node.parent : node;
      if (ROUTE_PATHS.has(path) || (path === "/" && isPlaceToGo(literal))) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push(`${line}: ${literal.getText()}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** "file:line: literal" for every source file under folder (tests and paths.ts itself aside). */
export function routeLiterals(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    if (file.endsWith(join("config", "paths.ts"))) continue;
    const name = relative(folder, file).split("\\").join("/");
    for (const hit of routeLiteralsIn(file, readFileSync(file, "utf8"))) found.push(`${name}:${hit}`);
  }
  return found;
}

// `npm run lint` runs this file: it names each literal and fails.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const found = routeLiterals(fileURLToPath(new URL("../apps/web/src", import.meta.url)));
  for (const hit of found)
    console.error(`apps/web/src/${hit}: a route path written as a literal; use paths from config/paths.ts`);
  if (found.length) process.exit(1);
  console.log("✔ no route path written as a literal in apps/web/src");
}
