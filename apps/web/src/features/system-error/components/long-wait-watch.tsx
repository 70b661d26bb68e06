// Watches the waits for as long as the shell runs; the System Error modal's code loads when a wait gets long.
import { lazyModal } from "../../../components/modals/lazy-modal";
import { useLongWait } from "../hooks/use-long-wait";

const SystemErrorModal = lazyModal(() => import("./system-error-modal").then((module) => module.SystemErrorModal));

/** Mounted once by the shell: watches the waits and shows the modal when one is long. */
export function LongWaitWatch({ onEndSession }: { onEndSession: () => void }) {
  const { long, keepWaiting } = useLongWait();
  return <SystemErrorModal opened={long} onWait={keepWaiting} onEndSession={onEndSession} />;
}
