// Reading a PDF in tests with Debian's poppler-utils (.ci/run installs them): its text (pdftotext -layout: each line
// of the page as it lies, so a label and its value stay on one line whatever stands beside them) and its fields
// (pdfinfo). A PDF they cannot read fails the test with their message.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

function withFile<T>(bytes: Uint8Array, read: (file: string) => T): T {
  const folder = mkdtempSync(join(tmpdir(), "solerx-pdf-"));
  try {
    const file = join(folder, "presc.pdf");
    writeFileSync(file, bytes);
    return read(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The text of every page as laid out, pages separated by form feeds (\f). */
export function pdfText(bytes: Uint8Array): string {
  return withFile(bytes, (file) =>
    execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }),
  );
}

/** pdfinfo's fields: Pages, Page size, Title ... */
export function pdfInfo(bytes: Uint8Array): Record<string, string> {
  const out = withFile(bytes, (file) => execFileSync("pdfinfo", [file], { encoding: "utf8" }));
  return Object.fromEntries(
    out
      .split("\n")
      .filter((line) => line.includes(":"))
      .map((line) => [line.slice(0, line.indexOf(":")).trim(), line.slice(line.indexOf(":") + 1).trim()]),
  );
}
