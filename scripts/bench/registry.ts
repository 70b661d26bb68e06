// Every benchmark by name. A benchmark returns its figures; bench.ts prints them.

import { apiLoad } from "./api-load";
import { designUpdate } from "./design-update";
import { insoleBench } from "./insole";
import type { Figure } from "./measure";
import { measureScan } from "./measure-scan";
import { patientsList } from "./patients-list";
import { patientsListWeb } from "./patients-list-web";
import { pdf } from "./pdf";
import { scanPipeline } from "./scan-pipeline";
import { stall } from "./stall";
import { webBundle } from "./web-bundle";

export const benchmarks: Record<string, () => Promise<Figure[]>> = {
  "api-load": apiLoad,
  // In Chromium, a prescription change to the live insole drawn, warm, and the first open (issue 20).
  "design-update": designUpdate,
  // From an oriented scan and a prescription to the insole's watertight mesh and its 3MF (issue 19).
  insole: insoleBench,
  // Orient, measure and find the landmarks of a 150,000-triangle scan (issue 19).
  measure: measureScan,
  // The server's figures (patients-list.ts), then the web app's (patients-list-web.ts), as one bench.
  "patients-list": async () => [...(await patientsList()), ...(await patientsListWeb())],
  pdf,
  "scan-pipeline": scanPipeline,
  stall,
  "web-bundle": webBundle,
};
