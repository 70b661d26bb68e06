// "On arrival at the results or landmark routes the 3D modal opens 1 s later" (spec 000 §4): our screens show the
// 3D view in the page, not in a modal, so the view itself opens that long after the screen arrives, a placeholder
// standing in its place until then (docs/decisions.md "Landmark selection"). No three.js here: the screens import
// it beside the lazy viewer.
import { UI_TIMING } from "@solerx/domain/common";
import { useEffect, useState } from "react";

/** The spec's delay between arriving on /results or /landmarks and the 3D view opening. */
export const VIEW_OPENS_AFTER_ARRIVAL_MS = UI_TIMING.visualizerModalDelayMs;

/** False until `delayMs` after the component mounted (the screen's arrival), then true; at once for 0. */
export function useArrivalDelay(delayMs: number = VIEW_OPENS_AFTER_ARRIVAL_MS): boolean {
  const [open, setOpen] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setOpen(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return open;
}
