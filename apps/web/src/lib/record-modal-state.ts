// A modal of the open patient record kept in module state, so it survives the top bar's layout switch at 768 px
// (which remounts the patient bar). It remembers the patient it was opened for and shows only for that patient:
// going back to the list and opening another record does not reopen it there.
import { createSharedState } from "./shared-state";

export interface RecordModalState {
  /** Opens the modal for this patient (null: no record is open). */
  open(userId: string | null): void;
  close(): void;
  /** Whether the modal is open for this patient. */
  useOpenFor(userId: string | null | undefined): boolean;
  /** For tests: closed. */
  reset(): void;
}

export function createRecordModalState(): RecordModalState {
  const state = createSharedState<{ opened: boolean; userId: string | null }>({ opened: false, userId: null });
  return {
    open: (userId) => state.set({ opened: true, userId }),
    close: () => state.set({ opened: false, userId: null }),
    useOpenFor: (userId) => state.use((current) => current.opened && current.userId === (userId ?? null)),
    reset: state.reset,
  };
}
