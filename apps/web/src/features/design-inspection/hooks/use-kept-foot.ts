// The worker sends each foot's oriented scan once (InsoleView.foot is null when it is not sent again): the last one
// sent is kept per foot and drawn under every later insole of that foot. The mesh itself is kept, not a copy of its
// fields: the viewer builds the foot's geometry again whenever this object changes.
import { useMemo, useRef } from "react";
import type { InsoleModels, ViewerMesh } from "../../../components/insole-viewer/insole-model";

export function useKeptFoot(models: InsoleModels): InsoleModels {
  const kept = useRef<Partial<Record<"left" | "right", ViewerMesh>>>({});
  return useMemo(() => {
    const out: InsoleModels = {};
    for (const side of ["left", "right"] as const) {
      const model = models[side];
      if (!model) continue;
      if (model.foot) kept.current[side] = model.foot;
      out[side] = { ...model, foot: model.foot ?? kept.current[side] ?? null };
    }
    return out;
  }, [models]);
}
