// An order takes the patient's names and shoe sizes from the record (issue 17 point 3): the lab prints and makes
// what the order says, so a body whose names or sizes differ from the record's is refused. The web builds its
// body from the record (apps/web entities/order build-order), and the server compares it with the record it reads
// in the placing's own transaction (areas/orders/place.ts).
import { FOOT_SIDES, orderSizeGender, type ProfileFeet, profileFeet } from "../shoe-size";

/** A name as the record keeps it (contracts PatientText: trimmed). */
export function recordName(name: string): string {
  return name.trim();
}

/** The record's sizes: the medical profile's, null until it is first saved. */
export type RecordSizes = ProfileFeet;

/** What the rule reads of an order body. */
export interface RecordedOrder {
  firstName: string;
  lastName: string;
  items: readonly {
    type?: "LEFT" | "RIGHT" | undefined;
    product: {
      shoeSize: number;
      sizeGender: string;
      leftShoeSize?: number | undefined;
      rightShoeSize?: number | undefined;
    };
  }[];
}

export interface RecordFault {
  /** The body field at fault, dotted (items.0.product.shoeSize). */
  path: string;
  message: string;
}

export const RECORD_MESSAGES = {
  firstName: "The order's first name differs from the patient's record",
  lastName: "The order's last name differs from the patient's record",
  noSizes: "The patient's record holds no shoe sizes: save the medical profile before ordering",
  size: (foot: "left" | "right") => `The order's ${foot} shoe size differs from the patient's record`,
  unit: (foot: "left" | "right") => `The order's ${foot} shoe size unit differs from the patient's record`,
} as const;

/**
 * The first place where the order differs from the record, undefined when it is the record's: the names (as the
 * record keeps them), then each line's sizes. A line of type LEFT or RIGHT is that foot's, a line without a type
 * both feet's (the web sends one only when the feet's sizes and units are the same); its leftShoeSize and
 * rightShoeSize, when given, are the record's too.
 */
export function orderRecordFault(
  order: RecordedOrder,
  record: { firstName: string; lastName: string; sizes: RecordSizes | null },
): RecordFault | undefined {
  if (recordName(order.firstName) !== recordName(record.firstName)) {
    return { path: "firstName", message: RECORD_MESSAGES.firstName };
  }
  if (recordName(order.lastName) !== recordName(record.lastName)) {
    return { path: "lastName", message: RECORD_MESSAGES.lastName };
  }
  const { sizes } = record;
  if (!sizes) return { path: "items", message: RECORD_MESSAGES.noSizes };
  const recordFeet = profileFeet(sizes);
  const recorded = {
    left: { size: recordFeet.left.size, gender: orderSizeGender(recordFeet.left.unit) },
    right: { size: recordFeet.right.size, gender: orderSizeGender(recordFeet.right.unit) },
  };
  for (const [index, item] of order.items.entries()) {
    const at = `items.${index}.product`;
    const feet = item.type === "LEFT" ? ["left" as const] : item.type === "RIGHT" ? ["right" as const] : FOOT_SIDES;
    for (const foot of feet) {
      if (item.product.shoeSize !== recorded[foot].size)
        return { path: `${at}.shoeSize`, message: RECORD_MESSAGES.size(foot) };
      if (item.product.sizeGender !== recorded[foot].gender) {
        return { path: `${at}.sizeGender`, message: RECORD_MESSAGES.unit(foot) };
      }
    }
    for (const foot of FOOT_SIDES) {
      const given = item.product[`${foot}ShoeSize`];
      if (given !== undefined && given !== recorded[foot].size) {
        return { path: `${at}.${foot}ShoeSize`, message: RECORD_MESSAGES.size(foot) };
      }
    }
  }
  return undefined;
}
