// Unsaved changes of a saved Rx are not lost by a click elsewhere: leaving the screen asks first, and closing or
// reloading the tab gets the browser's own warning.
import { useEffect } from "react";
import { useBlocker } from "react-router";
import { ConfirmModal } from "../../../components/modals/confirm-modal";
import { LEAVE_TEXTS } from "../texts";

export function LeaveGuard({ dirty }: { dirty: () => boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty()) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  return (
    <ConfirmModal
      opened={blocker.state === "blocked"}
      title={LEAVE_TEXTS.title}
      cancelLabel={LEAVE_TEXTS.stay}
      confirmLabel={LEAVE_TEXTS.leave}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
      danger
    >
      {LEAVE_TEXTS.body}
    </ConfirmModal>
  );
}
