// Tabs of one browser share one sign-in (the refresh token is in local storage), so SIGN OUT in one tab signs out
// all of them: the tab that signs out says so on a BroadcastChannel, and every other tab runs its own sign-out.
const CHANNEL = "solerx.sign-in";
const SIGNED_OUT = "signed-out";

/**
 * This tab's name on the channel. A BroadcastChannel object never hears its own messages, but another object of
 * the same name in the same tab does: without it, the announcing tab would run its sign-out a second time, and
 * that second run, with its tokens already forgotten, would end the provider's session without the ID token.
 */
const THIS_TAB = Math.random().toString(36).slice(2);

type ChannelFactory = (name: string) => Pick<BroadcastChannel, "postMessage" | "close" | "addEventListener">;

const defaultChannel: ChannelFactory | null =
  typeof BroadcastChannel === "undefined" ? null : (name) => new BroadcastChannel(name);

export function announceSignOut(channel: ChannelFactory | null = defaultChannel, tab = THIS_TAB): void {
  if (!channel) return;
  const open = channel(CHANNEL);
  open.postMessage({ type: SIGNED_OUT, tab });
  open.close();
}

/** Calls `onSignOut` when another tab signs out; returns the unsubscribe. A tab never acts on its own message. */
export function followSignOutElsewhere(
  onSignOut: () => void,
  channel: ChannelFactory | null = defaultChannel,
  tab = THIS_TAB,
) {
  if (!channel) return () => {};
  const open = channel(CHANNEL);
  open.addEventListener("message", (event) => {
    const data = (event as MessageEvent<{ type?: unknown; tab?: unknown } | null>).data;
    if (data && data.type === SIGNED_OUT && data.tab !== tab) onSignOut();
  });
  return () => open.close();
}
