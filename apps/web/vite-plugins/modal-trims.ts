// Imports inside Mantine 8 that put code no screen runs into every Mantine modal, the sign-in page's and the
// store choice's among them (measured in the browser: 14.5 KB of gzip of the first download, then 3.7 KB more):
// - ScrollArea takes one hook from @floating-ui/react (useMergeRefs, to merge two refs), which brings the whole
//   positioning library; it gets the same hook from @mantine/hooks (useMergedRef, already in the first download).
// - ModalRoot imports ScrollArea only to compare a modal's scrollAreaComponent with ScrollArea.Autosize (to offset
//   the scrollbars when a modal scrolls in one); the app's modals scroll natively (Mantine's default), so it gets
//   a stand-in that nothing else equals. A modal given scrollAreaComponent={ScrollArea.Autosize} would lose only
//   that offset.
// - ModalBase locks the page's scrolling with react-remove-scroll (its wheel and touch filters, a side car, tslib),
//   and the AppShell parts and Notifications import it for two class names: both get src/components/modals/page-scroll-lock.tsx,
//   which does what the app's modals need of it (see there).
// Every other importer of these modules (drop-downs, tooltips, screens with a ScrollArea) is left alone.
import { fileURLToPath } from "node:url";
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

/** Importers of react-remove-scroll that get the app's own page scroll lock. */
const SCROLL_LOCK_IMPORTER = new RegExp(
  [
    `${MANTINE}(ModalBase[\\\\/]ModalBase|AppShell[\\\\/]AppShell(Header|Footer|Aside)[\\\\/]AppShell(Header|Footer|Aside))\\.mjs$`,
    // Mantine re-exports RemoveScroll, and Notifications takes it from there.
    String.raw`[\\/]@mantine[\\/]core[\\/]esm[\\/]index\.mjs$`,
  ].join("|"),
);
const PAGE_SCROLL_LOCK = fileURLToPath(new URL("../src/components/modals/page-scroll-lock.tsx", import.meta.url));

export function modalTrims(): Plugin {
  return {
    name: "solerx:modal-trims",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "react-remove-scroll" && importer && SCROLL_LOCK_IMPORTER.test(importer)) return PAGE_SCROLL_LOCK;
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
