// Import boundaries of the design brief: apps -> packages; geometry -> domain; domain -> nothing of ours.
// The web app is layered one way: app -> features -> entities -> components, lib and config; features never
// import each other, so a screen can change without breaking another.
module.exports = {
  forbidden: [
    {
      name: "domain-is-pure",
      severity: "error",
      from: { path: "^packages/domain" },
      to: { path: "^(apps|packages/geometry)/" },
    },
    { name: "geometry-only-domain", severity: "error", from: { path: "^packages/geometry" }, to: { path: "^apps/" } },
    { name: "packages-not-apps", severity: "error", from: { path: "^packages/" }, to: { path: "^apps/" } },
    {
      name: "apps-independent",
      severity: "error",
      // An integration test (*.int.test.ts) may run two apps together, e.g. the onboarding agent against the server.
      from: { path: "^apps/([^/]+)/", pathNot: "\\.int\\.test\\.ts$" },
      to: { path: "^apps/", pathNot: "^apps/$1/" },
    },
    {
      name: "features-independent",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "web-features-not-app",
      severity: "error",
      from: { path: "^apps/web/src/features/" },
      to: { path: "^apps/web/src/app/" },
    },
    {
      name: "web-entities-below-features",
      severity: "error",
      from: { path: "^apps/web/src/entities/" },
      to: { path: "^apps/web/src/(app|features)/" },
    },
    {
      name: "web-shared-code-below-entities",
      severity: "error",
      comment: "components, lib and config serve every layer above them and know none of them",
      from: { path: "^apps/web/src/(components|lib|config)/" },
      to: { path: "^apps/web/src/(app|features|entities)/" },
    },
    {
      name: "web-lib-not-components",
      severity: "error",
      from: { path: "^apps/web/src/(lib|config)/" },
      to: { path: "^apps/web/src/components/" },
    },
    {
      name: "three-only-in-scan-viewer",
      severity: "error",
      comment: "three.js is over 200 KB of gzip: it may only travel in the 3D viewers' lazily loaded chunks",
      from: { path: "^apps/web/src/", pathNot: "^apps/web/src/components/(scan-viewer|insole-viewer)/" },
      to: { path: "node_modules/(three|@react-three/[^/]+|three-[^/]+)/" },
    },
    {
      name: "scan-viewer-lazy",
      severity: "error",
      comment: "the scan viewer loads only through import(): load.ts (the import) and texts.ts are the static ones",
      from: { path: "^apps/web/src/", pathNot: "^apps/web/src/components/(scan-viewer|insole-viewer)/" },
      to: {
        path: "^apps/web/src/components/scan-viewer/",
        pathNot: "^apps/web/src/components/scan-viewer/(texts|load)\\.ts$",
        dependencyTypesNot: ["dynamic-import"],
      },
    },
    {
      name: "insole-viewer-lazy",
      severity: "error",
      comment:
        "the insole viewer loads only through import(): load.ts, texts.ts and its pure arithmetic (heat-map.ts, " +
        "insole-model.ts, no three.js) are the static ones",
      from: { path: "^apps/web/src/", pathNot: "^apps/web/src/components/insole-viewer/" },
      to: {
        path: "^apps/web/src/components/insole-viewer/",
        pathNot: "^apps/web/src/components/insole-viewer/(texts|load|heat-map|insole-model)\\.ts$",
        dependencyTypesNot: ["dynamic-import"],
      },
    },
    {
      name: "geometry-only-in-insole-worker",
      severity: "error",
      comment:
        "the geometry code and its WASM run in the insole worker's own chunk (entities/insole/insole.worker.ts and " +
        "the files only it runs), never in the page's bundles: the first download must not grow",
      from: {
        path: "^apps/web/src/",
        pathNot: "^apps/web/src/entities/insole/(insole\\.worker|insole-worker-core|insole-view-of)(\\.test)?\\.ts$",
      },
      to: { path: "^packages/geometry/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "insole-worker-code-only-in-worker",
      severity: "error",
      comment: "the page reaches the insole worker through insole-worker-client.ts (new Worker), never by import",
      from: {
        path: "^apps/web/src/",
        pathNot: "^apps/web/src/entities/insole/(insole\\.worker|insole-worker-core|insole-view-of)(\\.test)?\\.ts$",
      },
      to: { path: "^apps/web/src/entities/insole/(insole\\.worker|insole-worker-core|insole-view-of)\\.ts$" },
    },
    {
      name: "server-areas-through-entry",
      severity: "error",
      comment: "an area imports another area only through its index.ts: its queries can change without the others",
      from: { path: "^apps/server/src/areas/([^/]+)/" },
      to: { path: "^apps/server/src/areas/[^/]+/", pathNot: "^apps/server/src/areas/($1/|[^/]+/index\\.ts$)" },
    },
    {
      name: "server-areas-entry-from-outside",
      severity: "error",
      comment: "routes, plugins and the rest of the server use an area through its index.ts (or the repository)",
      from: { path: "^apps/server/src/", pathNot: "^apps/server/src/areas/" },
      to: { path: "^apps/server/src/areas/[^/]+/", pathNot: "^apps/server/src/areas/[^/]+/index\\.ts$" },
    },
    {
      name: "server-areas-assembler-through-parts",
      severity: "error",
      comment: "the assembler and its context use an area's index.ts and its parts of the repository (*repository.ts)",
      from: { path: "^apps/server/src/areas/[^/]+$" },
      to: {
        path: "^apps/server/src/areas/[^/]+/",
        pathNot: "^apps/server/src/areas/[^/]+/(index|[a-z-]*repository)\\.ts$",
      },
    },
    {
      name: "server-db-below-areas",
      severity: "error",
      comment: "db/ is the shared database code (connection, schema, migrations, scope): it serves the areas",
      from: { path: "^apps/server/src/db/" },
      to: { path: "^apps/server/src/areas/" },
    },
    // The domain by topic (issue 18 point 5): packages/domain/src/<topic>/ holds one topic's schemas, options,
    // labels and rules; its index.ts lists what the topic offers. A topic reaches another only through that entry,
    // the topics form no cycle (a lower topic never needs a higher one), and an entry lists its own topic only.
    {
      name: "domain-topic-through-entry",
      severity: "error",
      comment: "a topic imports another topic through its index.ts, never one of its files",
      from: { path: "^packages/domain/src/([^/]+)/" },
      to: {
        path: "^packages/domain/src/[^/]+/",
        pathNot: ["^packages/domain/src/$1/", "^packages/domain/src/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "domain-topic-entry-own",
      severity: "error",
      comment: "a topic's index.ts re-exports its own files only: each name has one topic to import it from",
      from: { path: "^packages/domain/src/([^/]+)/index\\.ts$" },
      to: { path: "^packages/domain/src/", pathNot: "^packages/domain/src/$1/" },
    },
    {
      name: "domain-topics-acyclic",
      severity: "error",
      comment: "the topics are layered: a cycle between topic folders is refused even where no module cycle follows",
      scope: "folder",
      from: { path: "^packages/domain/src/[^/]+" },
      to: { path: "^packages/domain/src/[^/]+", circular: true },
    },
    {
      name: "domain-entry-only",
      severity: "error",
      comment: "outside the domain, only a topic's entry (@solerx/domain/<topic>) may be imported",
      from: { pathNot: "^packages/domain/" },
      to: { path: "^packages/domain/", pathNot: "^packages/domain/src/[^/]+/index\\.ts$" },
    },
    { name: "no-circular", severity: "error", from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // node_modules is not followed, but imports of it stay visible to the rules (three-only-in-scan-viewer).
    exclude: { path: "(^|/)dist/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "types", "default"],
      extensions: [".ts", ".tsx", ".js"],
    },
  },
};
