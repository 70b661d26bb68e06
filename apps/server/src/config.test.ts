import { describe, expect, it } from "vitest";
import { loadConfig, oauthUrls, REPO_ROOT } from "./config";
import { contentSecurityPolicy } from "./plugins/security";
import { appConfigOf } from "./routes/system";

describe("loadConfig", () => {
  it("has the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: "http://localhost:8080",
      databaseUrl: undefined,
      contactEmail: "support@solerx.test",
      errorReportingDsn: "",
      logLevel: "info",
    });
    expect(config.dataDir).toMatch(/data$/);
    expect(config.pgliteDataDir).toBe(`${config.dataDir}/pglite`);
    expect(config.webDist).toBe(`${REPO_ROOT}apps/web/dist`);
  });

  it("follows PORT and PUBLIC_URL", () => {
    expect(loadConfig({ PORT: "9000" }).publicUrl).toBe("http://localhost:9000");
    const config = loadConfig({ PUBLIC_URL: "https://clinic.example.com/", DATABASE_URL: "postgres://db/solerx" });
    expect(oauthUrls(config)).toEqual({
      issuer: "https://clinic.example.com/oauth",
      apiResource: "https://clinic.example.com/api/v1",
      appUrl: "https://clinic.example.com/",
    });
    expect(config.databaseUrl).toBe("postgres://db/solerx");
  });

  it("refuses settings it cannot use", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ PUBLIC_URL: "not a url" })).toThrow();
  });

  it("lets the error-reporting host through the CSP only when set", () => {
    const dsn = "https://abc123@errors.example.com/42";
    const config = loadConfig({ ERROR_REPORTING_DSN: dsn });
    expect(appConfigOf(config).errorReportingDsn).toBe(dsn);
    expect(contentSecurityPolicy(config).directives.connectSrc).toContain("https://errors.example.com");
    expect(contentSecurityPolicy(loadConfig({})).directives.connectSrc.join(" ")).not.toContain("example.com");
  });
});
