// True while something the operator waits for has been in flight for a long time (UI_TIMING.longWaitMs) and the
// operator has not chosen to wait on. Wait gives the same time again; when the wait ends the modal goes.
import { UI_TIMING } from "@solerx/domain/common";
import { useCallback, useEffect, useRef, useState } from "react";
import { systemClock } from "../../../lib/clock";
import { oldestWaitStartedAt, subscribeWaits } from "../../../lib/long-waits";

export function useLongWait({ clock = systemClock, longWaitMs = UI_TIMING.longWaitMs } = {}) {
  const [long, setLong] = useState(false);
  /** Before this moment the operator chose Wait: no modal. */
  const waitUntil = useRef(0);
  const timer = useRef<unknown>(null);

  const evaluate = useCallback(() => {
    if (timer.current !== null) clock.clearTimeout(timer.current);
    timer.current = null;
    const startedAt = oldestWaitStartedAt();
    if (startedAt === null) {
      waitUntil.current = 0;
      setLong(false);
      return;
    }
    const now = clock.now();
    const showAt = Math.max(startedAt + longWaitMs, waitUntil.current);
    setLong(now >= showAt);
    if (now < showAt) timer.current = clock.setTimeout(evaluate, showAt - now);
  }, [clock, longWaitMs]);

  useEffect(() => {
    evaluate();
    const unsubscribe = subscribeWaits(evaluate);
    return () => {
      unsubscribe();
      if (timer.current !== null) clock.clearTimeout(timer.current);
    };
  }, [evaluate, clock]);

  const keepWaiting = useCallback(() => {
    waitUntil.current = clock.now() + longWaitMs;
    evaluate();
  }, [clock, longWaitMs, evaluate]);

  return { long, keepWaiting };
}
