// The text (and logo and plantar pattern) debossed into the shell's underside on an order's insoles (issue 19
// point 3; the spec: "Embossed text uses the first 8 characters of the order id plus L or R. The embossed logo and
// plantar pattern are enabled on export").
// NOT BUILT YET: the features helper replaces this body; the pipeline already calls it.
import type { Manifold, ManifoldToplevel } from "manifold-3d";
import type { InsoleInput } from "../insole-model";

/** The shell with the mark cut into its underside; the caller deletes both the shell given and the one answered. */
export function debossMark(_wasm: ManifoldToplevel, shell: Manifold, _input: InsoleInput): Manifold {
  return shell;
}
