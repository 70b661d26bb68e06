// Small least-squares fits the measuring smooths with, so that no measurement rests on one extreme vertex: a
// circle through the heel's outline, and a two-sided parabola through an edge of the outline whose extreme is a
// metatarsal head.

/** Solves the n x n system a·x = b (row-major), by Gaussian elimination with partial pivoting; undefined if singular. */
export function solve(a: number[], b: number[]): number[] | undefined {
  const n = b.length;
  const m = a.slice();
  const r = b.slice();
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++)
      if (Math.abs(m[row * n + col] as number) > Math.abs(m[pivot * n + col] as number)) pivot = row;
    if (!(Math.abs(m[pivot * n + col] as number) > 1e-12)) return undefined;
    if (pivot !== col) {
      for (let k = 0; k < n; k++)
        [m[col * n + k], m[pivot * n + k]] = [m[pivot * n + k] as number, m[col * n + k] as number];
      [r[col], r[pivot]] = [r[pivot] as number, r[col] as number];
    }
    for (let row = col + 1; row < n; row++) {
      const factor = (m[row * n + col] as number) / (m[col * n + col] as number);
      for (let k = col; k < n; k++) m[row * n + k] = (m[row * n + k] as number) - factor * (m[col * n + k] as number);
      r[row] = (r[row] as number) - factor * (r[col] as number);
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    let sum = r[row] as number;
    for (let k = row + 1; k < n; k++) sum -= (m[row * n + k] as number) * (x[k] as number);
    x[row] = sum / (m[row * n + row] as number);
  }
  return x.every(Number.isFinite) ? x : undefined;
}

/** The least-squares circle (Kåsa) through points (x, y interleaved): centre and radius. */
export function fitCircle(points: number[]): { cx: number; cy: number; r: number } | undefined {
  // x² + y² + D·x + E·y + F = 0, linear in D, E, F.
  const a = new Array<number>(9).fill(0);
  const b = [0, 0, 0];
  for (let i = 0; i < points.length; i += 2) {
    const x = points[i] as number;
    const y = points[i + 1] as number;
    const row = [x, y, 1];
    const rhs = -(x * x + y * y);
    for (let j = 0; j < 3; j++) {
      for (let k = 0; k < 3; k++) a[3 * j + k] = (a[3 * j + k] as number) + (row[j] as number) * (row[k] as number);
      b[j] = (b[j] as number) + (row[j] as number) * rhs;
    }
  }
  if (points.length < 12) return undefined;
  const s = solve(a, b);
  if (!s) return undefined;
  const [d, e, f] = s as [number, number, number];
  const cx = -d / 2;
  const cy = -e / 2;
  const r2 = cx * cx + cy * cy - f;
  return r2 > 0 ? { cx, cy, r: Math.sqrt(r2) } : undefined;
}

/**
 * The peak of an asymmetric bulge: v(u) = c − k₁(u − p)² before p and c − k₂(u − p)² after it, fitted by least
 * squares for each p in [from, to] (0.25 steps; linear in c, k₁, k₂), the p's averaged by their likelihood. A ball's edge bulges more
 * steeply towards the toes than towards the heel, so one parabola or cubic would put its extreme a few mm back.
 * Writes the peak's u and v into `out` (0 and 1) and answers true; false (`out` as it was) when nothing fits. Plain
 * numbers only, no object per fit or for the answer (plane-fit.ts: objects made one after the other by optimised
 * code once shared their numbers).
 */
export function skewedPeak(samples: number[], from: number, to: number, out: Float64Array): boolean {
  if (samples.length < 16) return false;
  const us: number[] = [];
  const vs: number[] = [];
  const residuals: number[] = [];
  for (let p = from; p <= to; p += 0.25) {
    const a = new Array<number>(9).fill(0);
    const b = [0, 0, 0];
    for (let i = 0; i < samples.length; i += 2) {
      const d = (samples[i] as number) - p;
      const row = [1, d < 0 ? -d * d : 0, d >= 0 ? -d * d : 0];
      const v = samples[i + 1] as number;
      for (let j = 0; j < 3; j++) {
        for (let k = 0; k < 3; k++) a[3 * j + k] = (a[3 * j + k] as number) + (row[j] as number) * (row[k] as number);
        b[j] = (b[j] as number) + (row[j] as number) * v;
      }
    }
    const c = solve(a, b);
    if (!c) continue;
    let residual = 0;
    for (let i = 0; i < samples.length; i += 2) {
      const d = (samples[i] as number) - p;
      const fit = (c[0] as number) - (d < 0 ? (c[1] as number) : (c[2] as number)) * d * d;
      residual += (fit - (samples[i + 1] as number)) ** 2;
    }
    us.push(p);
    vs.push(c[0] as number);
    residuals.push(residual);
  }
  if (us.length === 0) return false;
  // Not the single best p, whose residual valley is flat (p trades against k₁ and k₂) so that it jumps with the
  // noise: every p weighted by its likelihood, exp(−ΔR / 2σ²) with σ² the best fit's residual variance.
  const least = Math.min(...residuals);
  const variance = Math.max(1e-9, least / Math.max(1, samples.length / 2 - 4));
  let [sw, su, sv] = [0, 0, 0];
  for (let k = 0; k < us.length; k++) {
    const w = Math.exp(-((residuals[k] as number) - least) / (2 * variance));
    sw += w;
    su += w * (us[k] as number);
    sv += w * (vs[k] as number);
  }
  out[0] = su / sw;
  out[1] = sv / sw;
  return true;
}
