// The session clocks of a signed-in operator (spec 000 §4 "Session timing") and their Security Notification,
// plus the Saving data popup of any wait for unsaved data. Mounted once, in the shell. The sign-out and the
// fresh sign-in are passed in, because features do not import each other.
import { SESSION_TIMING, type SessionTiming } from "@solerx/domain/common";
import { useMemo } from "react";
import { lazyModal } from "../../../components/modals/lazy-modal";
import { useWaitingForSaves } from "../../../entities/patient/use-waiting-for-saves";
import { type Clock, systemClock } from "../../../lib/clock";
import { useSessionWatch } from "../hooks/use-session-watch";
import type { SessionView } from "../lib/session-watcher";
import { SESSION_TEXTS } from "../texts";
import type { ShownNotice } from "./security-notification-modal";

const LeavingModal = lazyModal(() => import("./saving-data-modal").then((module) => module.LeavingModal));
const SavingDataModal = lazyModal(() => import("./saving-data-modal").then((module) => module.SavingDataModal));
const SecurityNotificationModal = lazyModal(
  () => import("./security-notification-modal").then((module) => module.SecurityNotificationModal),
  (props) => props.notice !== null,
  (props) => ({ ...props, notice: null }),
);

function shownNotice({ notice, secondsLeft }: SessionView, timing: SessionTiming): ShownNotice | null {
  switch (notice.kind) {
    case "inactivity":
      return { kind: "inactivity", secondsLeft: secondsLeft ?? 0, totalSeconds: timing.inactivityCountdownMs / 1000 };
    case "critical":
      return {
        kind: "critical",
        secondsLeft: secondsLeft ?? 0,
        totalSeconds: timing.automaticLogoutCountdownMs / 1000,
      };
    case "soft-warning":
      return { kind: "soft-warning", signOutAt: notice.signOutAt };
    default:
      return null;
  }
}

export function SessionWatch({
  signOut,
  renewSignIn,
  clock = systemClock,
  timing = SESSION_TIMING,
}: {
  signOut: () => Promise<void>;
  renewSignIn: () => Promise<void>;
  clock?: Clock;
  timing?: SessionTiming;
}) {
  const session = useSessionWatch({ clock, timing, signOut, renewSignIn });
  const saving = useWaitingForSaves();
  const notice = useMemo(() => shownNotice(session.view, timing), [session.view, timing]);

  return (
    <>
      <SecurityNotificationModal
        notice={notice}
        onStaySignedIn={session.staySignedIn}
        onSignIn={session.signInAgain}
        onContinue={session.dismissSoftWarning}
      />
      <LeavingModal
        opened={session.leaving !== null && !saving}
        text={session.leaving === "sign-in" ? SESSION_TEXTS.leavingForSignIn : SESSION_TEXTS.signingOut}
      />
      <SavingDataModal opened={saving} />
    </>
  );
}
