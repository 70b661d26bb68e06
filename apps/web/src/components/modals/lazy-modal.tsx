// A modal whose code stays out of the first screen's download (sign-in, the session notices, errors, notes ...):
// it is fetched once the app is idle after its first screen (preloadLazyModals), or when it first opens if that
// comes sooner, so a modal that appears when the network is poor is already at hand. Once loaded it stays
// mounted, so it closes with its transition and gives the focus back like any modal; the first time, it mounts
// closed and opens on the next render, so it still learns what had the focus before it opened.
import { type ComponentType, lazy, Suspense, useLayoutEffect, useState } from "react";

const loaders: (() => Promise<unknown>)[] = [];

/** Fetches every lazy modal's code; called once the first screen is up. A failure is tried again on opening. */
export function preloadLazyModals(): void {
  for (const load of loaders) load().catch(() => {});
}

export function lazyModal<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { opened?: boolean }).opened === true,
  closed: (props: P) => P = (props) => ({ ...props, opened: false }),
): ComponentType<P> {
  loaders.push(load);
  const Staged = lazy(async () => {
    const Modal = await load();
    function StagedModal(props: P) {
      const [mounted, setMounted] = useState(false);
      // Opened from a layout effect, the opening render is synchronous and so are its effects: Mantine's focus
      // return learns the opener (in an effect) before its focus trap moves the focus inside (in a timer). From a
      // plain effect the opening ran later, and on a busy machine the trap's timer could come first: the modal
      // then gave the focus back to its own textarea, i.e. to nothing, on closing (seen in e2e/shell.spec.ts).
      useLayoutEffect(() => setMounted(true), []);
      return <Modal {...(mounted ? props : closed(props))} />;
    }
    return { default: StagedModal };
  });
  function LazyModal(props: P) {
    const [wanted, setWanted] = useState(false);
    const open = isOpen(props);
    if (open && !wanted) setWanted(true);
    if (!wanted && !open) return null;
    return (
      <Suspense fallback={null}>
        <Staged {...props} />
      </Suspense>
    );
  }
  return LazyModal;
}
