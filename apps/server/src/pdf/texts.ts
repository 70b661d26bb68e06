// Texts of the prescription PDF. The prescription's own labels and wording come from @solerx/domain
// (prescriptionSections, RX_FIELD_LABELS, the option lists, orthoticStyleName, orderTypeText); the rest is ours.
import { APP_TEXTS, type Gender, type ShoeWidth } from "@solerx/domain/common";
import type { ScanModeValue } from "@solerx/domain/scan";
import type { PdfSizeGender } from "@solerx/domain/shoe-size";
import { SHOE_WIDTH_LABELS } from "@solerx/domain/shoe-size";
import type { InsoleZoneKind, PdfLandmark } from "./document";

export const PDF_TEXTS = {
  title: "Prescription",
  subtitle: { INSOLE: "Custom orthotic insoles", AFO: "Ankle-foot orthosis (AFO)" },
  continuedTitle: "Prescription",
  patient: "Patient",
  referenceID: "Reference ID",
  poNumber: "PO number",
  birthDate: "Date of birth",
  gender: "Gender",
  sensitiveHidden: "Date of birth and gender are hidden by the clinic's privacy setting.",
  orderID: "Order ID",
  orderDate: "Order date",
  notOrdered: "Not ordered yet",
  doctor: "Doctor",
  noDoctor: "None assigned",
  printed: "Printed",
  style: "Orthotic style",
  orderType: "Order type",
  quantity: "Quantity",
  product: "Product",
  scanMode: "Scan mode",
  scans: "Scans",
  noScan: "No scan",
  shoeSizeLeft: "Shoe size, left",
  shoeSizeRight: "Shoe size, right",
  sizeGender: "Size gender",
  weight: "Weight",
  diagnosis: "Diagnosis",
  expertReview: "Expert review",
  yes: "Yes",
  no: "No",
  notRecorded: "Not recorded",
  left: "Left",
  right: "Right",
  notes: "Notes",
  noNotes: "No notes.",
  templateShown: "No prescription has been saved for this patient yet: the default template is shown.",
  outlinesTitle: "Plantar outlines",
  outlinesSubtitle: (scale: string) =>
    `Seen from above, as the patient stands. Scale ${scale} when printed at actual size; grid 10 mm.`,
  scaleBar: "mm",
  outlineUnavailable: "The scan's file could not be read: no outline.",
  insolePagesFollow: (insoles: number, first: number, last: number) =>
    `${insoles > 1 ? "The insoles" : "The insole"} at actual size (1:1), with posts, pads and cut-outs: ${first === last ? `page ${first}` : `pages ${first} to ${last}`}.`,
  insoleNotDrawn: "The insole's design could not be drawn: no 1:1 pages.",
  landmarksNotRecorded: "No landmarks are recorded for this scan.",
  footLength: "Foot length",
  ballWidth: "Ball width",
  heelWidth: "Heel width",
  archHeight: "Arch height",
  navicularHeight: "Navicular height",
  fromHeel: (label: string) => `${label}, from heel`,
  measuredBy: "Measured by",
  measuredByScanner: "Scanner",
  measuredByServer: "SoleRx, from the mesh",
  scanID: "Scan ID",
  insoleTitle: (side: string, part: number, parts: number) => `${side} insole, part ${part} of ${parts}`,
  insoleActualSize:
    "Actual size (1:1) when printed at 100% (not fit to page): check the 50 mm bar with a ruler. Seen from above, heel at the bottom; grid 10 mm, figures in mm from the heel.",
  insoleJoin: (overlap: number) =>
    `Parts overlap by ${overlap} mm: trim a part along its dashed edge, lay it over the part before so the lettered targets meet, and tape.`,
  insoleTrim: (part: number, letter: string) => `Trim here; lay over part ${part} on the ${letter} targets`,
  insoleTooLarge: (side: string, length: string) =>
    `The ${side.toLowerCase()} insole (${length} long) is too large to print at actual size here; the lab's 3MF and STL files hold it.`,
  scaleCheck: "Scale check: 50 mm at actual size",
  zones: "Zones",
  noZones: "No posts, pads or cut-outs on this insole.",
  moreZones: (count: number) => `and ${count} more zones, in the design report`,
  medial: "Medial",
  lateral: "Lateral",
  footAxis: "Foot axis",
  footer: (order: string, po: string | null) => `Order ${order}${po ? `   \u00b7   PO number ${po}` : ""}`,
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  creator: "SoleRx",
} as const;

export const GENDER_TEXTS: Record<Gender, string> = {
  MALE: "Male",
  FEMALE: "Female",
  UNKNOWN: APP_TEXTS.genderUnknownLabel,
};

export const SIZE_GENDER_TEXTS: Record<PdfSizeGender, string> = { male: "Male", female: "Female" };

export const SCAN_MODE_TEXTS: Record<ScanModeValue, string> = {
  "semi-weighted": "Semi-weighted",
  weighted: "Weighted",
  "non-weighted": "Non-weighted",
  foambox: "Foam box",
};

export const PRODUCT_TEXTS: Record<"INSOLE" | "AFO", string> = {
  INSOLE: "Orthotic insole",
  AFO: "Ankle-foot orthosis (AFO)",
};

export const WEIGHT_UNIT_TEXTS = { LBS: "lbs", KG: "kg" } as const;

export function widthText(width: ShoeWidth): string {
  return SHOE_WIDTH_LABELS[width];
}

/** Each landmark's short mark on the drawing and its name in the legend. */
export const LANDMARK_TEXTS: Record<PdfLandmark, { code: string; name: string }> = {
  firstMetatarsalHead: { code: "M1", name: "First metatarsal head" },
  fifthMetatarsalHead: { code: "M5", name: "Fifth metatarsal head" },
  heelCentre: { code: "HC", name: "Heel centre" },
  navicular: { code: "NV", name: "Navicular" },
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "17 May 1970": no reader, in any country, takes the day for the month. */
export function dateText(date: { day: number; month: number; year: number }): string {
  return `${date.day} ${MONTHS[date.month - 1] ?? "?"} ${date.year}`;
}

/** The calendar date (UTC) of an ISO time, as dateText writes it. */
export function isoDateText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateText({ day: date.getUTCDate(), month: date.getUTCMonth() + 1, year: date.getUTCFullYear() });
}

/** "12.5 mm", one decimal. */
export function mmText(value: number): string {
  return `${(Math.round(value * 10) / 10).toFixed(1)} mm`;
}

/** Each kind of insole zone, as the 1:1 pages' legend names it. */
export const ZONE_KIND_TEXTS: Record<InsoleZoneKind, string> = {
  post: "Post",
  pad: "Pad",
  cutout: "Cut-out",
  modification: "Modification",
};
