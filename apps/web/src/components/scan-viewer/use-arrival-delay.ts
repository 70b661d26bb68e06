// "On arrival at the results or landmark routes the 3D modal opens 1 s later" (spec 000 §4): our screens show the
// 3D view in the page, not in a modal, so the view itself opens at that time after the screen's arrival, its place
// saying so until then (docs/decisions.md "Landmark selection"). The screens note the time they arrived
// (Date.now() + UI_TIMING.visualizerModalDelayMs, a Date.now time the browser tests' fake clock moves); the viewer,
// already decoding the scans, draws them from then on. Only the viewer imports this file, so it travels in the
// viewer's chunk: the screens' own chunks, and the first download's list of them, stay as they were.
import { useEffect, useState } from "react";

/** False until the time `opensAt` (Date.now time), then true; true at once without one or when it has passed. */
export function useOpensAt(opensAt: number | undefined): boolean {
  const [open, setOpen] = useState(() => opensAt === undefined || Date.now() >= opensAt);
  useEffect(() => {
    if (open || opensAt === undefined) return;
    const timer = setTimeout(() => setOpen(true), Math.max(0, opensAt - Date.now()));
    return () => clearTimeout(timer);
  }, [open, opensAt]);
  return open;
}
