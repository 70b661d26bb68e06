// The insole viewer over STL files (the lab's order, read-only): each foot's file parsed with three's STLLoader in
// this lazily loaded chunk and drawn as the shell alone (an STL carries no cover, no foot and no thickness).
import type { DesignSide } from "@solerx/domain/design";
import { useEffect, useState } from "react";
import { STLLoader } from "three/examples/jsm/loaders/STLLoader.js";
import type { InsoleModels } from "./insole-model";
import InsoleViewer from "./insole-viewer";

export interface StlInsoleViewerProps {
  files: Partial<Record<DesignSide, ArrayBuffer>>;
  label: string;
  height?: number | string;
}

export function stlModels(files: StlInsoleViewerProps["files"]): InsoleModels {
  const loader = new STLLoader();
  const models: InsoleModels = {};
  for (const side of ["left", "right"] as const) {
    const bytes = files[side];
    if (!bytes) continue;
    const geometry = loader.parse(bytes);
    const positions = geometry.getAttribute("position").array as Float32Array;
    models[side] = { shell: { positions, indices: null } };
    geometry.dispose();
  }
  return models;
}

export default function StlInsoleViewer({ files, label, height = 360 }: StlInsoleViewerProps) {
  const [models, setModels] = useState<InsoleModels>({});
  useEffect(() => setModels(stlModels(files)), [files]);
  const drawn = Object.keys(models).length;
  return <InsoleViewer models={models} label={label} height={height} {...(drawn > 0 ? { generation: drawn } : {})} />;
}
