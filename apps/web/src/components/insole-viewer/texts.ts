// Texts of the insole viewer. No three.js here: a screen may import these without pulling the viewer's chunk.
export const INSOLE_VIEWER_TEXTS = {
  noWebgl:
    "The 3D view is not available: this browser cannot show 3D graphics (WebGL is turned off or not supported). " +
    "The report beside it lists what the insole is made with.",
  renderFailed: "The 3D view stopped working. Reload the page to try again.",
} as const;
