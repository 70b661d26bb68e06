// @vitest-environment jsdom
import "../../testing/setup-dom";
import { Button, Modal } from "@mantine/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
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
