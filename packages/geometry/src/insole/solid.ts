// Between our triangle meshes and manifold-3d: a mesh into a checked Manifold (its status, one piece, positive
// volume), and back. Every Manifold made here is counted (wasm.ts) and must be released by the caller.
import type { Manifold, ManifoldToplevel } from "manifold-3d";
import type { TriangleMesh } from "../mesh";
import { release, track } from "./wasm";

export class InsoleSolidError extends Error {}

export function toManifold(wasm: ManifoldToplevel, mesh: TriangleMesh, name: string): Manifold {
  const input = new wasm.Mesh({ numProp: 3, vertProperties: mesh.positions, triVerts: mesh.indices });
  let solid: Manifold;
  try {
    solid = track(new wasm.Manifold(input));
  } catch (error) {
    throw new InsoleSolidError(`the ${name} is not a closed solid: ${(error as Error).message}`);
  }
  const status = solid.status();
  const volume = status === "NoError" ? solid.volume() : 0;
  if (status !== "NoError" || !(volume > 0)) {
    release(solid);
    throw new InsoleSolidError(`the ${name} is not a closed solid (${status}, volume ${volume})`);
  }
  return solid;
}

export function fromManifold(solid: Manifold): TriangleMesh {
  const mesh = solid.getMesh();
  const n = mesh.numProp;
  const vertices = mesh.vertProperties.length / n;
  const positions = new Float32Array(vertices * 3);
  for (let v = 0; v < vertices; v++) positions.set(mesh.vertProperties.subarray(v * n, v * n + 3), 3 * v);
  return { positions, indices: Uint32Array.from(mesh.triVerts) };
}

/** Connected pieces of a mesh, by shared vertices (union-find). */
export function componentCount(mesh: TriangleMesh): number {
  const n = mesh.positions.length / 3;
  const parent = new Int32Array(n);
  for (let i = 0; i < n; i++) parent[i] = i;
  const find = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] as number;
    while (parent[i] !== r) {
      const next = parent[i] as number;
      parent[i] = r;
      i = next;
    }
    return r;
  };
  const t = mesh.indices;
  for (let k = 0; k < t.length; k += 3) {
    const a = find(t[k] as number);
    parent[find(t[k + 1] as number)] = a;
    parent[find(t[k + 2] as number)] = a;
  }
  const roots = new Set<number>();
  for (const v of t) roots.add(find(v));
  return roots.size;
}
