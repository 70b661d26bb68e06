// @vitest-environment jsdom
// The WebGL probe: a software renderer draws without multisampling (issue 20's design-update: about three times a
// frame's cost there) and with a filtered shadow instead of a blurred one, a graphics card with both, and a context
// that will not name its renderer still draws.
import { afterEach, describe, expect, it, vi } from "vitest";

const UNMASKED_RENDERER_WEBGL = 0x9246;
const RENDERER = 0x1f01;

/** A fresh probe (it asks once per page load) over a context that names `renderer`, or none. */
async function probeWith(renderer: string | null) {
  vi.resetModules();
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(
    () =>
      ({
        RENDERER,
        getExtension: (name: string) => (name === "WEBGL_debug_renderer_info" ? { UNMASKED_RENDERER_WEBGL } : null),
        getParameter: (parameter: number) => {
          if (renderer === null) throw new Error("not told");
          return parameter === UNMASKED_RENDERER_WEBGL ? renderer : "WebKit WebGL";
        },
      }) as never,
  );
  return import("./webgl-support");
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("canvasGl", () => {
  it("draws unsmoothed on a software renderer", async () => {
    const probe = await probeWith("ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)");
    expect(probe.webglAvailable()).toBe(true);
    expect(probe.canvasGl()).toEqual({ antialias: false });
  });

  it("smooths edges on a graphics card", async () => {
    const probe = await probeWith("ANGLE (Intel, Mesa Intel(R) UHD Graphics 620, OpenGL 4.6)");
    expect(probe.canvasGl()).toEqual({ antialias: true });
  });

  it("smooths edges, and still draws, where the renderer is not named", async () => {
    const probe = await probeWith(null);
    expect(probe.webglAvailable()).toBe(true);
    expect(probe.canvasGl()).toEqual({ antialias: true });
  });
});

describe("canvasShadows", () => {
  it("filters the shadow on a software renderer, without the variance map's blur passes", async () => {
    const probe = await probeWith("ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)");
    expect(probe.canvasShadows()).toBe("soft");
  });

  it("blurs a variance shadow map on a graphics card and where the renderer is not named", async () => {
    expect((await probeWith("ANGLE (Intel, Mesa Intel(R) UHD Graphics 620, OpenGL 4.6)")).canvasShadows()).toBe(
      "variance",
    );
    expect((await probeWith(null)).canvasShadows()).toBe("variance");
  });
});
