// Every benchmark by name. A benchmark returns its figures; bench.ts prints them.

import type { Figure } from "./measure";
import { patientsList } from "./patients-list";
import { webBundle } from "./web-bundle";

export const benchmarks: Record<string, () => Promise<Figure[]>> = {
  "patients-list": patientsList,
  "web-bundle": webBundle,
};
