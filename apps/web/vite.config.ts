import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { dracoDecoderPaths } from "./vite-plugins/draco-decoder-paths";
import { modalTrims } from "./vite-plugins/modal-trims";
import { precompress } from "./vite-plugins/precompress";
import { sourceMapsAside } from "./vite-plugins/source-maps-aside";
import { zodTrims } from "./vite-plugins/zod-trims";

// `npm run dev` serves the app on :5173 and forwards everything the server owns to it on :8080.
const SERVER = process.env.SOLERX_SERVER ?? "http://localhost:8080";
const proxied = ["/api", "/oauth", "/config.json", "/legal", "/check.txt", "/blobs", "/downloads"];

/** Mantine components the first screen (shell, sign-in, patient list) shows: see the mantine-base group. */
const FIRST_SCREEN_COMPONENTS = [
  "ActionIcon",
  "Button",
  "Center",
  "CloseButton",
  "Combobox/ComboboxChevron",
  "Group",
  "Input",
  "InputBase",
  "Loader",
  "Paper",
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
  `node_modules[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/](core|components[\\\\/](${FIRST_SCREEN_COMPONENTS.join("|").replaceAll("/", "[\\\\/]")}))[\\\\/]`,
);

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
  ["mantine-base", MANTINE_FIRST_SCREEN],
];

export default defineConfig({
  // The maps leave dist before precompress runs, so they are neither served nor compressed.
  plugins: [
    react(),
    dracoDecoderPaths(),
    modalTrims(),
    zodTrims(),
    sourceMapsAside(fileURLToPath(new URL("dist-sourcemaps", import.meta.url))),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: SERVER, changeOrigin: false }])),
  },
  build: {
    target: "es2022",
    // Maps without the sourceMappingURL comment: no browser asks for them (they are kept beside dist, not in it).
    sourcemap: "hidden",
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        entryFileNames: "assets/app-[hash].js",
        chunkFileNames: "assets/[name]-[hash].js",
        assetFileNames: "assets/[name]-[hash][extname]",
        codeSplitting: {
          groups: VENDOR_GROUPS.map(([name, test]) => ({ name: `vendor-${name}`, test })),
        },
      },
    },
  },
});
