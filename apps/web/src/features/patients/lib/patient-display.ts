// How the list writes a patient's birth date and gender (shown unless the company hides sensitive data).

import type { Gender } from "@solerx/domain/common";
import type { BirthDate } from "@solerx/domain/patient";
import { GENDER_LABELS } from "../../../entities/patient/texts";

const birthDateFormats = {
  medium: new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" }),
  numeric: new Intl.DateTimeFormat(undefined, { year: "numeric", month: "numeric", day: "numeric", timeZone: "UTC" }),
};

/**
 * "Mar 4, 1962" (or "3/4/1962" where room is short) in the browser's locale; a birth date is a calendar date, so
 * no time zone may shift it.
 */
export function formatBirthDate(birth: BirthDate | null, style: "medium" | "numeric" = "medium"): string | null {
  return birth ? birthDateFormats[style].format(Date.UTC(birth.year, birth.month - 1, birth.day)) : null;
}

export function genderLabel(gender: Gender): string {
  return GENDER_LABELS[gender];
}
