// Texts of the privacy policy page (spec 000 §1, §2).

export const PRIVACY_TEXTS = {
  back: "Back",
  heading: "Privacy Policy",
} as const;
