import { afterEach, describe, expect, it, vi } from "vitest";
import { announceSignOut, followSignOutElsewhere } from "./sign-out-broadcast";

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe("sign-out across tabs", () => {
  it("tells every other tab, whose listener signs it out", async () => {
    const otherTab = vi.fn();
    stops.push(followSignOutElsewhere(otherTab, undefined, "other-tab"));
    announceSignOut();
    await vi.waitFor(() => expect(otherTab).toHaveBeenCalledTimes(1));
  });

  it("never signs out the announcing tab a second time (its ID token would be gone by then)", async () => {
    const thisTab = vi.fn();
    const otherTab = vi.fn();
    stops.push(followSignOutElsewhere(thisTab), followSignOutElsewhere(otherTab, undefined, "other-tab"));
    announceSignOut();
    await vi.waitFor(() => expect(otherTab).toHaveBeenCalledTimes(1));
    expect(thisTab).not.toHaveBeenCalled();
  });

  it("ignores other messages on the channel", async () => {
    const otherTab = vi.fn();
    stops.push(followSignOutElsewhere(otherTab, undefined, "other-tab"));
    const channel = new BroadcastChannel("solerx.sign-in");
    channel.postMessage({ type: "something-else" });
    channel.postMessage("signed-out");
    announceSignOut();
    await vi.waitFor(() => expect(otherTab).toHaveBeenCalledTimes(1));
    channel.close();
  });

  it("does nothing where the browser has no BroadcastChannel", () => {
    expect(() => announceSignOut(null)).not.toThrow();
    expect(followSignOutElsewhere(() => {}, null)).toBeTypeOf("function");
  });
});
