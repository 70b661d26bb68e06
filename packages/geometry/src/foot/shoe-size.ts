// Foot length from a US shoe size (the Brannock scales, heel to longest toe): men's (size + 22) / 3 inches,
// women's one and a half sizes above men's for the same foot, youth's on the child scale (size + 9.5) / 3
// inches. The units and their ranges are the patient form's (packages/domain shoe-size rules).
import { type ShoeSizeUnit, shoeSizeUnit } from "@solerx/domain/shoe-size";

const INCH_MM = 25.4;

/** Foot length in mm of a shoe size; RangeError outside the unit's sizes. */
export function footLengthMm(size: number, unit: ShoeSizeUnit): number {
  const { min, max } = shoeSizeUnit(unit);
  if (!Number.isFinite(size) || size < min || size > max) {
    throw new RangeError(`shoe size ${size} is outside ${unit} ${min} to ${max}`);
  }
  const inches = unit === "US WOMEN'S" ? (size + 20.5) / 3 : unit === "US YOUTH'S" ? (size + 9.5) / 3 : (size + 22) / 3;
  return inches * INCH_MM;
}
