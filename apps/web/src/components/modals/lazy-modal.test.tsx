// @vitest-environment jsdom
import "../../testing/setup-dom";
import { Button, Modal } from "@mantine/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../testing/render";
import { lazyModal } from "./lazy-modal";

function Plain({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Plain">
      <Button onClick={onClose}>Done</Button>
    </Modal>
  );
}

describe("lazyModal", () => {
  it("loads nothing until opened, then traps the focus and gives it back on close", async () => {
    const load = vi.fn(async () => Plain);
    const Lazy = lazyModal(load);
    function Host() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <Button onClick={() => setOpened(true)}>Open</Button>
          <Lazy opened={opened} onClose={() => setOpened(false)} />
        </>
      );
    }
    renderWithApp(<Host />);
    expect(load).not.toHaveBeenCalled();
    const open = screen.getByRole("button", { name: "Open" });
    await userEvent.click(open);
    const dialog = await screen.findByRole("dialog", { name: "Plain" });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(open));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

/**
 * A modal that, like Mantine's, learns the opener in a passive effect when `opened` turns true and moves the focus
 * into itself right after the commit that shows it (Mantine's trap: a timer from its ref; here a microtask, sooner).
 */
function Probe({ opened, onOpenedWith }: { opened: boolean; onOpenedWith: (element: Element | null) => void }) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (opened) onOpenedWith(document.activeElement);
  }, [opened, onOpenedWith]);
  if (!opened) return null;
  return (
    <input
      aria-label="inside"
      ref={(node) => {
        if (node) queueMicrotask(() => node.focus());
      }}
    />
  );
}

describe("lazyModal's first opening", () => {
  it("lets the modal learn what had the focus before its content takes it (focus given back on the first close)", async () => {
    const Lazy = lazyModal(async () => Probe);
    const openers: (Element | null)[] = [];
    const onOpenedWith = (element: Element | null) => openers.push(element);
    function Host() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpened(true)}>
            Open
          </button>
          <Lazy opened={opened} onOpenedWith={onOpenedWith} />
        </>
      );
    }
    renderWithApp(<Host />);
    const open = screen.getByRole("button", { name: "Open" });
    open.focus();
    await userEvent.click(open);
    await screen.findByRole("textbox", { name: "inside" });
    await waitFor(() => expect(openers).toHaveLength(1));
    expect(openers[0]).toBe(open);
  });
});
