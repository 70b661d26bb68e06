// The thickness heat map's colours as pure arithmetic (no three.js), so the scale and its legend are tested in Node
// and the legend in the panel matches the canvas exactly. Thin is blue, thick is red: a clinician looks for the
// thin places first (the shell's floor), so they stand out cold against the warm bulk.

/** The ramp from thinnest to thickest: blue, cyan, green, yellow, red (each r, g, b in 0..1). */
export const HEAT_STOPS: readonly (readonly [number, number, number])[] = [
  [0.17, 0.33, 0.85],
  [0.13, 0.7, 0.85],
  [0.25, 0.75, 0.35],
  [0.96, 0.8, 0.2],
  [0.86, 0.2, 0.17],
];

export interface HeatRange {
  minMm: number;
  maxMm: number;
}

/** The legend's range: the thinnest and thickest of every shell shown, to the whole millimetre outside them. */
export function heatRange(thicknesses: readonly Float32Array[]): HeatRange | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const values of thicknesses) {
    for (const value of values) {
      if (!Number.isFinite(value)) continue;
      if (value < min) min = value;
      if (value > max) max = value;
    }
  }
  if (min > max) return null;
  const minMm = Math.max(0, Math.floor(min));
  return { minMm, maxMm: Math.max(minMm + 1, Math.ceil(max)) };
}

/** The colour of one thickness on the range's ramp. */
export function heatColour(mm: number, range: HeatRange): [number, number, number] {
  const t = Math.min(1, Math.max(0, (mm - range.minMm) / (range.maxMm - range.minMm)));
  const last = HEAT_STOPS[HEAT_STOPS.length - 1] as readonly [number, number, number];
  if (t === 1) return [last[0], last[1], last[2]];
  const scaled = t * (HEAT_STOPS.length - 1);
  const index = Math.min(HEAT_STOPS.length - 2, Math.floor(scaled));
  const f = scaled - index;
  const a = HEAT_STOPS[index] as readonly [number, number, number];
  const b = HEAT_STOPS[index + 1] as readonly [number, number, number];
  return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f];
}

/** Vertex colours (r, g, b per vertex) for a shell's thickness. */
export function heatColours(thickness: Float32Array, range: HeatRange): Float32Array {
  const colours = new Float32Array(thickness.length * 3);
  for (let i = 0; i < thickness.length; i++) colours.set(heatColour(thickness[i] ?? 0, range), i * 3);
  return colours;
}

/** A CSS gradient of the ramp, for the legend. */
export function heatGradientCss(): string {
  const stops = HEAT_STOPS.map(
    ([r, g, b], i) =>
      `rgb(${Math.round(r * 255)} ${Math.round(g * 255)} ${Math.round(b * 255)}) ${(i / (HEAT_STOPS.length - 1)) * 100}%`,
  );
  return `linear-gradient(to right, ${stops.join(", ")})`;
}
