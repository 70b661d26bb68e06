// @vitest-environment jsdom
import "../../../testing/setup-dom";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../testing/render";
import { NotesButton } from "./notes-button";
import { NotesModal } from "./notes-modal";

describe("Notes", () => {
  it("opens from the Notes button with a textarea, Cancel and Save, and Cancel gives the focus back", async () => {
    renderWithApp(<NotesButton />);
    const button = screen.getByRole("button", { name: "Notes" });
    await userEvent.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Notes" });
    expect(screen.getByRole("textbox", { name: "Notes about this patient" })).toBeTruthy();
    await waitFor(() => expect(dialog.querySelector("textarea")).toBe(document.activeElement));
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it("saves what was typed when saving is available", () => {
    const onSave = vi.fn();
    renderWithApp(<NotesModal opened onClose={vi.fn()} initialNotes="left heel pain" onSave={onSave} />);
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "left heel pain, worse in the morning" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith("left heel pain, worse in the morning");
  });

  it("keeps Save off and says why while the medical profile cannot be saved", () => {
    renderWithApp(<NotesModal opened onClose={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByText(/Saving notes arrives/)).toBeTruthy();
  });
});
