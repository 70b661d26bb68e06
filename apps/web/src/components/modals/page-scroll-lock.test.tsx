// @vitest-environment jsdom
import "../../testing/setup-dom";
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { holdPageScrollLock, RemoveScroll } from "./page-scroll-lock";

const locked = () => document.body.hasAttribute("data-scroll-locked");
const lockStyles = () =>
  [...document.head.querySelectorAll("style")].filter((style) => /scroll-locked/.test(style.textContent ?? ""));

describe("page scroll lock", () => {
  afterEach(() => {
    expect(locked()).toBe(false);
  });

  it("locks the page while held and stays locked until the last of nested holders lets go", () => {
    const outer = holdPageScrollLock();
    expect(locked()).toBe(true);
    expect(lockStyles()).toHaveLength(1);
    const inner = holdPageScrollLock();
    inner();
    inner();
    expect(locked()).toBe(true);
    outer();
    expect(locked()).toBe(false);
    expect(lockStyles()).toHaveLength(0);
  });

  it("locks while an enabled RemoveScroll is mounted, inside the same div react-remove-scroll renders", () => {
    const { rerender, unmount, container } = render(
      <RemoveScroll enabled className="wrap">
        <p>modal</p>
      </RemoveScroll>,
    );
    expect(container.querySelector("div.wrap > p")?.textContent).toBe("modal");
    expect(locked()).toBe(true);
    rerender(
      <RemoveScroll enabled={false} className="wrap">
        <p>modal</p>
      </RemoveScroll>,
    );
    expect(locked()).toBe(false);
    rerender(
      <RemoveScroll className="wrap">
        <p>modal</p>
      </RemoveScroll>,
    );
    expect(locked()).toBe(true);
    unmount();
  });

  it("keeps react-remove-scroll's class names for the AppShell parts", () => {
    expect(RemoveScroll.classNames).toEqual({
      zeroRight: "right-scroll-bar-position",
      fullWidth: "width-before-scroll-bar",
    });
  });
});
