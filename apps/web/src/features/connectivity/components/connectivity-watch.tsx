// Watches the connection for as long as the app runs and shows the no-internet modal while it is down.
import { useEffect, useState } from "react";
import { systemClock } from "../../../lib/clock";
import { type Connectivity, ConnectivityMonitor } from "../lib/connectivity-monitor";
import { NoInternetModal } from "./no-internet-modal";

// Loaded with the shell, not on demand like the other modals: it shows exactly when nothing more can be
// downloaded.

function browserMonitor(): ConnectivityMonitor {
  return new ConnectivityMonitor({
    clock: systemClock,
    fetch: (url, init) => globalThis.fetch(url, init),
    target: window,
    browserOnline: () => globalThis.navigator?.onLine ?? true,
  });
}

export function ConnectivityWatch({ create = browserMonitor }: { create?: () => ConnectivityMonitor }) {
  const [state, setState] = useState<Connectivity>("online");
  useEffect(() => {
    const monitor = create();
    const unsubscribe = monitor.subscribe(setState);
    monitor.start();
    setState(monitor.current);
    return () => {
      unsubscribe();
      monitor.stop();
    };
  }, [create]);
  return <NoInternetModal opened={state === "offline"} />;
}
