import { describe, expect, it } from "vitest";
import { decideRoute, type GuardInput } from "./route-guard";

const at = (url: string, extra: Partial<GuardInput> = {}): GuardInput => {
  const parsed = new URL(url, "http://localhost");
  return { pathname: parsed.pathname, search: parsed.search, patientOpen: false, devServer: false, ...extra };
};

describe("route guard", () => {
  it("sends / and /index to /patients, keeping the query", () => {
    expect(decideRoute(at("/")).redirectTo).toBe("/patients");
    expect(decideRoute(at("/index")).redirectTo).toBe("/patients");
    expect(decideRoute(at("/?hide_close_button=true")).redirectTo).toBe("/patients?hide_close_button=true");
  });

  it("stores a returned code and state and sends the user to /", () => {
    const decision = decideRoute(at("/patients?code=abc&state=xyz"));
    expect(decision.callback).toEqual({ code: "abc", state: "xyz" });
    expect(decision.redirectTo).toBe("/");
  });

  it("sends a returned code on a landmark path to /landmarks?id=…", () => {
    const decision = decideRoute(at("/landmark?code=abc&state=xyz&id=p-1"));
    expect(decision.callback).toEqual({ code: "abc", state: "xyz" });
    expect(decision.redirectTo).toBe("/landmarks?id=p-1");
  });

  it("needs both code and state to treat the address as a sign-in return", () => {
    expect(decideRoute(at("/patients?code=abc")).callback).toBeNull();
  });

  it("opens the patient named by id, with the order id when given", () => {
    expect(decideRoute(at("/summary?id=p-1&order_id=o-9")).openPatient).toEqual({ id: "p-1", orderId: "o-9" });
    expect(decideRoute(at("/threed?id=p-1")).openPatient).toEqual({ id: "p-1", orderId: null });
    expect(decideRoute(at("/threed?id=p-1")).redirectTo).toBeNull();
  });

  it("switches the mobile-app view on with hide_close_button", () => {
    expect(decideRoute(at("/patients?hide_close_button=true")).mobileView).toBe(true);
    expect(decideRoute(at("/patients?hide_close_button")).mobileView).toBe(true);
    expect(decideRoute(at("/patients")).mobileView).toBe(false);
  });

  it("takes the scanning agent's address from agenturi", () => {
    expect(decideRoute(at("/patients?agenturi=localhost:5000")).agentUri).toBe("localhost:5000");
  });

  it("shows the error screen for error, error_description and error_details", () => {
    const decision = decideRoute(at("/patients?error=access_denied&error_description=No&error_details=Why"));
    expect(decision.error).toEqual({ error: "access_denied", description: "No", details: "Why" });
    expect(decision.redirectTo).toBeNull();
  });

  it("sends screens that need a patient to /patients when none is open", () => {
    for (const path of [
      "/summary",
      "/threed",
      "/landmarks",
      "/results",
      "/order-styles",
      "/prescription",
      "/end-view",
    ]) {
      expect(decideRoute(at(path)).redirectTo, path).toBe("/patients");
    }
    // The spec's list leaves /landmark out, so it needs a patient too.
    expect(decideRoute(at("/landmark")).redirectTo).toBe("/patients");
    expect(decideRoute(at("/no-such-screen")).redirectTo).toBe("/patients");
  });

  it("leaves the patient-free screens alone", () => {
    for (const path of [
      "/patients",
      "/getting-started",
      "/saved-rx",
      "/saved-rx-list",
      "/privacy-policy",
      "/usbagent",
      "/onboard",
      "/patients/",
    ]) {
      expect(decideRoute(at(path)).redirectTo, path).toBeNull();
    }
  });

  it("lets patient screens through when a record is open or named", () => {
    expect(decideRoute(at("/summary", { patientOpen: true })).redirectTo).toBeNull();
    expect(decideRoute(at("/summary?id=p-1")).redirectTo).toBeNull();
  });

  it("does not redirect in the Vite development server, and only there", () => {
    expect(decideRoute(at("/summary", { devServer: true })).redirectTo).toBeNull();
    expect(decideRoute(at("http://localhost:8080/summary", { devServer: false })).redirectTo).toBe("/patients");
  });
});
