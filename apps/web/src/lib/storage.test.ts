import { describe, expect, it } from "vitest";
import { cookieString, readCookie } from "./storage";

describe("cookies", () => {
  it("reads one cookie from document.cookie", () => {
    expect(readCookie("a=1; solerx_eula_accepted=1; b=x%20y", "solerx_eula_accepted")).toBe("1");
    expect(readCookie("a=1; b=x%20y", "b")).toBe("x y");
    expect(readCookie("", "a")).toBeNull();
  });

  it("writes a first-party cookie, Secure on https", () => {
    expect(cookieString("solerx_eula_accepted", "1", false)).toBe(
      "solerx_eula_accepted=1; Path=/; Max-Age=31536000; SameSite=Lax",
    );
    expect(cookieString("a", "1", true, 0)).toBe("a=1; Path=/; Max-Age=0; SameSite=Lax; Secure");
  });
});
