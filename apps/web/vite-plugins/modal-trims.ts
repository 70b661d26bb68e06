// Two imports inside Mantine 8 that put code no screen runs into every Mantine modal, the sign-in page's and the
// store choice's among them (measured in the browser: 14.5 KB of gzip of the first download):
// - ScrollArea takes one hook from @floating-ui/react (useMergeRefs, to merge two refs), which brings the whole
//   positioning library; it gets the same hook from @mantine/hooks (useMergedRef, already in the first download).
// - ModalRoot imports ScrollArea only to compare a modal's scrollAreaComponent with ScrollArea.Autosize (to offset
//   the scrollbars when a modal scrolls in one); the app's modals scroll natively (Mantine's default), so it gets
//   a stand-in that nothing else equals. A modal given scrollAreaComponent={ScrollArea.Autosize} would lose only
//   that offset.
// Every other importer of these modules (drop-downs, tooltips, screens with a ScrollArea) is left alone.
import type { Plugin } from "vite";

const MANTINE = String.raw`[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]`;

const TRIMS: ReadonlyArray<{ importer: RegExp; source: string; id: string; code: string }> = [
  {
    importer: new RegExp(`${MANTINE}ScrollArea[\\\\/]ScrollArea\\.mjs$`),
    source: "@floating-ui/react",
    id: "\0solerx:scroll-area-merge-refs",
    code: `import { useMergedRef } from "@mantine/hooks";
export function useMergeRefs(refs) {
  return useMergedRef(...refs);
}
`,
  },
  {
    importer: new RegExp(`${MANTINE}Modal[\\\\/]ModalRoot\\.mjs$`),
    source: "../ScrollArea/ScrollArea.mjs",
    id: "\0solerx:modal-root-scroll-area",
    code: "export const ScrollArea = { Autosize: function ScrollAreaAutosizeNotLoaded() {} };\n",
  },
];

export function modalTrims(): Plugin {
  return {
    name: "solerx:modal-trims",
    enforce: "pre",
    resolveId(source, importer) {
      const trim = TRIMS.find(
        (candidate) => candidate.source === source && importer && candidate.importer.test(importer),
      );
      return trim ? trim.id : null;
    },
    load(id) {
      return TRIMS.find((trim) => trim.id === id)?.code ?? null;
    },
  };
}
