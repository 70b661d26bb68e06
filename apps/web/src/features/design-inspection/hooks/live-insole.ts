// The one place Design Inspection takes its live insoles from. Until the browser's insole worker is merged
// (branch h/worker: entities/insole/use-live-insole.ts), nothing makes an insole in the browser, so this says so;
// the merge replaces the body with `export { useLiveInsole } from "../../../entities/insole/use-live-insole"`.
import type { LiveInsoleInput, LiveInsoleState } from "../../../entities/insole/insole-view";

const NOT_YET: LiveInsoleState = {
  status: "failed",
  generation: 0,
  feet: {},
  error: "the in-browser insole generator is not part of this build yet.",
};
const IDLE: LiveInsoleState = { status: "idle", generation: 0, feet: {}, error: null };

export function useLiveInsole(input: LiveInsoleInput | null): LiveInsoleState {
  return input ? NOT_YET : IDLE;
}
