import { describe, expect, it } from "vitest";
import { ROUTES, routeOf, topBarMode } from "../../config/paths";
import { type RightButtonsInput, rightButtons } from "./right-buttons";

function at(path: string, state: Partial<Omit<RightButtonsInput, "route" | "mode">> = {}) {
  const input = {
    signedIn: true,
    storeChosen: true,
    patientOpen: false,
    hasPatients: true,
    enoughScans: false,
    mobileView: false,
    ...state,
  };
  return rightButtons({ ...input, route: routeOf(path), mode: topBarMode(path, input.patientOpen) });
}

describe("the top bar's right-hand buttons", () => {
  it("shows search on the patients screen only when signed in and the store has patients", () => {
    expect(at("/patients").search).toBe(true);
    expect(at("/patients", { hasPatients: false }).search).toBe(false);
    expect(at("/patients", { signedIn: false }).search).toBe(false);
    expect(at("/getting-started").search).toBe(false);
  });

  it("shows add patient on the patients screen with a store chosen", () => {
    expect(at("/patients").addPatient).toBe(true);
    expect(at("/patients", { hasPatients: false }).addPatient).toBe(true);
    expect(at("/patients", { storeChosen: false }).addPatient).toBe(false);
    expect(at("/scan-settings", { patientOpen: true }).addPatient).toBe(false);
  });

  it("shows notes with the open patient's bar", () => {
    expect(at("/scan-settings", { patientOpen: true }).notes).toBe(true);
    expect(at("/landmark", { patientOpen: true }).notes).toBe(true);
    expect(at("/patients").notes).toBe(false);
    expect(at("/getting-started", { patientOpen: true }).notes).toBe(false);
  });

  it("shows design inspection with enough scans and a patient open, except on order-styles", () => {
    expect(at("/results", { patientOpen: true, enoughScans: true }).designInspection).toBe(true);
    expect(at("/results", { patientOpen: true, enoughScans: false }).designInspection).toBe(false);
    expect(at("/order-styles", { patientOpen: true, enoughScans: true }).designInspection).toBe(false);
  });

  it("shows PDF on summary, prescription and end-view with a patient open, never in the mobile view", () => {
    const pdfScreens = Object.values(ROUTES)
      .filter((route) => at(route.path, { patientOpen: true }).pdf)
      .map((route) => route.path);
    expect(pdfScreens.sort()).toEqual(["/end-view", "/prescription", "/summary"]);
    expect(at("/summary", { patientOpen: true, mobileView: true }).pdf).toBe(false);
    expect(at("/summary").pdf).toBe(false);
  });
});
