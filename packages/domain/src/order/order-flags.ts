// An order's flags (spec 001 §7 "POST /order/flags": expert review and the PO number, zebraID) as the lab reads
// them (issue 17 point 3): the clinic may change them only while the order is Processing, and each change is a step
// of the order's history, said in words: 'PO number: none → "PO-77"; expert review: no → yes'.
import type { OrderStatus } from "../common";
import type { OrderFlags } from "./order";

/** The lab has not started: the clinic may still change what the order says. */
export function flagsMayChange(status: OrderStatus): boolean {
  return status === "Processing";
}

const po = (zebraID: string) => (zebraID === "" ? "none" : `"${zebraID}"`);
const yesNo = (flag: boolean) => (flag ? "yes" : "no");

/** The history note of a change of flags; null when nothing changed. */
export function flagChangeNote(before: OrderFlags, after: OrderFlags): string | null {
  const parts: string[] = [];
  if (before.zebraID !== after.zebraID) parts.push(`PO number: ${po(before.zebraID)} → ${po(after.zebraID)}`);
  if (before.expertReview !== after.expertReview) {
    parts.push(`expert review: ${yesNo(before.expertReview)} → ${yesNo(after.expertReview)}`);
  }
  const note = parts.join("; ");
  return note === "" ? null : `${note.charAt(0).toUpperCase()}${note.slice(1)}`;
}
