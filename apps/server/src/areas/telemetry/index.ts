// The telemetry area's public entry: what recording a scan attempt or an event answers (routes/telemetry).
export type { RecordOutcome } from "./queries";
