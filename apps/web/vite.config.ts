import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { dracoDecoderPaths } from "./vite-plugins/draco-decoder-paths";
import { modalTrims } from "./vite-plugins/modal-trims";
import { precompress } from "./vite-plugins/precompress";
import { reactRouterProduction } from "./vite-plugins/react-router-production";
import { sourceMapsAside } from "./vite-plugins/source-maps-aside";
import { zodTrims } from "./vite-plugins/zod-trims";

// `npm run dev` serves the app on :5173 and forwards everything the server owns to it on :8080.
const SERVER = process.env.SOLERX_SERVER ?? "http://localhost:8080";
const proxied = ["/api", "/oauth", "/config.json", "/legal", "/check.txt", "/blobs", "/downloads"];

/**
 * Mantine components the first visit shows (shell, sign-in with its licence checkbox and modal, the store choice's
 * radios, patient list): see the mantine-base group.
 */
const FIRST_SCREEN_COMPONENTS = [
  "ActionIcon",
  "Alert",
  "Anchor",
  "AppShell",
  "Button",
  "Center",
  "Checkbox",
  "CloseButton",
  "Code",
  "Combobox/ComboboxChevron",
  "Combobox/get-parsed-combobox-data",
  "Divider",
  "Group",
  "Input",
  "InputBase",
  "Loader",
  "Modal",
  "ModalBase",
  "Overlay",
  "Paper",
  "Portal",
  "Radio",
  "Skeleton",
  "Stack",
  "Text",
  "TextInput",
  "ThemeIcon",
  "Title",
  "Transition",
  "VisuallyHidden",
];
const MANTINE_FIRST_SCREEN = new RegExp(
  `node_modules[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/](core|utils[\\\\/](InlineInput|InputsGroupFieldset)|components[\\\\/](${FIRST_SCREEN_COMPONENTS.join("|").replaceAll("/", "[\\\\/]")}))[\\\\/]`,
);

const MANTINE_HOOKS = /node_modules[\\/]@mantine[\\/]hooks[\\/]/;
/** What every icon is made with (each icon itself stays with the screens that show it). */
const ICON_FACTORY =
  /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes)\.mjs$/;
/** The app's own code and its workspace packages. */
const OWN_CODE = /^(?!.*node_modules).*[\\/](apps[\\/]web[\\/]src|packages[\\/][^\\/]+[\\/]src)[\\/]/;
/** Vite's helper for preloading a lazy chunk's imports, which the entry uses. */
const PRELOAD_HELPER = /^\0vite[\\/]preload-helper/;
/**
 * The shell's modals, which the app fetches all at once after its first screen (components/modals/lazy-modal.tsx):
 * sign-in and its error, the store choice, the account menu, the session's notices, the system error, the
 * confirmation of End session. The modals of a patient's record load with the record.
 */
const SHELL_MODALS =
  /[\\/]apps[\\/]web[\\/]src[\\/](features[\\/](auth|stores|session-timing|system-error)[\\/]components[\\/][^\\/]+-(modal|dialog)|components[\\/]modals[\\/]confirm-modal)\.tsx$/;

/**
 * Long-lived vendor chunks, so a release that only changes our code keeps the browser's cache of these. Mantine
 * as a whole is not one of them: a vendor group takes every module of its packages that any screen uses into one
 * chunk that the first screen preloads, and Mantine's components are many and mostly used by one screen each; left
 * to the bundler, each screen's components load with that screen.
 */
const VENDOR_GROUPS: ReadonlyArray<[name: string, test: RegExp]> = [
  ["react", /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/],
  // TanStack Query only: the patient list's virtualizer loads apart from the first download.
  ["query", /node_modules[\\/]@tanstack[\\/](react-)?query/],
  // Positioning for drop-downs and tooltips: its own chunk, so it loads with the first screen that has one.
  ["floating", /node_modules[\\/]@floating-ui[\\/]/],
  ["zod", /node_modules[\\/]zod[\\/]/],
  ["sentry", /node_modules[\\/]@sentry(-internal)?[\\/]/],
  // Mantine's core and the components the first screen (shell, sign-in, patient list) shows anyway, as one chunk:
  // shared with the lazy screens, the bundler otherwise cuts them into a dozen small chunks of the first download,
  // each compressed apart (measured: 8.8 KB of gzip more). Only components the first screen uses belong here.
  // Mantine's hooks go with it (small, used by its core and by most components), and the icons' factory.
  [
    "mantine-base",
    new RegExp([MANTINE_FIRST_SCREEN, MANTINE_HOOKS, ICON_FACTORY].map((test) => test.source).join("|")),
  ],
];

/**
 * Chunks whose imports are not listed for preloading: the 3D parts (the scan and insole viewers, the landmark
 * markers, Design Inspection, the insole preview) and the screens a clinic opens rarely (the lab's, device
 * onboarding, the agent download, the privacy policy). Every dynamic import's preload list is written into the
 * first download (vite's __vite__mapDeps), a chunk name each; these fetch three.js and their data anyway, or are
 * opened once, so their small imports loading a round trip later costs nothing a clinician sees.
 */
const NOT_PRELOADED =
  /^assets\/(scan-viewer|feet-scene|marker-viewer|insole-|design-inspection|landmark|later-screen|lab-|onboard-|usbagent-|privacy-policy-)/;

/** The live insole's bench page (harness/live-insole.html) is built only for the bench and the browser check. */
const HARNESS = process.env.SOLERX_HARNESS === "1";

export default defineConfig({
  // The maps leave dist before precompress runs, so they are neither served nor compressed.
  plugins: [
    react(),
    dracoDecoderPaths(),
    modalTrims(),
    zodTrims(),
    reactRouterProduction(),
    sourceMapsAside(fileURLToPath(new URL("dist-sourcemaps", import.meta.url))),
    precompress(),
  ],
  // The insole worker (entities/insole/insole.worker.ts) is a module worker: its geometry loads the Draco module
  // with import(), which a classic (iife) worker bundle cannot split.
  worker: {
    format: "es",
    rolldownOptions: {
      output: {
        entryFileNames: "assets/[name]-[hash].js",
        chunkFileNames: "assets/[name]-[hash].js",
        assetFileNames: "assets/[name]-[hash][extname]",
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: SERVER, changeOrigin: false }])),
  },
  build: {
    target: "es2022",
    // Maps without the sourceMappingURL comment: no browser asks for them (they are kept beside dist, not in it).
    sourcemap: "hidden",
    chunkSizeWarningLimit: 700,
    modulePreload: {
      resolveDependencies: (filename, dependencies) => (NOT_PRELOADED.test(filename) ? [] : dependencies),
    },
    rolldownOptions: {
      // SOLERX_HARNESS=1 adds the live insole's bench page (harness/live-insole.html): never in a shipped build.
      ...(HARNESS
        ? {
            input: {
              main: fileURLToPath(new URL("index.html", import.meta.url)),
              harness: fileURLToPath(new URL("harness/live-insole.html", import.meta.url)),
            },
          }
        : {}),
      // A zod schema is built without side effects: one a screen never uses is dropped, even where its module is
      // kept for another (the domain's topic files hold the server's request schemas beside the web's).
      treeshake: { manualPureFunctions: ["z"] },
      output: {
        entryFileNames: "assets/app-[hash].js",
        chunkFileNames: "assets/[name]-[hash].js",
        assetFileNames: "assets/[name]-[hash][extname]",
        // The harness build keeps the bundler's own chunks: the groups below would run main.tsx on its page too.
        codeSplitting: HARNESS
          ? true
          : {
              groups: [
                ...VENDOR_GROUPS.map(([name, test]) => ({ name: `vendor-${name}`, test })),
                // Our own code that the entry imports statically, in one chunk: left alone, the bundler cuts every
                // module the entry shares with a lazy chunk into a chunk of its own (twenty of them, a few hundred
                // bytes each, each compressed apart; docs/decisions.md "The first download under 200 KB"). Without
                // their dependencies: Mantine's barrel makes all of Mantine "initial", and NativeSelect's imports for
                // side effects would bring Combobox, Popover and the positioning library. The entry and this chunk
                // then import each other (the entry keeps a few icons): no module here may use an icon at its top level.
                {
                  name: "first",
                  test: new RegExp(`${OWN_CODE.source}|${PRELOAD_HELPER.source}`),
                  tags: ["$initial" as const],
                  includeDependenciesRecursively: false,
                },
                // The shell's modals as one chunk rather than one each: they are fetched together. Only the modals: what
                // they share with the first screen (icons, texts) would otherwise make the first screen load this chunk.
                { name: "modals", test: SHELL_MODALS, includeDependenciesRecursively: false },
              ],
            },
      },
    },
  },
});
