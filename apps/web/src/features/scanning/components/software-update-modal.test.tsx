// @vitest-environment jsdom
// The Software Update modal in each phase of the update flow (spec 000 §2 "Software Update", §4 "Scanner agent").
import "../../../testing/setup-dom";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { UpdateState } from "../../../entities/scanner/lib/agent-state";
import { renderWithApp } from "../../../testing/render";
import { SoftwareUpdateModal } from "./software-update-modal";

function show(update: UpdateState) {
  const onAccept = vi.fn();
  const onDecline = vi.fn();
  renderWithApp(<SoftwareUpdateModal update={update} onAccept={onAccept} onDecline={onDecline} />);
  return { onAccept, onDecline };
}

describe("SoftwareUpdateModal", () => {
  it("offers an optional update with NO and YES, and says not to turn the PC off", async () => {
    const { onAccept, onDecline } = show({ phase: "available", version: "1.3.0", required: false });
    const dialog = await screen.findByRole("dialog", { name: "Software Update" });
    expect(dialog.textContent).toContain("New 3D Laser Foot Scanner software is ready");
    expect(dialog.textContent).toContain("Do not turn off the PC");
    expect(dialog.textContent).toContain("The update takes a few minutes.");
    await userEvent.click(screen.getByRole("button", { name: "NO" }));
    expect(onDecline).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole("button", { name: "YES" }));
    expect(onAccept).toHaveBeenCalledOnce();
  });

  it("offers a required update with UPDATE only, and no way to close it", async () => {
    const { onAccept } = show({ phase: "available", version: "2.0.0", required: true });
    await screen.findByRole("dialog", { name: "Software Update" });
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["UPDATE"]);
    await userEvent.click(screen.getByRole("button", { name: "UPDATE" }));
    expect(onAccept).toHaveBeenCalledOnce();
  });

  it("shows the download's progress without buttons", async () => {
    show({ phase: "downloading", version: "1.3.0", required: false, percent: 40 });
    expect(await screen.findByText("Downloading the update: 40%")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Update download" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("counts down to the reload once the installer runs", async () => {
    show({ phase: "installing", version: "1.3.0", secondsLeft: 7, reloadAt: 0 });
    expect(await screen.findByText("Installing the update. The page reloads in 7 seconds.")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("is closed while no update is offered", () => {
    show({ phase: "none" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
