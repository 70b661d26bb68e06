// The lab area's public entry: why a lab step was refused (routes/lab). Its part of the repository (repository.ts)
// is assembled by ../repository.ts alone.
export { labRefused } from "./lab-refused";
