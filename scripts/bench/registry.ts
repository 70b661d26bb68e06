// Every benchmark by name. A benchmark returns its figures; bench.ts prints them.

import { apiLoad } from "./api-load";
import type { Figure } from "./measure";
import { patientsList } from "./patients-list";
import { webBundle } from "./web-bundle";

export const benchmarks: Record<string, () => Promise<Figure[]>> = {
  "api-load": apiLoad,
  "patients-list": patientsList,
  "web-bundle": webBundle,
};
