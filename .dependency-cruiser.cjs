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
    { name: "no-circular", severity: "error", from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(node_modules|dist)" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "types", "default"],
      extensions: [".ts", ".tsx", ".js"],
    },
  },
};
