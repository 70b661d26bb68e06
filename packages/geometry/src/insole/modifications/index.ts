// The prescription's modifications drawn on the insole's height fields (issue 19 point 3): arch modification,
// navicular well, arch reinforcement, flanges, Morton's extension, pads and cut-outs, after the shell and its
// posts are designed and before the fields become meshes. Each answers the zones it drew (for the PDF and the
// screens) and the warnings only the foot shows (a pad that runs off a narrow foot).
// NOT BUILT YET: the features helper replaces this body; the pipeline already calls it.
import type { DesignWarning } from "@solerx/domain/design";
import type { InsoleFields, InsoleInput, InsoleZone } from "../insole-model";

export interface Modified {
  zones: InsoleZone[];
  warnings: DesignWarning[];
}

export function applyModifications(_fields: InsoleFields, _input: InsoleInput): Modified {
  return { zones: [], warnings: [] };
}
