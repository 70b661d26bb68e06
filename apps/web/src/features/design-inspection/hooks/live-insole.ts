// The one place Design Inspection takes its live insoles from: the browser's insole worker (entities/insole).
export { useLiveInsole } from "../../../entities/insole/use-live-insole";
