import { describe, expect, it } from "vitest";
import { isPatientListScreen, isPublicPath, topBarMode } from "./shell-mode";

describe("top bar mode", () => {
  it("shows the store drop-down on the list and index screens", () => {
    expect(topBarMode("/patients", false)).toBe("list");
    expect(topBarMode("/patients", true)).toBe("list");
    expect(topBarMode("/", false)).toBe("list");
    expect(topBarMode("/index", false)).toBe("list");
    expect(topBarMode("/landmark", false)).toBe("list");
  });

  it("hides the patient bar where the spec says", () => {
    for (const path of ["/getting-started", "/saved-rx", "/saved-rx-list", "/privacy-policy", "/usbagent"]) {
      expect(topBarMode(path, true), path).toBe("plain");
    }
  });

  it("shows the patient bar on patient screens with a record open", () => {
    expect(topBarMode("/scan-settings", true)).toBe("patient");
    expect(topBarMode("/landmark", true)).toBe("patient");
    expect(topBarMode("/scan-settings", false)).toBe("plain");
  });

  it("knows the public pages and the list screens", () => {
    expect(isPublicPath("/privacy-policy")).toBe(true);
    expect(isPublicPath("/usbagent/")).toBe(true);
    expect(isPublicPath("/patients")).toBe(false);
    expect(isPatientListScreen("/landmark")).toBe(true);
    expect(isPatientListScreen("/getting-started")).toBe(false);
  });
});
