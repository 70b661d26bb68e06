// Where a screen opens (issue 16 point 2): every move to another route starts the new screen at its top, with the
// keyboard's focus on its heading (its h1), so a keyboard or screen-reader user starts reading the new screen, not
// what was under the old one's button. An address with a hash (#field-id) opens at that element instead: the way a
// screen that sends the clinician back to fix a field lands on it. Anchors within one screen (the Prescription
// categories' jump buttons) change only the hash, not the route, and are the browser's to scroll.
import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Form fields take the focus themselves; any other target is scrolled to and the heading keeps the focus. */
const FIELD = "input, select, textarea, button, [tabindex]";

function screenHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("h1");
}

function hashTarget(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  return id ? document.getElementById(id) : null;
}

/**
 * The focus is still where the move left it: nowhere, on an element gone with the old screen, or on the control
 * that made the move. Anything else (a field the screen focused, a dialog that opened) is the user's or the
 * screen's choice and stays.
 */
function focusIsFree(before: Element | null): boolean {
  const active = document.activeElement;
  if (active?.closest("[role=dialog], [aria-modal=true]")) return false;
  return !active || active === document.body || !active.isConnected || active === before;
}

function focusWithoutScroll(element: HTMLElement): void {
  if (!element.matches(FIELD)) {
    element.setAttribute("tabindex", "-1");
    // A heading is not a control: the focus only marks where reading starts, so no ring is drawn around it.
    element.style.outline = "none";
  }
  element.focus({ preventScroll: true });
}

/**
 * Lands the screen once its heading (or the hash's element) is there: at once, or when a screen still loading its
 * data renders it. Answers the way to stop waiting.
 */
function landWhenReady(hash: string, before: Element | null): () => void {
  const land = (): boolean => {
    const target = hash ? hashTarget(hash) : null;
    const heading = screenHeading();
    if (!target && !heading) return false;
    if (target) target.scrollIntoView({ block: "center" });
    else window.scrollTo(0, 0);
    if (focusIsFree(before)) {
      const focus = target?.matches(FIELD) ? target : heading;
      if (focus) focusWithoutScroll(focus);
    }
    return true;
  };
  if (land()) return () => {};
  const observer = new MutationObserver(() => {
    if (land()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** In the root layout: each new pathname opens its screen at the top, the focus on its heading. */
export function useScreenStart(): void {
  const { pathname, hash } = useLocation();
  const previous = useRef<string | null>(null);

  useLayoutEffect(() => {
    // The app places each screen itself; the browser's own restoring would fight it on Back and Forward.
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new route, not a new hash, starts a screen.
  useLayoutEffect(() => {
    const first = previous.current === null;
    const moved = previous.current !== pathname;
    previous.current = pathname;
    // The first screen of a page load opens where the browser opens it.
    if (first || !moved) return;
    window.scrollTo(0, 0);
    return landWhenReady(hash, document.activeElement);
  }, [pathname]);
}
