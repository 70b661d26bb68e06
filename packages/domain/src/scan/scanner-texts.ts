// The scanner's user-facing texts (spec 000 §8 "User-facing texts"), verbatim. A module of their own: only the
// scanning screens and the agent use them, so they stay out of the shared texts the web app's first screen loads.

/** Scanner and agent errors: a title and its explanation (spec 000 §8 "User-facing texts"). */
export const SCANNER_TEXTS = {
  notFound: { title: "Scanner not found", body: "Please connect your scanner and make sure it is turned on." },
  disconnected: { title: "Scanner Disconnected", body: "Disconnected while scanning, scans needs to be re-done." },
  notAvailable: { title: "Scanner Not Available", body: "Please use a pc connected to your scanner." },
  agentError: { title: "USB Agent error", body: "Error while connecting to USB Agent" },
  scanErrorTitle: "Scan Error",
  scanErrors: {
    notWorking:
      "Scanner is not working. Please check the cable and make sure your scanner is on and connected to your PC.",
    busy: "Scanner is busy or is not connected",
    scanning: "Something went wrong while scanning. Please try again",
    uploading: "Something went wrong while uploading scan data. Please try again",
  },
} as const;
