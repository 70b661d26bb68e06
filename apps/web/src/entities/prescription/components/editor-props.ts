// What the editor hands each category's section: the prescription, which feet have a scan, and the way to change
// it (an update of the whole object, applied by the screen).
import type { Prescription, ScanPresence } from "@solerx/domain/prescription";
import type { Foot } from "@solerx/domain/scan";
import type { PrescriptionUpdate } from "../lib/update";

export type EditorChange = (update: PrescriptionUpdate) => void;

export interface EditorSectionProps {
  value: Prescription;
  scans: ScanPresence;
  onChange: EditorChange;
}

/** The feet in the order the per-foot controls show them. */
export const FEET: readonly Foot[] = ["left", "right"];
