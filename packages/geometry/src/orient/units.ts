// A scan's units, from the foot's own length (issue 33 point 2): a scan's coordinates carry no unit, but a foot is
// 90 to 330 mm long, and read in millimetres, centimetres, inches or metres only one of those usually fits. Where
// none fits or two do (ten inches is also a child's ten centimetres), or the scan is an impression in a foam block
// in whatever units its software used, the patient's recorded shoe size decides: the unit that gives the shoe's
// foot length, or failing any, the scale that does.
/** The scan's units as found: "scaled" when none fitted and the patient's shoe size gave the scale. */
export type ScanUnits = "mm" | "cm" | "in" | "m" | "scaled";

export interface FoundUnits {
  units: ScanUnits;
  /** Millimetres per scan unit. */
  scale: number;
  by: "anatomy" | "shoeSize" | "given";
}

const UNITS: { units: ScanUnits; scale: number }[] = [
  { units: "mm", scale: 1 },
  { units: "cm", scale: 10 },
  { units: "in", scale: 25.4 },
  { units: "m", scale: 1000 },
];
/**
 * The scan's length along its own axis before anything is cut away, mm: a foot (90 to 330) with up to a leg or a
 * foam block's margin beyond it.
 */
const SCAN_LENGTH_MM: readonly [number, number] = [80, 600];
/** A unit agrees with the shoe size when the scan's length in it is within these shares of the shoe's foot. */
const AGREES_WITH_SHOE: readonly [number, number] = [0.75, 1.35];

/** The units that read `lengthRead` (the scan's own units) as a foot's length; undefined when none can. */
export function unitsOf(lengthRead: number, expectedLengthMm: number | undefined): FoundUnits | undefined {
  if (!(lengthRead > 0) || !Number.isFinite(lengthRead)) return undefined;
  const fits = UNITS.filter(
    ({ scale }) => lengthRead * scale >= SCAN_LENGTH_MM[0] && lengthRead * scale <= SCAN_LENGTH_MM[1],
  );
  if (!expectedLengthMm) return fits[0] && { ...fits[0], by: "anatomy" };
  const ratio = (scale: number) => (lengthRead * scale) / expectedLengthMm;
  const agreeing = UNITS.filter(
    ({ scale }) => ratio(scale) >= AGREES_WITH_SHOE[0] && ratio(scale) <= AGREES_WITH_SHOE[1],
  );
  const nearest = agreeing.sort((a, b) => Math.abs(Math.log(ratio(a.scale))) - Math.abs(Math.log(ratio(b.scale))))[0];
  if (fits.length === 1 && (!nearest || nearest === fits[0]))
    return { ...(fits[0] as (typeof UNITS)[number]), by: "anatomy" };
  if (nearest) return { ...nearest, by: "shoeSize" };
  return { units: "scaled", scale: expectedLengthMm / lengthRead, by: "shoeSize" };
}

/** The name of a scale a scan was read at before (a retried turn keeps it). */
export function unitNamed(scale: number): ScanUnits {
  return UNITS.find((unit) => unit.scale === scale)?.units ?? "scaled";
}
