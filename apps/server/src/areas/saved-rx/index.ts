// The saved Rx area's public entry: what a rename answers (routes/savedrx maps it to the spec's answers).
export type { RenameOutcome } from "./queries";
