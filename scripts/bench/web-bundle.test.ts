import { describe, expect, it } from "vitest";
import { type Download, downloadKind, gzipKb } from "./web-bundle";

describe("web-bundle", () => {
  it("counts scripts by what the browser asked for or what the server said, and CSS apart", () => {
    expect(downloadKind("script", "application/javascript; charset=utf-8")).toBe("script");
    // A module preload may not be typed as a script by the browser: the server's answer says it is one.
    expect(downloadKind("other", "text/javascript")).toBe("script");
    expect(downloadKind("stylesheet", "text/css")).toBe("style");
    expect(downloadKind("document", "text/html")).toBeNull();
    expect(downloadKind("fetch", "application/json")).toBeNull();
    expect(downloadKind("image", undefined)).toBeNull();
  });

  it("adds each file once, however many times the browser answered it from its cache", () => {
    const downloads: Download[] = [
      { url: "http://x/assets/app.js", kind: "script", gzipBytes: 1024 },
      { url: "http://x/assets/react.js", kind: "script", gzipBytes: 2048 },
      { url: "http://x/assets/app.js", kind: "script", gzipBytes: 1024 },
      { url: "http://x/assets/app.css", kind: "style", gzipBytes: 512 },
    ];
    expect(gzipKb(downloads, "script")).toBe(3);
    expect(gzipKb(downloads, "style")).toBe(0.5);
  });
});
