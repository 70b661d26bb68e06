// Texts of the 3D scan viewer. No three.js here: a screen may import these without pulling the viewer's chunk.
export const SCAN_VIEWER_TEXTS = {
  noWebgl: "The 3D view is not available: this browser cannot show 3D graphics (WebGL is turned off or not supported).",
  opening: "Opening the 3D view…",
  renderFailed: "The 3D view stopped working. Reload the page to try again.",
  decodeFailed: {
    left: "The left foot's scan could not be shown in 3D.",
    right: "The right foot's scan could not be shown in 3D.",
    both: "Neither foot's scan could be shown in 3D.",
  },
} as const;
