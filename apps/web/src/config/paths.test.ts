import { describe, expect, it } from "vitest";
import { isPatientListScreen, isPublicPath, paths, ROUTES, routeOf, topBarMode } from "./paths";

describe("the route table", () => {
  it("shows the store drop-down on the list and index screens", () => {
    expect(topBarMode("/patients", false)).toBe("list");
    expect(topBarMode("/patients", true)).toBe("list");
    expect(topBarMode("/", false)).toBe("list");
    expect(topBarMode("/index", false)).toBe("list");
    expect(topBarMode("/landmark", false)).toBe("list");
  });

  it("hides the patient bar on exactly the screens the spec names", () => {
    const hidden = ["/patients", "/getting-started", "/index", "/saved-rx", "/saved-rx-list", "/privacy-policy"];
    for (const path of [...hidden, "/usbagent"]) expect(routeOf(path)?.patientBar, path).toBe(false);
    for (const path of ["/getting-started", "/saved-rx", "/saved-rx-list", "/privacy-policy", "/usbagent"]) {
      expect(topBarMode(path, true), path).toBe("plain");
    }
  });

  it("shows the patient bar on patient screens with a record open", () => {
    expect(topBarMode("/scan-settings", true)).toBe("patient");
    expect(topBarMode("/landmark", true)).toBe("patient");
    expect(topBarMode("/scan-settings", false)).toBe("plain");
  });

  it("shows the preview toggle only on the screens the spec names", () => {
    const shown = Object.values(ROUTES)
      .filter((meta) => meta.previewToggle)
      .map((meta) => meta.title)
      .sort();
    expect(shown).toEqual(
      [
        "3D Scan",
        "Results",
        "Landmark selection",
        "Order",
        "Patients",
        "Saved Rx List",
        "Saved Rx",
        "Scan settings",
        "Prescription",
      ].sort(),
    );
  });

  it("knows the public pages and the list screens", () => {
    expect(isPublicPath("/privacy-policy")).toBe(true);
    expect(isPublicPath("/usbagent/")).toBe(true);
    expect(isPublicPath("/patients")).toBe(false);
    expect(isPatientListScreen("/landmark")).toBe(true);
    expect(isPatientListScreen("/getting-started")).toBe(false);
    expect(paths.endView).toBe("/end-view");
    expect(routeOf("/lab")).toMatchObject({ shell: true, patientBar: false, public: false, needsPatient: false });
    expect(routeOf("/nowhere")).toBeNull();
  });
});
