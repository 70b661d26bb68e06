// Texts of the USB agent download page (spec 000 §2 "usbagent").

export const USB_AGENT_TEXTS = {
  heading: "USB Agent",
  intro:
    "The SoleRx USB Agent connects your clinic PC's 3D laser foot scanner to SoleRx. Install it on the PC the scanner is plugged into.",
  redirecting: "Your download should start automatically. If it does not, use the button below.",
  unavailable: "The download is not configured for this installation. Please contact us.",
  download: "Download USB Agent",
  contactUs: "Contact Us",
  privacyPolicy: "Privacy Policy",
} as const;
