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

/**
 * Mantine gives the focus back to the element that had it when the modal opened. The layout switch that the modal
 * survives re-makes its opener too (a window resized, a phone turned, while the modal is open): that element is
 * then gone, and the focus would fall to the page. The same control, re-made, has the same accessible name.
 */
function focusRemadeOpener(opener: Element | null): void {
  if (!(opener instanceof HTMLElement) || opener.isConnected) return;
  const label = opener.getAttribute("aria-label");
  if (!label) return;
  const remade = [...document.querySelectorAll<HTMLElement>(opener.tagName)].find(
    (element) => element.getAttribute("aria-label") === label,
  );
  remade?.focus();
}

export function createRecordModalState(): RecordModalState {
  const state = createSharedState<{ opened: boolean; userId: string | null }>({ opened: false, userId: null });
  let opener: Element | null = null;
  return {
    open: (userId) => {
      opener = document.activeElement;
      state.set({ opened: true, userId });
    },
    close: () => {
      state.set({ opened: false, userId: null });
      const closedFrom = opener;
      opener = null;
      // After the render that releases the modal's focus trap.
      setTimeout(() => focusRemadeOpener(closedFrom), 0);
    },
    useOpenFor: (userId) => state.use((current) => current.opened && current.userId === (userId ?? null)),
    reset: state.reset,
  };
}
