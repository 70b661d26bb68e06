// Whether this browser can create a WebGL context at all, and whether it draws on the processor; asked once, before
// a viewer mounts a canvas, so a browser without WebGL gets the viewer's text instead of an exception.
interface WebglProbe {
  available: boolean;
  /** A CPU renderer (SwiftShader, llvmpipe: a clinic PC without a usable graphics driver) draws every pixel itself. */
  software: boolean;
}

let probe: WebglProbe | undefined;

const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|software/i;

/** The renderer's name where the browser tells it; "" where it does not (the answer only tunes quality). */
function rendererName(context: WebGLRenderingContext | WebGL2RenderingContext): string {
  try {
    const info = context.getExtension("WEBGL_debug_renderer_info");
    const name = context.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : context.RENDERER);
    return typeof name === "string" ? name : "";
  } catch {
    return "";
  }
}

function probeWebgl(): WebglProbe {
  if (probe) return probe;
  try {
    const canvas = document.createElement("canvas");
    const context = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
    probe = { available: context != null, software: context != null && SOFTWARE_RENDERERS.test(rendererName(context)) };
    // Browsers keep only a few contexts alive at once: give this probe's back at once.
    context?.getExtension("WEBGL_lose_context")?.loseContext();
  } catch {
    probe = { available: false, software: false };
  }
  return probe;
}

export function webglAvailable(): boolean {
  return probeWebgl().available;
}

/**
 * The canvases' context options. Multisampled edges cost a software renderer about three times a frame's time
 * (issue 20's design-update bench: 800 against 250 ms a frame on SwiftShader), so it draws them unsmoothed and
 * stays live; a graphics card smooths them for next to nothing.
 */
export function canvasGl(): { antialias: boolean } {
  return { antialias: !probeWebgl().software };
}

/**
 * The feet's ground shadow. A graphics card blurs a variance shadow map (the softest); a software renderer takes
 * percentage-closer filtering, one depth pass and no blur passes: the variance map's two blur passes over its
 * 1024 x 1024 texels cost SwiftShader three to five times the view's other work, at every mount, new scan and resize
 * (a view's mount 0.9 s of a core against 0.25 s filtered; docs/test-suite.md "… CPU goes, by process").
 */
export function canvasShadows(): "variance" | "soft" {
  return probeWebgl().software ? "soft" : "variance";
}
