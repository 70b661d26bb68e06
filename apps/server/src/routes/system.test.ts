import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { appConfigOf } from "./system";

const PRODUCTION = { PUBLIC_URL: "https://clinic.example.com", CUSTOMER_CLIENT_SECRET: "a-real-secret" };

describe("the web app's settings (/config.json)", () => {
  it("tell the web app whether the server runs with demo data, where its test tools (sample scans) may show", () => {
    expect(appConfigOf(loadConfig(PRODUCTION)).demoData).toBe(false);
    expect(appConfigOf(loadConfig({ ...PRODUCTION, SEED_DEMO_DATA: "true" })).demoData).toBe(true);
    // A local installation seeds demo data, so it is a test installation too.
    expect(appConfigOf(loadConfig({})).demoData).toBe(true);
  });
});
