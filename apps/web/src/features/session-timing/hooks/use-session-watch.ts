// Wires the session clocks to the app: while an operator is signed in, the activity tracker listens to the window
// and the watcher keeps the current Security Notification; at a sign-out deadline it waits for unsaved data and
// hands over to the sign-out it was given.
import type { SessionTiming } from "@solerx/domain/common";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { topBarMode } from "../../../config/paths";
import { usePatientOpen } from "../../../entities/patient/open-record";
import { waitForUnsavedWork } from "../../../entities/patient/wait-for-saves";
import { signInState, useSignedIn } from "../../../entities/session/session-state";
import type { Clock } from "../../../lib/clock";
import { readItem, writeItem } from "../../../lib/storage";
import { ActivityTracker, type SharedActivity } from "../lib/activity-tracker";
import { type SessionView, SessionWatcher } from "../lib/session-watcher";

/** Last activity of any tab of this browser (epoch ms). */
const LAST_ACTIVITY_KEY = "solerx.session.lastActivityAt";

const sharedActivity: SharedActivity = {
  read: () => {
    const value = Number(readItem("local", LAST_ACTIVITY_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  },
  write: (at) => writeItem("local", LAST_ACTIVITY_KEY, String(at)),
};

const NO_NOTICE: SessionView = { notice: { kind: "none" }, secondsLeft: null };

function sameView(a: SessionView, b: SessionView): boolean {
  if (a.secondsLeft !== b.secondsLeft || a.notice.kind !== b.notice.kind) return false;
  return JSON.stringify(a.notice) === JSON.stringify(b.notice);
}

export type Leaving = null | "sign-out" | "sign-in";

export interface SessionWatchOptions {
  clock: Clock;
  timing: SessionTiming;
  signOut: () => Promise<void>;
  /** Ends this sign-in and starts a fresh one (a new 8-hour session). */
  renewSignIn: () => Promise<void>;
}

export function useSessionWatch({ clock, timing, signOut, renewSignIn }: SessionWatchOptions) {
  const signedIn = useSignedIn();
  const signedInAt = signInState.use((state) => state.signedInAt);
  const patientOpen = usePatientOpen();
  const { pathname } = useLocation();
  // The index screen is the patient list, whatever address shows it (docs/decisions.md "Session clocks").
  const onIndexScreen = topBarMode(pathname, patientOpen) === "list";
  const [softDismissedFor, setSoftDismissedFor] = useState<number | null>(null);
  const softWarningDismissed = signedInAt !== null && softDismissedFor === signedInAt;
  const [view, setView] = useState<SessionView>(NO_NOTICE);
  const [leaving, setLeaving] = useState<Leaving>(null);

  const screen = useRef({ onIndexScreen, softWarningDismissed });
  const tracker = useRef<ActivityTracker | null>(null);
  const watcher = useRef<SessionWatcher | null>(null);
  const leavingRef = useRef(false);

  // A new screen or a closed soft warning can change the notice. Declared first, so the watcher started below
  // reads the screen of its first render.
  useEffect(() => {
    screen.current = { onIndexScreen, softWarningDismissed };
    watcher.current?.check();
  }, [onIndexScreen, softWarningDismissed]);

  useEffect(() => {
    if (!signedIn || signedInAt === null) {
      setView(NO_NOTICE);
      return;
    }
    const activity = new ActivityTracker({ clock, target: window, shared: sharedActivity });
    const clocks = new SessionWatcher({
      clock,
      timing,
      read: () => ({ signedInAt, lastActivityAt: activity.lastActivityAt(), ...screen.current }),
      publish: (next) => {
        activity.setPaused(next.notice.kind === "inactivity");
        setView((current) => (sameView(current, next) ? current : next));
      },
    });
    tracker.current = activity;
    watcher.current = clocks;
    activity.start();
    clocks.check();
    // A hidden tab's timers may be held back; coming back, the clocks are read again at once.
    const onVisibility = () => {
      if (document.visibilityState === "visible") clocks.check();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      clocks.stop();
      activity.stop();
      tracker.current = null;
      watcher.current = null;
    };
  }, [signedIn, signedInAt, clock, timing]);

  /** Leaves the session once: waits for unsaved data first, then signs out or starts a fresh sign-in. */
  const leave = useCallback(
    async (how: Exclude<Leaving, null>, run: () => Promise<void>) => {
      if (leavingRef.current) return;
      leavingRef.current = true;
      watcher.current?.stop();
      tracker.current?.stop();
      setLeaving(how);
      await waitForUnsavedWork();
      try {
        await run();
      } catch {
        // The sign-in page could not be reached (offline): fall back to signing out, which needs no network.
        if (how === "sign-in") await signOut();
      }
    },
    [signOut],
  );

  const notice = view.notice;
  useEffect(() => {
    if (notice.kind === "sign-out") void leave("sign-out", signOut);
  }, [notice, leave, signOut]);

  return {
    view: leaving ? NO_NOTICE : view,
    leaving,
    staySignedIn: () => {
      tracker.current?.touch();
      watcher.current?.check();
    },
    dismissSoftWarning: () => setSoftDismissedFor(signedInAt),
    signInAgain: () => void leave("sign-in", renewSignIn),
  };
}
