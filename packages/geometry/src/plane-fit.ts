// The least-squares plane z = a·x + b·y + c through points given one at a time, as the orientation (the ground
// under a scan) and the measuring (the ground under the plantar field, the posts' faces) all fit it.
//
// Plain numbers only, never an object with number fields: the sums live in a Float64Array and the answer is
// written into the caller's Float64Array. Node 24's V8 (Maglev, docs/v8-maglev-fault) now and then gave two
// objects made one after the other by the same optimised code one shared box per number field, so the first
// fit's answer read as the second's (an insole's 5° forefoot post measured 0°). A typed array holds its numbers
// in place, with no box to share.

export interface Plane {
  a: number;
  b: number;
  c: number;
}

/** Where solveInto writes the plane: a, b and c at 0, 1 and 2. */
export const PLANE_A = 0;
export const PLANE_B = 1;
export const PLANE_C = 2;

export class PlaneFit {
  /** n, Σx, Σy, Σz, Σx², Σxy, Σy², Σxz, Σyz. */
  private readonly s = new Float64Array(9);

  add(x: number, y: number, z: number): void {
    const s = this.s;
    s[0] = (s[0] as number) + 1;
    s[1] = (s[1] as number) + x;
    s[2] = (s[2] as number) + y;
    s[3] = (s[3] as number) + z;
    s[4] = (s[4] as number) + x * x;
    s[5] = (s[5] as number) + x * y;
    s[6] = (s[6] as number) + y * y;
    s[7] = (s[7] as number) + x * z;
    s[8] = (s[8] as number) + y * z;
  }

  /**
   * Writes the plane's a, b and c into `out` (PLANE_A, PLANE_B, PLANE_C) and answers true; false, with `out` left
   * as it was, with fewer than `minPoints` points or points on one line.
   */
  solveInto(minPoints: number, out: Float64Array): boolean {
    const s = this.s;
    const n = s[0] as number;
    const sx = s[1] as number;
    const sy = s[2] as number;
    const sz = s[3] as number;
    if (n < minPoints) return false;
    // Centred normal equations in a and b.
    const cxx = (s[4] as number) - (sx * sx) / n;
    const cxy = (s[5] as number) - (sx * sy) / n;
    const cyy = (s[6] as number) - (sy * sy) / n;
    const cxz = (s[7] as number) - (sx * sz) / n;
    const cyz = (s[8] as number) - (sy * sz) / n;
    const det = cxx * cyy - cxy * cxy;
    if (!(Math.abs(det) > 1e-9)) return false;
    const a = (cxz * cyy - cyz * cxy) / det;
    const b = (cyz * cxx - cxz * cxy) / det;
    out[PLANE_A] = a;
    out[PLANE_B] = b;
    out[PLANE_C] = (sz - a * sx - b * sy) / n;
    return true;
  }
}
