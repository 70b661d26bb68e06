import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import {
  errorReportingEnabled,
  initErrorReporting,
  reportError,
  reportExtra,
  reportingSettings,
} from "./error-reporting";

const config = {
  issuer: "http://localhost:8080/oauth",
  clientId: "solerx-operator",
  apiResource: "http://localhost:8080/api/v1",
  contactEmail: "support@solerx.test",
  eulaUrl: "/legal/eula.html",
  usbAgentDownloadUrl: "",
  errorReportingDsn: "",
  version: "0.1.0",
};

describe("error reporting", () => {
  it("is off without an address, and initialising then does nothing", async () => {
    expect(reportingSettings(config, "dev")).toBeNull();
    expect(reportingSettings({ ...config, errorReportingDsn: "   " }, "dev")).toBeNull();
    await initErrorReporting(config, "dev");
    expect(errorReportingEnabled()).toBe(false);
    expect(() => reportError(new Error("x"))).not.toThrow();
  });

  it("samples as the spec says, tagged with the stack", () => {
    expect(reportingSettings({ ...config, errorReportingDsn: "https://k@o1.ingest.example/1" }, "qa")).toEqual({
      dsn: "https://k@o1.ingest.example/1",
      environment: "qa",
      release: "0.1.0",
      tracesSampleRate: 1.0,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1.0,
    });
  });

  it("names an API error's request id, so the report leads to the server's log lines", () => {
    const error = ApiError.fromResponse(500, "Internal Server Error", "{}", "req-42");
    expect(reportExtra(error, { screen: "summary" })).toEqual({ screen: "summary", requestId: "req-42" });
    expect(reportExtra(new Error("x"), { screen: "summary" })).toEqual({ screen: "summary" });
  });
});
