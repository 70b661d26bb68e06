// @vitest-environment jsdom
import "../../../testing/setup-dom";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { trackWait } from "../../../lib/long-waits";
import { flushLazy, renderWithApp } from "../../../testing/render";

// Loaded before the tests, as the shell would have loaded it by the time a wait gets long.
await import("./system-error-modal");

import { LongWaitWatch } from "./long-wait-watch";

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("System Error on long waits", () => {
  it("shows after 30 s of an unanswered request; Wait gives it 30 s more; the answer closes it", async () => {
    let answer: (value: string) => void = () => {};
    const request = trackWait(new Promise<string>((resolve) => (answer = resolve)));
    renderWithApp(<LongWaitWatch onEndSession={vi.fn()} />);
    advance(29_999);
    expect(screen.queryByRole("dialog")).toBeNull();
    advance(1);
    await flushLazy();
    expect(screen.getByRole("dialog", { name: "Something went wrong" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Wait" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    advance(29_999);
    expect(screen.queryByRole("dialog")).toBeNull();
    advance(1);
    expect(screen.getByRole("dialog", { name: "Something went wrong" })).toBeTruthy();

    await act(async () => {
      answer("late");
      await request;
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("offers End session", async () => {
    let answer: () => void = () => {};
    const request = trackWait(new Promise<void>((resolve) => (answer = resolve)));
    const onEndSession = vi.fn();
    renderWithApp(<LongWaitWatch onEndSession={onEndSession} />);
    advance(30_000);
    await flushLazy();
    fireEvent.click(screen.getByRole("button", { name: "End session" }));
    expect(onEndSession).toHaveBeenCalled();
    await act(async () => {
      answer();
      await request;
    });
  });

  it("never shows for requests that answer in time", async () => {
    renderWithApp(<LongWaitWatch onEndSession={vi.fn()} />);
    for (let i = 0; i < 10; i += 1) {
      await act(async () => {
        await trackWait(Promise.resolve(i));
      });
      advance(20_000);
    }
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
