// Weight rules of the patient form (spec 000 §5, spec 001 §5): a number, minimum 0, one decimal; kg is
// converted to whole pounds.
import { KG_TO_LBS_FACTOR } from "../common";

export type WeightUnitValue = "lbs" | "kg";

/** Kilograms to pounds: multiplied by 2.2046 and rounded to a whole number. */
export function kgToLbs(kg: number): number {
  return Math.round(kg * KG_TO_LBS_FACTOR);
}

/**
 * A weight as the form keeps it: rounded to one decimal, never below 0. Non-numbers (an emptied field) become
 * 0, the form's default.
 */
export function roundWeight(value: number): number {
  if (!Number.isFinite(value)) return 0;
  // Rounding the scaled value, then fixing the binary representation, keeps 1.05 at 1.1 and 0.3 at 0.3.
  const rounded = Number((Math.round(value * 10) / 10).toFixed(1));
  return Math.max(0, rounded);
}

/** The weight in pounds, as orders and the prescription use it: kg converted, lbs rounded to one decimal. */
export function weightInLbs(value: number, unit: string): number {
  const kept = roundWeight(value);
  return unit.toLowerCase() === "kg" ? kgToLbs(kept) : kept;
}
