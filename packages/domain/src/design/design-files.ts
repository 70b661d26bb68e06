// The design's files (issue 19 point 4): an insole as a 3MF or binary STL file, what each is sent as, the names
// it is downloaded and kept under, the addresses of the three routes that answer one, the text debossed on an
// order's insoles, and the refusals of those routes. The spec has no design routes: every word here is ours.
import { z } from "zod";
import { DesignFormat, DesignInsoleQuery, type DesignSide } from "./design-contracts";

/** Media types: 3MF's registered one (3mf.io) and STL's (IANA model/stl). */
export const DESIGN_FILE_TYPES = { "3mf": "model/3mf", stl: "model/stl" } as const satisfies Record<
  DesignFormat,
  string
>;

/**
 * The insole query as the routes take it: the side and format in any case ("STL", "3mf"), since a lab's tools and
 * the scan routes (format=STL) spell formats in capitals.
 */
const lowerCase = (value: unknown) => (typeof value === "string" ? value.trim().toLowerCase() : value);
export const DesignInsoleFileQuery = z.object({
  side: z.preprocess(lowerCase, DesignInsoleQuery.shape.side),
  format: z.preprocess(lowerCase, DesignFormat),
});

/** The name an order keeps a foot's insole file under (its attachment): insole-left.3mf … insole-right.stl. */
export function insoleAttachmentName(side: DesignSide, format: DesignFormat): string {
  return `insole-${side}.${format}`;
}

/** Every insole attachment an order can hold. */
export const INSOLE_ATTACHMENT_NAMES: readonly string[] = (["left", "right"] as const).flatMap((side) =>
  DesignFormat.options.map((format) => insoleAttachmentName(side, format)),
);

/** The downloaded file's name: the order's or session's first 8 characters, the foot and the format. */
export function insoleFileName(id: string, side: DesignSide, format: DesignFormat): string {
  return `insole-${id.slice(0, 8)}-${side}.${format}`;
}

/**
 * The text debossed on the underside of an order's insole (issue 19 point 3, the spec's embossed text): the
 * first 8 characters of the order id and L or R.
 */
export function orderInsoleMark(orderID: string, side: DesignSide): string {
  return `${orderID.slice(0, 8).toUpperCase()}${side === "left" ? "L" : "R"}`;
}

const insoleQuery = (side: DesignSide, format: DesignFormat) => `insole?side=${side}&format=${format}`;

/** GET /design/{sessionID}/insole?side&format, below /api/v1. */
export function designInsolePath(sessionID: string, side: DesignSide, format: DesignFormat): string {
  return `/design/${encodeURIComponent(sessionID)}/${insoleQuery(side, format)}`;
}

/** GET /order/{orderID}/insole?side&format (the clinic's copy of the order's file), below /api/v1. */
export function orderInsolePath(orderID: string, side: DesignSide, format: DesignFormat): string {
  return `/order/${encodeURIComponent(orderID)}/${insoleQuery(side, format)}`;
}

/** GET /lab/orders/{orderID}/insole?side&format (the lab's), below /api/v1. */
export function labOrderInsolePath(orderID: string, side: DesignSide, format: DesignFormat): string {
  return `/lab/orders/${encodeURIComponent(orderID)}/${insoleQuery(side, format)}`;
}

/** The design routes' refusals (ours). */
export const DESIGN_MESSAGES = {
  /** 404: the session (or order) has no complete scan of the foot asked for. */
  noScan: (side: DesignSide) => `There is no scan of the ${side} foot, so it has no insole`,
  /** 422: the scan's file is gone or is not a foot the generator can build on; `reason` says why. */
  notMeasurable: (side: DesignSide, reason: string) => `The ${side} foot's insole cannot be made: ${reason}`,
  /** The scan's file could not be read. */
  scanUnreadable: "the scan's file could not be read.",
} as const;
