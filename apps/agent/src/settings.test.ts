import { resolve } from "node:path";
import { CUSTOMER_CLIENT_DEVELOPMENT_SECRET } from "@solerx/domain/onboarding";
import { describe, expect, it } from "vitest";
import { loadAgentSettings } from "./settings";

describe("loadAgentSettings", () => {
  it("has the documented defaults", () => {
    expect(loadAgentSettings({})).toEqual({
      scannerPort: 5000,
      onboardingPort: 2381,
      issuer: "http://localhost:8080/oauth",
      clientSecret: CUSTOMER_CLIENT_DEVELOPMENT_SECRET,
      dataDir: resolve("data/agent"),
      appOrigins: ["http://localhost:8080", "http://127.0.0.1:8080", "http://[::1]:8080"],
      serverUrl: "http://localhost:8080",
    });
  });

  it("follows PORT, PUBLIC_URL, DATA_DIR and its own variables", () => {
    expect(loadAgentSettings({ PORT: "9000" }).appOrigins[0]).toBe("http://localhost:9000");
    expect(loadAgentSettings({ PORT: "9000" }).serverUrl).toBe("http://localhost:9000");
    expect(loadAgentSettings({ DATA_DIR: "/srv/solerx" }).dataDir).toBe("/srv/solerx/agent");
    const settings = loadAgentSettings({
      PUBLIC_URL: "https://clinic.example.com/",
      AGENT_PORT: "5001",
      ONBOARDING_PORT: "2382",
      AGENT_DATA_DIR: "/var/lib/solerx-agent",
      CUSTOMER_CLIENT_SECRET: "s3cret",
    });
    expect(settings).toEqual({
      scannerPort: 5001,
      onboardingPort: 2382,
      issuer: "https://clinic.example.com/oauth",
      clientSecret: "s3cret",
      dataDir: "/var/lib/solerx-agent",
      // A public app has one origin; the loopback names are only the local app's.
      appOrigins: ["https://clinic.example.com"],
      // Scans are uploaded to the app's own server.
      serverUrl: "https://clinic.example.com",
    });
    expect(loadAgentSettings({ SOLERX_ISSUER: "https://qa.example.com/oauth/" }).issuer).toBe(
      "https://qa.example.com/oauth",
    );
  });

  it("refuses a value it cannot use, naming the variable and the value", () => {
    const invalid: Record<string, string> = {
      AGENT_PORT: "five thousand",
      ONBOARDING_PORT: "99999",
      PORT: "-1",
      PUBLIC_URL: "localhost:8080",
      SOLERX_ISSUER: "not a url",
    };
    for (const [name, value] of Object.entries(invalid)) {
      expect(() => loadAgentSettings({ [name]: value }), name).toThrow(new RegExp(`${name} must .*got "${value}"`));
    }
  });
});
