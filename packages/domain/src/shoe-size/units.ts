// Shoe size units as the form shows them ("US MEN'S"), their ranges and the widths of the patient form and the
// shoe-size modal (spec 000 §3, §5; spec 001 §5). How each wire spells a unit is wire.ts.
import { SHOE_WIDTHS, type ShoeWidth } from "../common";

export const SHOE_SIZE_STEP = 0.5;

/** The UI's shoe size units with their ranges (step 0.5). US YOUTH'S is listed but disabled in the UI. */
export const SHOE_SIZE_UNITS = [
  { value: "US MEN'S", min: 3, max: 16, disabled: false },
  { value: "US WOMEN'S", min: 3, max: 15, disabled: false },
  { value: "US YOUTH'S", min: 1, max: 13.5, disabled: true },
] as const;
export type ShoeSizeUnit = (typeof SHOE_SIZE_UNITS)[number]["value"];
export const DEFAULT_SHOE_SIZE_UNIT: ShoeSizeUnit = "US MEN'S";

export function shoeSizeUnit(unit: ShoeSizeUnit): (typeof SHOE_SIZE_UNITS)[number] {
  // The unit type only admits listed values, so the lookup always finds one.
  return SHOE_SIZE_UNITS.find((u) => u.value === unit) ?? SHOE_SIZE_UNITS[0];
}

export function isShoeSizeUnit(value: unknown): value is ShoeSizeUnit {
  return SHOE_SIZE_UNITS.some((u) => u.value === value);
}

/** The sizes a unit offers, from its minimum to its maximum in steps of 0.5. */
export function shoeSizeOptions(unit: ShoeSizeUnit): number[] {
  const { min, max } = shoeSizeUnit(unit);
  const options: number[] = [];
  for (let half = min * 2; half <= max * 2; half++) options.push(half / 2);
  return options;
}

/**
 * A size fitted to the unit's list: capped to its maximum, as the spec says. We also lift a size below the
 * minimum to it and snap to the nearest half size, so the picker always shows the kept value among its options.
 */
export function capShoeSize(size: number, unit: ShoeSizeUnit): number {
  const { min, max } = shoeSizeUnit(unit);
  if (!Number.isFinite(size)) return min;
  const half = Math.round(size * 2) / 2;
  return Math.min(max, Math.max(min, half));
}

/** Shoe widths, the default (standard) first. */
export const SHOE_WIDTH_OPTIONS = SHOE_WIDTHS;
export const DEFAULT_SHOE_WIDTH: ShoeWidth = SHOE_WIDTHS[0];

/**
 * Labels of the widths. The spec names only REGULAR (the one width a youth size may take, i.e. standard); the
 * other labels are ours, the values upper-cased.
 */
export const SHOE_WIDTH_LABELS: Record<ShoeWidth, string> = {
  standard: "REGULAR",
  wide: "WIDE",
  narrow: "NARROW",
  "x-wide": "X-WIDE",
};

/** Widths selectable with a unit: US YOUTH'S allows only standard (REGULAR). */
export function shoeWidthOptions(unit: ShoeSizeUnit): readonly ShoeWidth[] {
  return unit === "US YOUTH'S" ? [DEFAULT_SHOE_WIDTH] : SHOE_WIDTHS;
}

/** The width kept with a unit: US YOUTH'S forces standard. */
export function effectiveShoeWidth(unit: ShoeSizeUnit, width: ShoeWidth): ShoeWidth {
  return unit === "US YOUTH'S" ? DEFAULT_SHOE_WIDTH : width;
}
