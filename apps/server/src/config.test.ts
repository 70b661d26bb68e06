import { CUSTOMER_CLIENT_DEVELOPMENT_SECRET } from "@solerx/domain/onboarding";
import { describe, expect, it } from "vitest";
import { loadConfig, oauthUrls, REPO_ROOT } from "./config";
import { contentSecurityPolicy } from "./plugins/security";
import { appConfigOf } from "./routes/system";

const PRODUCTION = { PUBLIC_URL: "https://clinic.example.com", CUSTOMER_CLIENT_SECRET: "a-real-secret" };

describe("loadConfig", () => {
  it("has the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: "localhost",
      publicUrl: "http://localhost:8080",
      databaseUrl: undefined,
      contactEmail: "support@solerx.test",
      errorReportingDsn: "",
      // The package this server serves itself (npm run build makes it).
      usbAgentDownloadUrl: "http://localhost:8080/downloads/solerx-usb-agent.zip",
      logLevel: "info",
      seedDemoData: true,
      signInRateLimit: 10,
      customerClientSecret: CUSTOMER_CLIENT_DEVELOPMENT_SECRET,
      agentPort: 5000,
      onboardingPort: 2381,
    });
    expect(config.dataDir).toMatch(/data$/);
    expect(config.pgliteDataDir).toBe(`${config.dataDir}/pglite`);
    expect(config.webDist).toBe(`${REPO_ROOT}apps/web/dist`);
    expect(config.agentPackage).toBe(`${REPO_ROOT}apps/agent/dist/solerx-usb-agent.zip`);
  });

  it("sends /usbagent to this server's own USB agent package unless USB_AGENT_DOWNLOAD_URL names another", () => {
    expect(loadConfig(PRODUCTION).usbAgentDownloadUrl).toBe(
      "https://clinic.example.com/downloads/solerx-usb-agent.zip",
    );
    // Blank is unset, as for every setting: the server's own package, not "no download".
    expect(loadConfig({ ...PRODUCTION, USB_AGENT_DOWNLOAD_URL: " " }).usbAgentDownloadUrl).toBe(
      "https://clinic.example.com/downloads/solerx-usb-agent.zip",
    );
    expect(
      loadConfig({ ...PRODUCTION, USB_AGENT_DOWNLOAD_URL: "https://downloads.example.com/agent.zip" })
        .usbAgentDownloadUrl,
    ).toBe("https://downloads.example.com/agent.zip");
  });

  it("knows the agents' ports, for the web app to call them there", () => {
    expect(loadConfig({ AGENT_PORT: "5100", ONBOARDING_PORT: "2400" })).toMatchObject({
      agentPort: 5100,
      onboardingPort: 2400,
    });
    expect(() => loadConfig({ AGENT_PORT: "port" })).toThrow(
      'AGENT_PORT must be a port number (0 to 65535), got "port"',
    );
  });

  it("follows PORT and PUBLIC_URL", () => {
    expect(loadConfig({ PORT: "9000" }).publicUrl).toBe("http://localhost:9000");
    const config = loadConfig({
      ...PRODUCTION,
      PUBLIC_URL: "https://clinic.example.com/",
      DATABASE_URL: "postgres://db/solerx",
    });
    expect(oauthUrls(config)).toEqual({
      issuer: "https://clinic.example.com/oauth",
      apiResource: "https://clinic.example.com/api/v1",
      appUrl: "https://clinic.example.com/",
    });
    expect(config.databaseUrl).toBe("postgres://db/solerx");
  });

  it("listens on the loopback for a local PUBLIC_URL and on every interface otherwise, unless HOST says", () => {
    expect(loadConfig({ PUBLIC_URL: "http://127.0.0.1:8080" }).host).toBe("localhost");
    expect(loadConfig(PRODUCTION).host).toBe("0.0.0.0");
    expect(loadConfig({ ...PRODUCTION, HOST: "10.0.0.5" }).host).toBe("10.0.0.5");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
  });

  it("refuses the development customer-client secret when PUBLIC_URL is not a local address", () => {
    for (const publicUrl of ["https://clinic.example.com", "http://192.168.1.20:8080", "http://clinic-pc.local:8080"]) {
      expect(() => loadConfig({ PUBLIC_URL: publicUrl })).toThrow(/CUSTOMER_CLIENT_SECRET/);
      expect(() =>
        loadConfig({ PUBLIC_URL: publicUrl, CUSTOMER_CLIENT_SECRET: CUSTOMER_CLIENT_DEVELOPMENT_SECRET }),
      ).toThrow(/CUSTOMER_CLIENT_SECRET/);
      expect(loadConfig({ PUBLIC_URL: publicUrl, CUSTOMER_CLIENT_SECRET: "s3cret" }).customerClientSecret).toBe(
        "s3cret",
      );
    }
  });

  it("accepts the development secret on a local PUBLIC_URL", () => {
    for (const publicUrl of ["http://localhost:8080", "http://127.0.0.1:8181", "http://[::1]:8080", undefined]) {
      expect(loadConfig({ PUBLIC_URL: publicUrl }).customerClientSecret).toBe(CUSTOMER_CLIENT_DEVELOPMENT_SECRET);
    }
  });

  it("seeds demo logins only on a local PUBLIC_URL or when SEED_DEMO_DATA=true", () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ PUBLIC_URL: "http://localhost:8181" }).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: "false" }).seedDemoData).toBe(false);
    expect(loadConfig(PRODUCTION).seedDemoData).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO_DATA: "" }).seedDemoData).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO_DATA: "true" }).seedDemoData).toBe(true);
  });

  it("refuses a value it cannot use, naming the variable and the value", () => {
    const invalid: Record<string, string> = {
      PORT: "eighty",
      HOST: "http://0.0.0.0",
      PUBLIC_URL: "not a url",
      DATABASE_URL: "mysql://db/solerx",
      CONTACT_EMAIL: "support",
      USB_AGENT_DOWNLOAD_URL: "ftp://downloads.example.com/agent.msi",
      ERROR_REPORTING_DSN: "errors.example.com",
      LOG_LEVEL: "loud",
      SEED_DEMO_DATA: "yes",
      SIGN_IN_RATE_LIMIT: "0",
      BLOB_URL: "https://bucket.example.com",
      S3_ENDPOINT: "minio:9000",
    };
    for (const [name, value] of Object.entries(invalid)) {
      expect(() => loadConfig({ [name]: value }), name).toThrow(new RegExp(`${name} must .*got "${value}"`));
    }
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT must be a port number/);
    expect(() => loadConfig({ SIGN_IN_RATE_LIMIT: "2.5" })).toThrow(/SIGN_IN_RATE_LIMIT/);
  });

  it("keeps scan files under DATA_DIR unless BLOB_URL names an S3 bucket", () => {
    expect(loadConfig({})).toMatchObject({ blobUrl: undefined, s3Endpoint: undefined });
    expect(loadConfig({ BLOB_URL: "s3://clinic-scans/prod/", S3_ENDPOINT: "http://127.0.0.1:9000" })).toMatchObject({
      blobUrl: "s3://clinic-scans/prod",
      s3Endpoint: "http://127.0.0.1:9000",
    });
    expect(() => loadConfig({ BLOB_URL: "s3://UPPER" })).toThrow(/BLOB_URL must be s3:\/\/bucket/);
  });

  it("names every wrong variable at once", () => {
    expect(() => loadConfig({ PORT: "x", LOG_LEVEL: "loud" })).toThrow(/PORT must.*LOG_LEVEL must/);
  });

  it("lets the error-reporting host through the CSP only when set", () => {
    const dsn = "https://abc123@errors.example.com/42";
    const config = loadConfig({ ERROR_REPORTING_DSN: dsn });
    expect(appConfigOf(config).errorReportingDsn).toBe(dsn);
    expect(contentSecurityPolicy(config).directives.connectSrc).toContain("https://errors.example.com");
    expect(contentSecurityPolicy(loadConfig({})).directives.connectSrc.join(" ")).not.toContain("example.com");
  });

  it("lets the scan viewer read its blob: meshes and run its Draco decoder (WebAssembly in blob: workers)", () => {
    const { directives } = contentSecurityPolicy(loadConfig({}));
    expect(directives.connectSrc).toContain("blob:");
    expect(directives.workerSrc).toContain("blob:");
    expect(directives.scriptSrc).toContain("'wasm-unsafe-eval'");
    expect(directives.scriptSrc).not.toContain("blob:");
  });
});
