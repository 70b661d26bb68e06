// @vitest-environment jsdom
import "../../../testing/setup-dom";
import { act, screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { server, startMockNetwork } from "../../../testing/msw";
import { renderWithApp } from "../../../testing/render";
import { ConnectivityWatch } from "./connectivity-watch";

startMockNetwork();

// Loaded before the test, as a running app would have it by the time the connection drops.
await import("./no-internet-modal");

describe("ConnectivityWatch", () => {
  it("shows the no-internet modal while the browser is offline and hides it when /check.txt answers again", async () => {
    server.use(http.get("*/check.txt", () => HttpResponse.text("OK")));
    renderWithApp(<ConnectivityWatch />);
    expect(screen.queryByRole("dialog")).toBeNull();

    server.use(http.get("*/check.txt", () => HttpResponse.error()));
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    const modal = await screen.findByRole("dialog", { name: "No internet connection" });
    expect(modal.textContent).toContain("Please check your internet connection.");
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();

    server.use(http.get("*/check.txt", () => HttpResponse.text("OK")));
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
