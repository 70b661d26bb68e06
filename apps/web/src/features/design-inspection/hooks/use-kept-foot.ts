// The worker sends each foot's oriented scan once (InsoleView.foot is null when it is not sent again): the last one
// sent is kept per foot and drawn under every later insole of that foot.
import { useMemo, useRef } from "react";
import type { InsoleModels } from "../../../components/insole-viewer/insole-model";
import type { MeshBuffers } from "../../../entities/insole/insole-view";

export function useKeptFoot(models: InsoleModels): InsoleModels {
  const kept = useRef<Partial<Record<"left" | "right", MeshBuffers>>>({});
  return useMemo(() => {
    const out: InsoleModels = {};
    for (const side of ["left", "right"] as const) {
      const model = models[side];
      if (!model) continue;
      if (model.foot)
        kept.current[side] = { positions: model.foot.positions, indices: model.foot.indices ?? new Uint32Array() };
      out[side] = { ...model, foot: model.foot ?? kept.current[side] ?? null };
    }
    return out;
  }, [models]);
}
