// @vitest-environment jsdom
// The viewer's DOM side in jsdom, which has no WebGL: the text without WebGL, the accessible picture, a scan that
// cannot be read, and letting the decoded scans go on unmount. The 3D picture itself is checked in Chromium.
import "../../testing/setup-dom";
import { MantineProvider } from "@mantine/core";
import { act, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SCAN_VIEWER_TEXTS } from "./texts";

const wrapper = ({ children }: { children: ReactNode }) => <MantineProvider>{children}</MantineProvider>;

/** A fresh viewer module each time: whether WebGL exists is asked once per page load. */
async function loadViewer(webgl: boolean) {
  vi.resetModules();
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(
    () => (webgl ? { getExtension: () => null } : null) as never,
  );
  const fetch = vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
  const { default: ScanViewer } = await import("./scan-viewer");
  const { scanGeometries } = await import("./draco-geometry");
  return { ScanViewer, scanGeometries, fetch };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ScanViewer", () => {
  it("says so instead of drawing when the browser has no WebGL, and reads no scan", async () => {
    const { ScanViewer, fetch } = await loadViewer(false);
    render(<ScanViewer left="blob:left" right="blob:right" label="Both feet in 3D" />, { wrapper });
    expect(screen.getByText(SCAN_VIEWER_TEXTS.noWebgl)).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("is one labelled picture, marked busy while a foot is scanned, with no tab stop inside", async () => {
    const { ScanViewer } = await loadViewer(true);
    const { container, rerender } = render(<ScanViewer left={null} right={null} label="Both feet in 3D" />, {
      wrapper,
    });
    const picture = screen.getByRole("img", { name: "Both feet in 3D" });
    expect(picture.getAttribute("aria-busy")).toBe("false");
    rerender(<ScanViewer left={null} right={null} label="Both feet in 3D" busy="left" />);
    expect(picture.getAttribute("aria-busy")).toBe("true");
    expect(container.querySelectorAll("[tabindex]:not([tabindex='-1']), button, a[href], input")).toHaveLength(0);
  });

  it("names the foot whose scan cannot be read, and lets both scans go on unmount", async () => {
    const { ScanViewer, scanGeometries, fetch } = await loadViewer(true);
    const { unmount } = render(<ScanViewer left="blob:left-scan" right={null} label="Both feet in 3D" />, {
      wrapper,
    });
    expect((await screen.findByRole("alert")).textContent).toBe(SCAN_VIEWER_TEXTS.decodeFailed.left);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scanGeometries.size).toBe(1);
    unmount();
    expect(scanGeometries.size).toBe(0);
  });

  it("opens at the time it is given (the spec's 1 s after arrival), saying so until then, on a fake clock", async () => {
    const { ScanViewer } = await loadViewer(true);
    vi.useFakeTimers({ now: 10_000, toFake: ["setTimeout", "clearTimeout", "Date"] });
    try {
      render(<ScanViewer left={null} right={null} label="Both feet in 3D" opensAt={Date.now() + 1000} />, {
        wrapper,
      });
      expect(screen.getByText(SCAN_VIEWER_TEXTS.opening)).toBeTruthy();
      expect(screen.queryByRole("img")).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(999));
      expect(screen.queryByRole("img")).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByRole("img", { name: "Both feet in 3D" })).toBeTruthy();
      expect(screen.queryByText(SCAN_VIEWER_TEXTS.opening)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("opens at once when its time has passed (a screen the clinician came back to)", async () => {
    const { ScanViewer } = await loadViewer(true);
    render(<ScanViewer left={null} right={null} label="Both feet in 3D" opensAt={Date.now() - 1} />, { wrapper });
    expect(screen.getByRole("img", { name: "Both feet in 3D" })).toBeTruthy();
  });
});
