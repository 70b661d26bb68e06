// Texts of Orthotic Styles (spec 001 §2 "/order-styles", §3 "Orthotic style"). The style titles, the style keys'
// display names and the pack values are the spec's (@solerx/domain); the descriptions and the rest are ours.
import type { OrthoticStyleTitle } from "@solerx/domain/prescription";

export const STYLE_DESCRIPTIONS: Record<OrthoticStyleTitle, string> = {
  "Functional Orthotics":
    "A semi-rigid shell moulded to the scan that controls rearfoot and midfoot motion. The standard device for most biomechanical complaints.",
  Dress: "A slim, narrow shell with a shallow heel cup for dress and fashion shoes that leave little room.",
  Sport: "A deeper heel cup and a cushioned full-length cover for running and court sports, stable under load.",
  "Sport (low profile)":
    "Sport control in a thinner build for cleats, spikes, skates and close-fitting athletic shoes.",
  "Everyday Comfort - Met Length Shell":
    "A supportive shell ending behind the metatarsal heads under a cushioned cover, for walking and work shoes.",
  "Everyday Comfort - Sulcus Length Shell":
    "The comfort shell carried to the toe sulcus, so it supports the metatarsal heads as well.",
  "Everyday Comfort - Full Length Shell":
    "A comfort shell the full length of the foot, for shoes with a removable insole and forefoot support.",
  Accommodative:
    "A soft, cushioning device that off-loads and protects sensitive areas of the diabetic, arthritic or insensate foot.",
  Flatfoot:
    "Firm medial arch support with a deep heel cup and a medial flange to control a flexible, over-pronating foot.",
  UCBL: "A deep heel cup with high medial and lateral walls that holds heel and midfoot, for severe flatfoot and children.",
};

export const ORDER_STYLE_TEXTS = {
  intro: "Choose the orthotic style, how many to make and for which feet. The prescription follows.",
  styles: "Orthotic style",
  order: "Order",
  pack: "Pack",
  packHint: "Only the feet with a scan can be made.",
  quantity: "Quantity",
  savedRx: "Saved Rx",
  savedRxHint: "Start from one of your company's saved prescriptions. It replaces this patient's prescription.",
  savedRxChoice: "Saved Rx to apply",
  savedRxPlaceholder: "Choose a saved Rx",
  apply: "Apply",
  noSavedRx: "Your company has no saved Rx yet.",
  savedRxLoadFailed: "The saved Rx could not be loaded.",
  manageSavedRx: "Saved Rx List",
  applyTitle: "Apply saved Rx",
  applyBody: (name: string) =>
    `This patient's prescription is replaced by “${name}”, its style and pack included, fitted to the feet that have scans.`,
  applyConfirm: "Apply",
  cancel: "Cancel",
  applied: (name: string) => `“${name}” applied to this prescription.`,
  back: "Back to results",
  next: "Next",
} as const;
