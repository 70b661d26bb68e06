// The patients area's public entry: what other areas and the routes use of patient records. Its parts of the
// repository (repository.ts, records-repository.ts) are assembled by ../repository.ts alone; keptListCounts tells
// the tests a patched list from a rebuilt one.
export { keptListCounts } from "./list-cache";
export { patientInScope } from "./patient-scope";
export { findPatient } from "./queries";
export { recordRefused } from "./record-refused";
export type { WritePrecondition } from "./record-write";
