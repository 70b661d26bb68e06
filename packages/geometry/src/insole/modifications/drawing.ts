// What every modification draws with: the fields and their rules (field-edit.ts), the landmarks it needs (a
// missing one skips the part with a warning a clinician reads), and the zones and warnings it answers.
import type { DesignWarning } from "@solerx/domain/design";
import { DESIGN_WARNING_TEXTS, LANDMARK_WORDS } from "@solerx/domain/design";
import type { LandmarkName } from "@solerx/domain/scan";
import type { InsoleInput, InsoleZone } from "../insole-model";
import { outlineOf } from "./contour";
import type { EditContext } from "./field-edit";
import type { Vec2 } from "./shapes";

export interface Drawing extends EditContext {
  input: InsoleInput;
  zones: InsoleZone[];
  warnings: DesignWarning[];
}

export function warn(d: Drawing, code: DesignWarning["code"], message: string): void {
  d.warnings.push({ code, side: d.side, message });
}

/** The named landmarks seen from above, or null (and a warning) when one is missing or not a number. */
export function need<N extends LandmarkName>(d: Drawing, part: string, names: readonly N[]): Record<N, Vec2> | null {
  const found = {} as Record<N, Vec2>;
  const missing: string[] = [];
  for (const name of names) {
    const p = d.input.landmarks[name];
    if (p && Number.isFinite(p.x) && Number.isFinite(p.y)) found[name] = { x: p.x, y: p.y };
    else missing.push(LANDMARK_WORDS[name]);
  }
  if (missing.length === 0) return found;
  warn(d, "landmark-missing", DESIGN_WARNING_TEXTS.landmarkMissing(d.side, part, missing));
  return null;
}

/** The zone of a part drawn on the cells marked 1, if it drew any. */
export function addZone(d: Drawing, label: string, kind: InsoleZone["kind"], drawn: Uint8Array): void {
  const outline = outlineOf(d.fields, drawn);
  if (outline.length >= 3) d.zones.push({ label, kind, outline });
}

export const METATARSAL_HEADS = [
  "firstMetatarsalHead",
  "secondMetatarsalHead",
  "thirdMetatarsalHead",
  "fourthMetatarsalHead",
  "fifthMetatarsalHead",
] as const;

/** The head of metatarsal n (1-5). */
export const headName = (n: number) => METATARSAL_HEADS[n - 1] as (typeof METATARSAL_HEADS)[number];
