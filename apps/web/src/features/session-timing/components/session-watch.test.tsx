// @vitest-environment jsdom
// The session clocks as the app runs them: the real SessionWatch (hook, activity tracker, watcher, modals) on
// fake timers, driven by window events like an operator's mouse.
import "../../../testing/setup-dom";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signInState } from "../../../entities/session/session-state";
import { formatTime } from "../../../lib/time-format";
import { flushLazy, renderWithApp } from "../../../testing/render";

await import("./security-notification-modal");
await import("./saving-data-modal");

import { SessionWatch } from "./session-watch";

const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const t0 = Date.UTC(2026, 2, 3, 8, 0);

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Moves the mouse every 10 minutes until `at` after sign-in, so inactivity never ends the session. */
function keepBusyUntil(at: number) {
  while (Date.now() + 10 * MIN <= t0 + at) {
    advance(10 * MIN);
    fireEvent.mouseMove(window);
  }
  advance(t0 + at - Date.now());
}

async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

function start(path = "/patients") {
  const signOut = vi.fn(async () => {});
  const renewSignIn = vi.fn(async () => {});
  renderWithApp(<SessionWatch signOut={signOut} renewSignIn={renewSignIn} />, { path });
  return { signOut, renewSignIn };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(t0);
  localStorage.clear();
  signInState.set({
    authStatus: "signed-in",
    operator: { userId: "u-1", email: null, givenName: "Dana", familyName: "Demo" },
    signedInAt: t0,
  });
});
afterEach(() => {
  signInState.reset();
  vi.useRealTimers();
});

describe("SessionWatch on a fake clock", () => {
  it("states in the 7 h warning the very moment the automatic sign-out happens", async () => {
    const { signOut } = start();
    keepBusyUntil(7 * HOUR - 1);
    expect(screen.queryByRole("dialog")).toBeNull();
    keepBusyUntil(7 * HOUR);
    await flushLazy();
    const warning = screen.getByRole("dialog", { name: "Security Notification" });
    const stated = /signed out automatically at (.+?)\./.exec(warning.textContent ?? "")?.[1];
    expect(stated).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));

    keepBusyUntil(7.5 * HOUR);
    expect(screen.getByTestId("session-countdown").textContent).toBe("You will be signed out in 60 seconds");
    advance(59 * SEC);
    await flush();
    expect(signOut).not.toHaveBeenCalled();
    advance(SEC);
    await flush();
    expect(signOut).toHaveBeenCalledTimes(1);
    // The sign-out happened at the time the warning stated, to the minute it shows.
    expect(formatTime(Date.now())).toBe(stated);
    expect(Date.now()).toBe(t0 + 7.5 * HOUR + MIN);
  });

  it("opens the inactivity countdown after 27 idle minutes and signs out 60 s later", async () => {
    const { signOut } = start();
    advance(27 * MIN - 1);
    expect(screen.queryByRole("dialog")).toBeNull();
    advance(1);
    await flushLazy();
    expect(screen.getByTestId("session-countdown").textContent).toBe(
      "Due to inactivity your session will end in 60 seconds",
    );
    // Activity while the countdown shows does not count: only Stay signed in does.
    fireEvent.mouseMove(window);
    advance(10 * SEC);
    expect(screen.getByTestId("session-countdown").textContent).toContain("50 seconds");
    advance(50 * SEC);
    await flush();
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it("restarts the inactivity clock with Stay signed in", async () => {
    const { signOut } = start();
    advance(27 * MIN);
    await flushLazy();
    fireEvent.click(screen.getByRole("button", { name: "Stay signed in" }));
    advance(27 * MIN - 1);
    await flush();
    expect(screen.queryByTestId("session-countdown")).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
  });

  it("counts mouse moves as activity, so a busy operator never sees the countdown", () => {
    start();
    for (let minute = 0; minute < 120; minute += 20) {
      advance(20 * MIN);
      fireEvent.mouseMove(window);
    }
    advance(26 * MIN);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the soft warning only on the patient list", () => {
    start("/getting-started");
    keepBusyUntil(7 * HOUR + MIN);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
