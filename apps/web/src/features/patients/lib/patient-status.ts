// How a patient's progress reads in the list: the highest-priority status of its latest session (spec 000 §4).
import type { SessionStatus } from "@solerx/domain/common";
import { highestPriorityStatus, orderStatusLabel } from "@solerx/domain/session";
import { paths } from "../../../config/paths";

export interface StatusDisplay {
  label: string;
  color: string;
}

/** An order's session status in the spec's order status labels (Processing, Shipped, Cancelled), as everywhere. */
const orderLabel = (status: SessionStatus): string => orderStatusLabel(status) ?? status;

/**
 * Our words for the session statuses before an order (the spec names the statuses but not how the list shows
 * them); an order's status reads as the Order screen and the lab name it (issue 16 point 3).
 */
const DISPLAY: Record<SessionStatus, StatusDisplay> = {
  SESSION_CREATED: { label: "New", color: "gray" },
  MEASUREMENT_DATA_CAPTURED: { label: "Scanned", color: "blue" },
  PRESCRIPTION_CREATED: { label: "Prescription started", color: "cyan" },
  PRESCRIPTION_COMPLETED: { label: "Prescription complete", color: "teal" },
  PRESCRIPTION_UPDATED: { label: "Prescription updated", color: "teal" },
  ORDER_CREATED: { label: orderLabel("ORDER_CREATED"), color: "green" },
  ORDER_DELIVERED: { label: orderLabel("ORDER_DELIVERED"), color: "green" },
  ORDER_CANCELLED: { label: orderLabel("ORDER_CANCELLED"), color: "red" },
  REPAIR_ORDER_CREATED: { label: orderLabel("REPAIR_ORDER_CREATED"), color: "orange" },
  SESSION_STATUS_INVALID: { label: "Needs attention", color: "orange" },
};

/** The statuses in the order of the workflow (the list's status sort): the order the table above gives them. */
export const STATUS_ORDER = Object.keys(DISPLAY) as SessionStatus[];

export function patientStatus(statuses: readonly SessionStatus[]): StatusDisplay & { status: SessionStatus | null } {
  const status = highestPriorityStatus(statuses) ?? null;
  return status ? { status, ...DISPLAY[status] } : { status: null, label: "New", color: "gray" };
}

/**
 * The screen a patient opens on, by its progress. Ours: the spec says an ORDER status loads the order and
 * anything else the profile and prescription; the scanning screens are the start of the workflow.
 */
export function patientLandingPath(statuses: readonly SessionStatus[]): string {
  const status = highestPriorityStatus(statuses);
  if (!status) return paths.scanSettings;
  if (status.includes("ORDER")) return paths.endView;
  if (status.startsWith("PRESCRIPTION")) return paths.prescription;
  if (status === "MEASUREMENT_DATA_CAPTURED") return paths.results;
  return paths.scanSettings;
}
