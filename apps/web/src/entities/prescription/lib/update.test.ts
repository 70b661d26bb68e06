import { defaultPrescription } from "@solerx/domain/prescription";
import { describe, expect, it } from "vitest";
import { patchGroup } from "./update";

describe("patchGroup", () => {
  it("sets the patched fields of one group and keeps its other fields and the other groups", () => {
    const rx = defaultPrescription();
    const patched = patchGroup("topCovers", { topCoverLength: "sulcus" })(rx);
    expect(patched.topCovers).toEqual({ ...rx.topCovers, topCoverLength: "sulcus" });
    expect(patched.shellModifications).toBe(rx.shellModifications);
    expect(patched.uiContextData).toBe(rx.uiContextData);
    expect(rx.topCovers.topCoverLength).not.toBe("sulcus");
  });
});
