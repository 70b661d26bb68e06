// @vitest-environment jsdom
import "../../../testing/setup-dom";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { markDirty, markSaved, resetUnsavedWork } from "../../../entities/patient/unsaved-work";
import { isWaitingForSaves } from "../../../entities/patient/wait-for-saves";
import { renderWithApp } from "../../../testing/render";
import { SignOutButton } from "./sign-out-button";

const signOut = vi.hoisted(() => vi.fn(async () => {}));
vi.mock("../hooks", () => ({ signOut }));

beforeEach(() => {
  vi.useFakeTimers();
  signOut.mockClear();
  resetUnsavedWork();
});
afterEach(() => {
  resetUnsavedWork();
  vi.useRealTimers();
});

describe("SIGN OUT", () => {
  it("signs out at once when nothing is pending", async () => {
    renderWithApp(<SignOutButton />);
    fireEvent.click(screen.getByRole("button", { name: "SIGN OUT" }));
    await vi.advanceTimersByTimeAsync(0);
    expect(signOut).toHaveBeenCalledOnce();
    expect(isWaitingForSaves()).toBe(false);
  });

  it("waits for pending patient saves, with the Saving data popup, exactly as End session does", async () => {
    markDirty("save-queue");
    renderWithApp(<SignOutButton />);
    fireEvent.click(screen.getByRole("button", { name: "SIGN OUT" }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(signOut).not.toHaveBeenCalled();
    expect(isWaitingForSaves()).toBe(true);
    markSaved("save-queue");
    await vi.advanceTimersByTimeAsync(100);
    expect(signOut).toHaveBeenCalledOnce();
    expect(isWaitingForSaves()).toBe(false);
  });

  it("gives up waiting after 600 checks of 100 ms and signs out anyway", async () => {
    markDirty("save-queue");
    renderWithApp(<SignOutButton />);
    fireEvent.click(screen.getByRole("button", { name: "SIGN OUT" }));
    await vi.advanceTimersByTimeAsync(59_900);
    expect(signOut).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(signOut).toHaveBeenCalledOnce();
  });
});
