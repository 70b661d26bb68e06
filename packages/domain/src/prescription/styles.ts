// Orthotic styles of the Orthotic Styles screen (spec 001 §3 "Orthotic style").

/** Style keys stored in uiContextData.orthoticStyle; the first is the template's default. */
export const ORTHOTIC_STYLE_KEYS = ["standard", "stability", "comfort", "sports", "dress"] as const;
export type OrthoticStyleKey = (typeof ORTHOTIC_STYLE_KEYS)[number];

/** Display names of the style keys. */
export const ORTHOTIC_STYLE_NAMES: Record<OrthoticStyleKey, string> = {
  standard: "Functional Orthotic",
  stability: "Stability Orthotic",
  comfort: "Everyday Comfort",
  sports: "Sports Orthotic",
  dress: "Dress/Low Profile",
};

/** Titles of the style list, in the spec's order (stored in uiContextData.orthoticStyleTitle). */
export const ORTHOTIC_STYLE_TITLES = [
  "Functional Orthotics",
  "Dress",
  "Sport",
  "Sport (low profile)",
  "Everyday Comfort - Met Length Shell",
  "Everyday Comfort - Sulcus Length Shell",
  "Everyday Comfort - Full Length Shell",
  "Accommodative",
  "Flatfoot",
  "UCBL",
] as const;
export type OrthoticStyleTitle = (typeof ORTHOTIC_STYLE_TITLES)[number];

/**
 * The style key each list entry sets. The spec gives the titles and the keys but not how they pair; ours, by name:
 * the three Everyday Comfort entries differ only by their shell length (their presets, prescription/style-presets), Sport
 * (low profile) is still a sports orthotic, Accommodative is a comfort style, Flatfoot and UCBL are stability styles.
 */
export const ORTHOTIC_STYLES: readonly { title: OrthoticStyleTitle; style: OrthoticStyleKey }[] = [
  { title: "Functional Orthotics", style: "standard" },
  { title: "Dress", style: "dress" },
  { title: "Sport", style: "sports" },
  { title: "Sport (low profile)", style: "sports" },
  { title: "Everyday Comfort - Met Length Shell", style: "comfort" },
  { title: "Everyday Comfort - Sulcus Length Shell", style: "comfort" },
  { title: "Everyday Comfort - Full Length Shell", style: "comfort" },
  { title: "Accommodative", style: "comfort" },
  { title: "Flatfoot", style: "stability" },
  { title: "UCBL", style: "stability" },
];

/** Display name of a stored style key; an unknown key shows as it is. */
export function orthoticStyleName(key: string): string {
  return (ORTHOTIC_STYLE_NAMES as Record<string, string>)[key] ?? key;
}
