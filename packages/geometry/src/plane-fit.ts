// The least-squares plane z = a·x + b·y + c through points given one at a time, as the orientation (the ground
// under a scan) and the measuring (the ground under the plantar field) both fit it.

export interface Plane {
  a: number;
  b: number;
  c: number;
}

export class PlaneFit {
  private n = 0;
  private sx = 0;
  private sy = 0;
  private sz = 0;
  private sxx = 0;
  private sxy = 0;
  private syy = 0;
  private sxz = 0;
  private syz = 0;

  add(x: number, y: number, z: number): void {
    this.n++;
    this.sx += x;
    this.sy += y;
    this.sz += z;
    this.sxx += x * x;
    this.sxy += x * y;
    this.syy += y * y;
    this.sxz += x * z;
    this.syz += y * z;
  }

  /** The plane, or undefined with fewer than `minPoints` points or points on one line. */
  solve(minPoints: number): Plane | undefined {
    const { n, sx, sy, sz } = this;
    if (n < minPoints) return undefined;
    // Centred normal equations in a and b.
    const cxx = this.sxx - (sx * sx) / n;
    const cxy = this.sxy - (sx * sy) / n;
    const cyy = this.syy - (sy * sy) / n;
    const cxz = this.sxz - (sx * sz) / n;
    const cyz = this.syz - (sy * sz) / n;
    const det = cxx * cyy - cxy * cxy;
    if (!(Math.abs(det) > 1e-9)) return undefined;
    const a = (cxz * cyy - cyz * cxy) / det;
    const b = (cyz * cxx - cxz * cxy) / det;
    return { a, b, c: (sz - a * sx - b * sy) / n };
  }
}
