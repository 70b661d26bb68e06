// Small curve helpers for the foot's profiles: smoothstep and a monotone cubic through control points (no
// overshoot, so a height profile never dips between two knots of equal height).

export function clamp01(t: number): number {
  return t <= 0 ? 0 : t >= 1 ? 1 : t;
}

/** 0 at t ≤ 0, 1 at t ≥ 1, zero slope at both ends. */
export function smoothstep(t: number): number {
  const u = clamp01(t);
  return u * u * (3 - 2 * u);
}

/** From a to b as t goes 0 to 1, with zero slope at both ends. */
export function ease(a: number, b: number, t: number): number {
  return a + (b - a) * smoothstep(t);
}

/** Monotone piecewise cubic (Fritsch–Butland slopes) through (xs[i], ys[i]); constant beyond the ends. */
export function monotoneCubic(xs: readonly number[], ys: readonly number[]): (x: number) => number {
  const n = xs.length;
  const at = (a: readonly number[], i: number) => a[i] as number;
  const secants = Array.from({ length: n - 1 }, (_, i) => (at(ys, i + 1) - at(ys, i)) / (at(xs, i + 1) - at(xs, i)));
  const slopes = xs.map((_, i) => {
    if (i === 0) return at(secants, 0);
    if (i === n - 1) return at(secants, n - 2);
    const a = at(secants, i - 1);
    const b = at(secants, i);
    // The harmonic mean of the neighbouring secants keeps each piece monotone (Fritsch–Butland).
    return a * b <= 0 ? 0 : (2 * a * b) / (a + b);
  });
  return (x: number) => {
    if (x <= at(xs, 0)) return at(ys, 0);
    if (x >= at(xs, n - 1)) return at(ys, n - 1);
    let i = 0;
    while (x > at(xs, i + 1)) i++;
    const h = at(xs, i + 1) - at(xs, i);
    const t = (x - at(xs, i)) / h;
    const t2 = t * t;
    const t3 = t2 * t;
    return (
      (2 * t3 - 3 * t2 + 1) * at(ys, i) +
      (t3 - 2 * t2 + t) * h * at(slopes, i) +
      (-2 * t3 + 3 * t2) * at(ys, i + 1) +
      (t3 - t2) * h * at(slopes, i + 1)
    );
  };
}
