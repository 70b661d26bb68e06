// Choosing an orthotic style on a prescription (spec 001 §3 "Orthotic style"): the list's title, its style key
// and the shell length the list entry sets.
import { defaultPrescription, type Prescription } from "@solerx/domain/contracts";
import { ORTHOTIC_STYLE_TITLES, ORTHOTIC_STYLES, type OrthoticStyleTitle } from "@solerx/domain/rules";

function isStyleTitle(value: unknown): value is OrthoticStyleTitle {
  return (ORTHOTIC_STYLE_TITLES as readonly unknown[]).includes(value);
}

/**
 * The list entry a prescription stands for: its stored title, else the first entry of its style key (the default
 * template's "standard" is Functional Orthotics).
 */
export function chosenStyleTitle(rx: Prescription): OrthoticStyleTitle | undefined {
  const { orthoticStyleTitle, orthoticStyle } = rx.uiContextData;
  if (isStyleTitle(orthoticStyleTitle)) return orthoticStyleTitle;
  return ORTHOTIC_STYLES.find((entry) => entry.style === orthoticStyle)?.title;
}

/**
 * The prescription with a style chosen: uiContextData's orthoticStyle and orthoticStyleTitle, and the entry's
 * shell length; an entry without one sets the template's (met), so a style chosen after an Everyday Comfort one
 * does not keep its length (docs/decisions.md "Prescription screens").
 */
export function withStyle(rx: Prescription, title: OrthoticStyleTitle): Prescription {
  const entry = ORTHOTIC_STYLES.find((style) => style.title === title);
  if (!entry) return rx;
  const shellLength = entry.shellLength ?? defaultPrescription().shellModifications.shellLength;
  return {
    ...rx,
    shellModifications: { ...rx.shellModifications, shellLength },
    uiContextData: { ...rx.uiContextData, orthoticStyle: entry.style, orthoticStyleTitle: entry.title },
  };
}
