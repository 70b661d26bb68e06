// The page's scroll lock under an open Mantine modal, in place of react-remove-scroll (vite-plugins/modal-trims.ts
// gives this module to Mantine's ModalBase and AppShell parts instead of that package; measured: 3.7 KB of gzip of
// the first download). What the app's modals need of it: while one is open the page behind it does not scroll,
// and the scrollbar's width is kept as a margin so nothing behind the overlay shifts sideways (with the
// `right-scroll-bar-position` elements, such as the AppShell header, kept clear of it, as the package does). Not
// taken over: the package's wheel and touch filters for scrolling inside shards; the modals' overlay covers the
// page, and a body with overflow hidden does not scroll (Safari included since iOS 16).
import { forwardRef, type HTMLAttributes, type ReactNode, useEffect } from "react";

/** The class names Mantine's AppShell parts take from react-remove-scroll. */
const classNames = { zeroRight: "right-scroll-bar-position", fullWidth: "width-before-scroll-bar" } as const;
/** Set on the body while locked, as react-remove-scroll does (styles and tests may look for it). */
const LOCKED_ATTRIBUTE = "data-scroll-locked";

let holders = 0;
let unlockPage: (() => void) | null = null;

function lockPage(): () => void {
  const { body, documentElement, head } = document;
  const gap = Math.max(0, window.innerWidth - documentElement.clientWidth);
  const style = document.createElement("style");
  style.textContent = [
    `body[${LOCKED_ATTRIBUTE}] { overflow: hidden !important; overscroll-behavior: contain; margin-right: ${gap}px !important; }`,
    `.${classNames.zeroRight} { right: ${gap}px !important; }`,
    `.${classNames.fullWidth} { margin-right: ${gap}px !important; }`,
    `.${classNames.zeroRight} .${classNames.zeroRight} { right: 0 !important; }`,
    `.${classNames.fullWidth} .${classNames.fullWidth} { margin-right: 0 !important; }`,
  ].join("\n");
  head.appendChild(style);
  body.setAttribute(LOCKED_ATTRIBUTE, "1");
  return () => {
    body.removeAttribute(LOCKED_ATTRIBUTE);
    style.remove();
  };
}

/** Locks the page's scrolling until the returned release is called; nested holders keep it locked. */
export function holdPageScrollLock(): () => void {
  holders += 1;
  if (holders === 1) unlockPage = lockPage();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) {
      unlockPage?.();
      unlockPage = null;
    }
  };
}

interface RemoveScrollProps extends HTMLAttributes<HTMLDivElement> {
  enabled?: boolean;
  children?: ReactNode;
}

/** Same element as react-remove-scroll's (a div around the modal), locking the page while enabled. */
const RemoveScrollComponent = forwardRef<HTMLDivElement, RemoveScrollProps>(function RemoveScroll(
  { enabled = true, children, ...rest },
  ref,
) {
  useEffect(() => (enabled ? holdPageScrollLock() : undefined), [enabled]);
  return (
    <div {...rest} ref={ref}>
      {children}
    </div>
  );
});

export const RemoveScroll = Object.assign(RemoveScrollComponent, { classNames });
