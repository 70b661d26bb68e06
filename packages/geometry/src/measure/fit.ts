// Small least-squares fits the measuring smooths with, so that no measurement rests on one extreme vertex: a
// circle through the heel's outline, and a cubic through an edge of the outline whose extreme is a metatarsal head.

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
 * The highest point of the least-squares cubic v(u) through the samples (u, v interleaved), looked for in [from, to]:
 * its u and v. A cubic, not a parabola: a foot's ball bulges further towards the toes than towards the heel.
 */
export function cubicPeak(samples: number[], from: number, to: number): { u: number; v: number } | undefined {
  if (samples.length < 16) return undefined;
  const mid = (from + to) / 2;
  const half = Math.max(1e-6, (to - from) / 2);
  const a = new Array<number>(16).fill(0);
  const b = [0, 0, 0, 0];
  for (let i = 0; i < samples.length; i += 2) {
    const t = ((samples[i] as number) - mid) / half;
    const v = samples[i + 1] as number;
    const row = [1, t, t * t, t * t * t];
    for (let j = 0; j < 4; j++) {
      for (let k = 0; k < 4; k++) a[4 * j + k] = (a[4 * j + k] as number) + (row[j] as number) * (row[k] as number);
      b[j] = (b[j] as number) + (row[j] as number) * v;
    }
  }
  const c = solve(a, b);
  if (!c) return undefined;
  let best = { u: Number.NaN, v: -Infinity };
  for (let u = from; u <= to; u += 0.1) {
    const t = (u - mid) / half;
    const v = (c[0] as number) + t * ((c[1] as number) + t * ((c[2] as number) + t * (c[3] as number)));
    if (v > best.v) best = { u, v };
  }
  return Number.isFinite(best.u) ? best : undefined;
}
