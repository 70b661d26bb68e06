// Taubin's λ|μ smoothing (SIGGRAPH 1995) of a scan before it is measured: each pass moves every vertex towards the
// mean of its neighbours by λ, then away by μ, which removes a scanner's noise (its per-vertex jitter pushed the
// outline's extremes out by about a millimetre) without shrinking the foot as plain Laplacian smoothing would.
import type { TriangleMesh } from "../mesh";

const LAMBDA = 0.5;
const MU = -0.53;

export function taubinSmooth(mesh: TriangleMesh, passes: number): TriangleMesh {
  const t = mesh.indices;
  const vertices = mesh.positions.length / 3;
  // Neighbours in compressed rows: each triangle's corners are each other's neighbours (a shared edge counts twice,
  // evenly for every vertex inside the surface).
  const count = new Uint32Array(vertices + 1);
  for (let i = 0; i < t.length; i++) count[(t[i] as number) + 1] = (count[(t[i] as number) + 1] as number) + 2;
  for (let v = 0; v < vertices; v++) count[v + 1] = (count[v + 1] as number) + (count[v] as number);
  const fill = count.slice(0, vertices);
  const neighbours = new Uint32Array(count[vertices] as number);
  for (let i = 0; i < t.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const v = t[i + k] as number;
      neighbours[fill[v] as number] = t[i + ((k + 1) % 3)] as number;
      neighbours[(fill[v] as number) + 1] = t[i + ((k + 2) % 3)] as number;
      fill[v] = (fill[v] as number) + 2;
    }
  }
  let p = Float64Array.from(mesh.positions);
  let q = new Float64Array(p.length);
  const step = (factor: number) => {
    for (let v = 0; v < vertices; v++) {
      const from = count[v] as number;
      const to = count[v + 1] as number;
      if (to === from) {
        q[3 * v] = p[3 * v] as number;
        q[3 * v + 1] = p[3 * v + 1] as number;
        q[3 * v + 2] = p[3 * v + 2] as number;
        continue;
      }
      let sx = 0;
      let sy = 0;
      let sz = 0;
      for (let j = from; j < to; j++) {
        const n = 3 * (neighbours[j] as number);
        sx += p[n] as number;
        sy += p[n + 1] as number;
        sz += p[n + 2] as number;
      }
      const share = 1 / (to - from);
      const i = 3 * v;
      q[i] = (p[i] as number) + factor * (sx * share - (p[i] as number));
      q[i + 1] = (p[i + 1] as number) + factor * (sy * share - (p[i + 1] as number));
      q[i + 2] = (p[i + 2] as number) + factor * (sz * share - (p[i + 2] as number));
    }
    [p, q] = [q, p];
  };
  for (let pass = 0; pass < passes; pass++) {
    step(LAMBDA);
    step(MU);
  }
  return { positions: Float32Array.from(p), indices: mesh.indices };
}
