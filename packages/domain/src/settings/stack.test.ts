import { describe, expect, it } from "vitest";
import { deriveStack } from "./stack";

describe("deriveStack", () => {
  it("treats the local machine as dev", () => {
    for (const host of ["localhost", "127.0.0.1", "[::1]", "::1", "0.0.0.0", "clinic-pc.local", "app.localhost"]) {
      expect(deriveStack(host)).toBe("dev");
    }
    expect(deriveStack("localhost:8080")).toBe("dev");
    expect(deriveStack("[::1]:5173")).toBe("dev");
  });
  it("reads dev, qa, stg and staging labels", () => {
    expect(deriveStack("dev.solerx.example")).toBe("dev");
    expect(deriveStack("solerx-dev.example.com")).toBe("dev");
    expect(deriveStack("dev2.solerx.example")).toBe("dev");
    expect(deriveStack("qa.solerx.example")).toBe("qa");
    expect(deriveStack("app-qa1.solerx.example")).toBe("qa");
    expect(deriveStack("stg.solerx.example")).toBe("stg");
    expect(deriveStack("solerx.staging.example.com")).toBe("stg");
    expect(deriveStack("QA.SOLERX.EXAMPLE.")).toBe("qa");
  });
  it("uses the leftmost stack label", () => {
    expect(deriveStack("qa.dev.solerx.example")).toBe("qa");
  });
  it("is prod otherwise, even when a label merely contains a stack word", () => {
    expect(deriveStack("solerx.example.com")).toBe("prod");
    expect(deriveStack("app.solerx.com:443")).toBe("prod");
    expect(deriveStack("devon-clinic.com")).toBe("prod");
    expect(deriveStack("aqua-feet.com")).toBe("prod");
    expect(deriveStack("10.0.0.5")).toBe("prod");
  });
});
