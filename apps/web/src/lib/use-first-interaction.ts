// Whether the person at the screen has done anything since `armed` turned true (a pointer moved or pressed, a key,
// a touch, a wheel): what the first screen waits for before it fetches a control that is not needed to see it.
// Armed only once that screen shows, so the clicks of the sign-in before it do not count.
import { useEffect, useState } from "react";

const EVENTS = ["pointermove", "pointerdown", "keydown", "touchstart", "wheel"] as const;
/** Once seen, for the rest of the visit: the control stays fetched. */
let interacted = false;

export function useFirstInteraction(armed: boolean): boolean {
  const [seen, setSeen] = useState(interacted);
  useEffect(() => {
    if (seen || !armed) return;
    const done = () => {
      interacted = true;
      setSeen(true);
    };
    for (const event of EVENTS) globalThis.addEventListener(event, done, { once: true, passive: true });
    return () => {
      for (const event of EVENTS) globalThis.removeEventListener(event, done);
    };
  }, [seen, armed]);
  return seen;
}
