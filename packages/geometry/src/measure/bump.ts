// Where a known-shaped bump sits on a smooth profile: a matched filter with its own baseline. For each candidate
// centre the profile is fitted by least squares as a polynomial plus the bump's template at that centre; the centre
// weighs in by how well it fits (with the bump the right way up): the centre is the fits' likelihood-weighted mean. Fitting
// the baseline jointly keeps the profile's own slope and curvature (a rounded sole, a curved outline) from pulling
// the centre as a plain minimum or maximum would; all samples weigh in, so noise of 0.5 mm barely moves it.

/** How many neighbouring samples are about as one (see fitBump's centre). */
const CORRELATED = 8;

export interface BumpFit {
  /** The bump's centre, in the samples' coordinate. */
  centre: number;
  /** The template's fitted amplitude (positive: the bump as the template has it). */
  amplitude: number;
}

/**
 * The best centre among `candidates` (ascending, evenly spaced) for `template(t - centre)` on the samples (t, value)
 * over a polynomial baseline of `degree`; undefined when no candidate fits the bump with a positive amplitude.
 */
export function fitBump(
  t: readonly number[],
  values: readonly number[],
  candidates: readonly number[],
  template: (offset: number) => number,
  degree: number,
  prior?: { centre: number; spread: number },
): BumpFit | undefined {
  const n = t.length;
  const k = degree + 2;
  if (n < 2 * k || candidates.length < 3) return undefined;
  // The baseline in a centred, scaled coordinate so the normal equations stay well conditioned.
  let lo = Infinity;
  let hi = -Infinity;
  for (const x of t) {
    lo = Math.min(lo, x);
    hi = Math.max(hi, x);
  }
  const mid = (lo + hi) / 2;
  const half = Math.max(1e-9, (hi - lo) / 2);
  const basis = new Float64Array(n * k);
  for (let i = 0; i < n; i++) {
    const s = ((t[i] as number) - mid) / half;
    let p = 1;
    for (let d = 0; d <= degree; d++, p *= s) basis[i * k + d] = p;
  }
  let sumSquares = 0;
  for (const v of values) sumSquares += v * v;
  const residuals: number[] = [];
  const amplitudes: number[] = [];
  const a = new Float64Array(k * k);
  const rhs = new Float64Array(k);
  for (const c of candidates) {
    for (let i = 0; i < n; i++) basis[i * k + k - 1] = template((t[i] as number) - c);
    a.fill(0);
    rhs.fill(0);
    for (let i = 0; i < n; i++) {
      const v = values[i] as number;
      for (let r = 0; r < k; r++) {
        const br = basis[i * k + r] as number;
        rhs[r] = (rhs[r] as number) + br * v;
        for (let q = r; q < k; q++) a[r * k + q] = (a[r * k + q] as number) + br * (basis[i * k + q] as number);
      }
    }
    for (let r = 0; r < k; r++) for (let q = 0; q < r; q++) a[r * k + q] = a[q * k + r] as number;
    const coef = solve(a, rhs, k);
    if (!coef) {
      residuals.push(Infinity);
      amplitudes.push(0);
      continue;
    }
    // Residual sum of squares of a least-squares fit: |v|² − coef·(Bᵀv).
    let explained = 0;
    for (let r = 0; r < k; r++) explained += (coef[r] as number) * (rhs[r] as number);
    residuals.push(sumSquares - explained);
    amplitudes.push(coef[k - 1] as number);
  }
  let best = -1;
  for (let j = 0; j < candidates.length; j++) {
    if ((amplitudes[j] as number) > 0 && (best < 0 || (residuals[j] as number) < (residuals[best] as number))) best = j;
  }
  if (best < 0) return undefined;
  // The centre: the mean over the candidates weighed by the likelihood of each fit (Gaussian residuals of the best
  // fit's variance), not the best candidate alone, so two near-equal fits give a point between them that moves
  // smoothly with the data rather than jumping from one to the other.
  // The samples (0.5 mm apart on a 1 mm grid of a smoothed mesh) are correlated over about CORRELATED of them, so
  // the residual counts that many times less than independent samples would. A prior (where another cue puts the
  // centre, and how far off it may be) weighs in as a Gaussian.
  const variance = (CORRELATED * Math.max(1e-12, residuals[best] as number)) / Math.max(1, n - k);
  let sum = 0;
  let weight = 0;
  for (let j = 0; j < candidates.length; j++) {
    if (!((amplitudes[j] as number) > 0)) continue;
    const c = candidates[j] as number;
    const away = prior ? ((c - prior.centre) / prior.spread) ** 2 / 2 : 0;
    const w = Math.exp(-((residuals[j] as number) - (residuals[best] as number)) / (2 * variance) - away);
    sum += w * (candidates[j] as number);
    weight += w;
  }
  const centre = sum / weight;
  return { centre, amplitude: amplitudes[best] as number };
}

/** Gaussian elimination with partial pivoting of the k×k system (a is overwritten); undefined when singular. */
function solve(a: Float64Array, b: Float64Array, k: number): Float64Array | undefined {
  const m = Float64Array.from(a);
  const x = Float64Array.from(b);
  for (let col = 0; col < k; col++) {
    let pivot = col;
    for (let r = col + 1; r < k; r++)
      if (Math.abs(m[r * k + col] as number) > Math.abs(m[pivot * k + col] as number)) pivot = r;
    const p = m[pivot * k + col] as number;
    if (!(Math.abs(p) > 1e-12)) return undefined;
    if (pivot !== col) {
      for (let q = 0; q < k; q++) {
        const tmp = m[col * k + q] as number;
        m[col * k + q] = m[pivot * k + q] as number;
        m[pivot * k + q] = tmp;
      }
      const tmp = x[col] as number;
      x[col] = x[pivot] as number;
      x[pivot] = tmp;
    }
    for (let r = col + 1; r < k; r++) {
      const f = (m[r * k + col] as number) / p;
      if (f === 0) continue;
      for (let q = col; q < k; q++) m[r * k + q] = (m[r * k + q] as number) - f * (m[col * k + q] as number);
      x[r] = (x[r] as number) - f * (x[col] as number);
    }
  }
  for (let r = k - 1; r >= 0; r--) {
    let s = x[r] as number;
    for (let q = r + 1; q < k; q++) s -= (m[r * k + q] as number) * (x[q] as number);
    x[r] = s / (m[r * k + r] as number);
  }
  return x;
}
