// Import boundaries of the design brief: apps -> packages; geometry -> domain; domain -> nothing of ours;
// web features never import each other.
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
