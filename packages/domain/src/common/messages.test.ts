import { describe, expect, it } from "vitest";
import {
  APP_TEXTS,
  apiErrorMessage,
  genericErrorText,
  httpErrorText,
  inactivityCountdownText,
  REQUEST_ABORTED,
  VALIDATION_MESSAGES,
} from "./messages";

describe("HTTP texts", () => {
  it("uses the default text of known statuses", () => {
    expect(httpErrorText(400, "x", "y")).toBe("Bad Request");
    expect(httpErrorText(401, "x", "y")).toBe("Unauthorized");
    expect(httpErrorText(403, "x", "y")).toBe("Forbidden");
    expect(httpErrorText(404, "x", "y")).toBe("Not Found");
    expect(httpErrorText(500, "x", "y")).toBe("Internal Server Error");
    expect(httpErrorText(502, "x", "y")).toBe("Bad Gateway");
    expect(httpErrorText(503, "x", "y")).toBe("Service Unavailable");
  });
  it("formats any other status as the generic error", () => {
    expect(genericErrorText(418, "I'm a teapot", "short and stout")).toBe(
      "Generic Error: 418; I'm a teapot; short and stout",
    );
    expect(httpErrorText(409, "Conflict", "{}")).toBe("Generic Error: 409; Conflict; {}");
    expect(REQUEST_ABORTED).toBe("Request aborted");
  });
});

describe("texts with typographic quotes", () => {
  it("keeps the spec's curly quotes", () => {
    expect(VALIDATION_MESSAGES.invalidCharacters.endsWith(",<>:\u201c/|?*")).toBe(true);
    expect(APP_TEXTS.errorBoundary).toContain("\u201cEnd Session\u201d");
  });
  it("counts the inactivity seconds", () => {
    expect(inactivityCountdownText(42)).toBe("Due to inactivity your session will end in 42 seconds");
  });
});

describe("apiErrorMessage", () => {
  it("uses the endpoint's own text", () => {
    expect(apiErrorMessage("patient", 404)).toBe("Patient not found");
    expect(apiErrorMessage("session", 404)).toBe("Session not found");
    expect(apiErrorMessage("surfaceModel", 404)).toBe("Surface Model Not Found");
    expect(apiErrorMessage("savedRxRenameAndSave", 404)).toBe(
      "A prescription by the given new file name already exists",
    );
    expect(apiErrorMessage("createPatient", 422)).toBe("Some of provided data are invalid due to defined schema");
  });
  it("falls back to the default and then the standard texts", () => {
    expect(apiErrorMessage("session", 401)).toBe("Unauthorized");
    expect(apiErrorMessage("uploadUrl", 422)).toBe("Unprocessable Entity");
    expect(apiErrorMessage("session", 418)).toBe("Error");
  });
});
