// Tabs of one browser share one sign-in (the refresh token is in local storage), so SIGN OUT in one tab signs out
// all of them: the tab that signs out says so on a BroadcastChannel, and every other tab runs its own sign-out.
const CHANNEL = "solerx.sign-in";
const SIGNED_OUT = "signed-out";

type ChannelFactory = (name: string) => Pick<BroadcastChannel, "postMessage" | "close" | "addEventListener">;

const defaultChannel: ChannelFactory | null =
  typeof BroadcastChannel === "undefined" ? null : (name) => new BroadcastChannel(name);

export function announceSignOut(channel: ChannelFactory | null = defaultChannel): void {
  if (!channel) return;
  const open = channel(CHANNEL);
  open.postMessage({ type: SIGNED_OUT });
  open.close();
}

/** Calls `onSignOut` when another tab signs out; returns the unsubscribe. A tab never hears its own message. */
export function followSignOutElsewhere(onSignOut: () => void, channel: ChannelFactory | null = defaultChannel) {
  if (!channel) return () => {};
  const open = channel(CHANNEL);
  open.addEventListener("message", (event) => {
    if ((event as MessageEvent<unknown>).data && (event as MessageEvent<{ type?: unknown }>).data.type === SIGNED_OUT) {
      onSignOut();
    }
  });
  return () => open.close();
}
