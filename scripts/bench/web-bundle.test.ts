import { describe, expect, it } from "vitest";
import { filesUpToPatientList, type Manifest } from "./web-bundle";

describe("web-bundle", () => {
  it("counts the entry and the patient list with their imports, never other routes' chunks", () => {
    const manifest: Manifest = {
      "index.html": { file: "assets/app.js", isEntry: true, imports: ["_react.js"], css: ["assets/app.css"] },
      "_react.js": { file: "assets/react.js" },
      "_table.js": { file: "assets/table.js", imports: ["_react.js"] },
      "src/app/routes/patients.tsx": {
        file: "assets/patients.js",
        src: "src/app/routes/patients.tsx",
        imports: ["_table.js"],
      },
      "src/app/routes/onboard.tsx": {
        file: "assets/onboard.js",
        src: "src/app/routes/onboard.tsx",
        imports: ["_big.js"],
      },
      "_big.js": { file: "assets/big.js" },
    };
    expect(filesUpToPatientList(manifest)).toEqual({
      js: ["assets/app.js", "assets/patients.js", "assets/react.js", "assets/table.js"],
      css: ["assets/app.css"],
    });
  });
});
