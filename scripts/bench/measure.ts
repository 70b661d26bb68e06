// Timing helpers shared by the benchmarks: medians of repeated runs, and the figure line they report.

export interface Figure {
  metric: string;
  value: number;
  unit: string;
  baseline?: number;
  ratio?: number;
  target?: string;
}

/** Median wall time in ms of `runs` calls after `warmup` untimed calls. */
export async function medianMs(task: () => Promise<unknown>, runs = 9, warmup = 2): Promise<number> {
  for (let i = 0; i < warmup; i += 1) await task();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** Median of a list of times, rounded as every figure is. */
export function median(values: readonly number[]): number {
  return round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN);
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A figure measured against a baseline taken in the same process and run, so the ratio holds on a busy machine. */
export function compared(metric: string, value: number, baseline: number, target: string): Figure {
  return { metric, value, unit: "ms", baseline, ratio: Math.round((value / baseline) * 100) / 100, target };
}
