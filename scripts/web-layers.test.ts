// The import rules of .dependency-cruiser.cjs, proven on a fixture: a feature that imports another feature fails
// the check that `npm test` runs, and so does a static import of the 3D scan viewer; an import that points down the
// layers, the viewer loaded with import() and its texts imported at once pass.
import { describe, expect, it } from "vitest";
import { fixtureViolations } from "./cruise-fixture";

describe("web layering rules", () => {
  it("fail a feature that imports another feature and a static import of the scan viewer, and only those", async () => {
    const found = await fixtureViolations("web-layers");
    expect(found).toHaveLength(2);
    expect(found).toContainEqual({
      rule: "features-independent",
      from: "apps/web/src/features/alpha/alpha-screen.ts",
      to: "apps/web/src/features/beta/beta-screen.ts",
    });
    expect(found).toContainEqual({
      rule: "scan-viewer-lazy",
      from: "apps/web/src/features/delta/delta-screen.ts",
      to: "apps/web/src/components/scan-viewer/scan-viewer.ts",
    });
  });
});
