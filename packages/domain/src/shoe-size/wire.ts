// How each wire spells a shoe-size unit, and the one mapping between them (issue 18 point 1). The form and the
// PDF show the unit as "US MEN'S" (units.ts); the medical profile keeps it without "US " ("MEN'S", spec 000 §3);
// an order's product has a size gender MENS or WOMENS (spec 001 §3, the API's size preference enum); the PDF
// request a size gender male or female (spec 001 §7). Order and PDF have no youth spelling: youth sizes follow
// the men's scale there, so a unit read back from them is the recorded one when that one is spelled the same.
import { z } from "zod";
import type { SizePreference } from "../common";
import { DEFAULT_SHOE_SIZE_UNIT, isShoeSizeUnit, SHOE_SIZE_UNITS, type ShoeSizeUnit } from "./units";

const US_PREFIX = "US ";

/** A unit spelt without its "US " prefix: "US MEN'S" is "MEN'S". */
type Unprefixed<Unit> = Unit extends `${typeof US_PREFIX}${infer Rest}` ? Rest : never;

const PROFILE_TEXTS = SHOE_SIZE_UNITS.map((unit) => unit.value.slice(US_PREFIX.length) as Unprefixed<ShoeSizeUnit>);

/** The medical profile's left/rightGenderShoeSize: the form's unit without its "US " prefix. */
export const ProfileShoeSizeUnit = z.enum(PROFILE_TEXTS, { error: `one of ${PROFILE_TEXTS.join(", ")}` });
export type ProfileShoeSizeUnit = z.infer<typeof ProfileShoeSizeUnit>;

/** The unit as the medical profile carries it: "US MEN'S" is "MEN'S". */
export function profileShoeSizeUnit(unit: ShoeSizeUnit): ProfileShoeSizeUnit {
  return ProfileShoeSizeUnit.parse(unit.slice(US_PREFIX.length));
}

/**
 * The form's unit of a profile's unit text. The contract admits only the three texts; a text from elsewhere
 * (another case, spaces, an unknown unit) reads as the default, men's, as the form opens it.
 */
export function unitOfProfile(text: string | null | undefined): ShoeSizeUnit {
  const unit = `${US_PREFIX}${(text ?? "").trim().toUpperCase()}`;
  return isShoeSizeUnit(unit) ? unit : DEFAULT_SHOE_SIZE_UNIT;
}

/** An order product's sizeGender: WOMENS for women's sizes, MENS otherwise (youth sizes follow the men's scale). */
export function orderSizeGender(unit: ShoeSizeUnit): SizePreference {
  return unit === "US WOMEN'S" ? "WOMENS" : "MENS";
}

/**
 * The unit an order's sizeGender stands for: the recorded unit when the order spells it so (a youth size is
 * ordered as MENS and stays youth), else the women's or men's unit.
 */
export function unitOfOrder(sizeGender: SizePreference, recorded?: ShoeSizeUnit): ShoeSizeUnit {
  if (recorded && orderSizeGender(recorded) === sizeGender) return recorded;
  return sizeGender === "WOMENS" ? "US WOMEN'S" : "US MEN'S";
}

/** The PDF request's sizeGender (spec 001 §7). */
export const PdfSizeGender = z.enum(["male", "female"]);
export type PdfSizeGender = z.infer<typeof PdfSizeGender>;

/** The PDF request's sizeGender: female for women's sizes, male otherwise (youth sizes follow the men's scale). */
export function pdfSizeGender(unit: ShoeSizeUnit): PdfSizeGender {
  return unit === "US WOMEN'S" ? "female" : "male";
}
