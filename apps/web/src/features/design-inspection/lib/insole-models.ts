// The live worker's answer as the insole viewer draws it, and the heat map's range over the feet shown.
import type { DesignSide } from "@solerx/domain/design";
import { type HeatRange, heatRange } from "../../../components/insole-viewer/heat-map";
import type { InsoleModels } from "../../../components/insole-viewer/insole-model";
import type { InsoleView, LiveInsoleState } from "../../../entities/insole/insole-view";

export type FeetShown = "both" | DesignSide;

export function sidesShown(shown: FeetShown): DesignSide[] {
  return shown === "both" ? ["left", "right"] : [shown];
}

/** Each shown foot's insole; a foot without one (no scan, or the generator refused it) is left out. */
export function insolesShown(
  state: Pick<LiveInsoleState, "feet">,
  shown: FeetShown,
): Partial<Record<DesignSide, InsoleView>> {
  const insoles: Partial<Record<DesignSide, InsoleView>> = {};
  for (const side of sidesShown(shown)) {
    const foot = state.feet[side];
    if (foot?.ok) insoles[side] = foot.insole;
  }
  return insoles;
}

export function insoleModels(insoles: Partial<Record<DesignSide, InsoleView>>): InsoleModels {
  const models: InsoleModels = {};
  for (const side of ["left", "right"] as const) {
    const insole = insoles[side];
    if (insole) models[side] = { shell: insole.shell, cover: insole.cover, foot: insole.foot };
  }
  return models;
}

export function insolesHeatRange(insoles: Partial<Record<DesignSide, InsoleView>>): HeatRange | null {
  return heatRange(Object.values(insoles).map((insole) => insole.shell.thickness));
}
