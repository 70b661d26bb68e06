// Whether this browser can create a WebGL context at all; asked once, before the viewer mounts a canvas, so a
// browser without WebGL gets the viewer's text instead of an exception.
let available: boolean | undefined;

export function webglAvailable(): boolean {
  if (available !== undefined) return available;
  try {
    const canvas = document.createElement("canvas");
    const context = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
    available = context != null;
    // Browsers keep only a few contexts alive at once: give this probe's back at once.
    context?.getExtension("WEBGL_lose_context")?.loseContext();
  } catch {
    available = false;
  }
  return available;
}
