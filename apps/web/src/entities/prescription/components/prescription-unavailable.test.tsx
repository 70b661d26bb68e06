// @vitest-environment jsdom
import "../../../testing/setup-dom";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../testing/render";
import { PRESCRIPTION_LOAD_TEXTS } from "../texts";
import { PrescriptionUnavailable } from "./prescription-unavailable";

describe("PrescriptionUnavailable", () => {
  it("says the prescription is loading", () => {
    renderWithApp(<PrescriptionUnavailable state={{ status: "loading" }} />);
    expect(screen.getByText(PRESCRIPTION_LOAD_TEXTS.loading)).toBeTruthy();
  });

  it("says why a record without a scan session has none, with nothing to retry", () => {
    renderWithApp(<PrescriptionUnavailable state={{ status: "no-session" }} />);
    expect(screen.getByText(PRESCRIPTION_LOAD_TEXTS.loadFailed)).toBeTruthy();
    expect(screen.getByText(PRESCRIPTION_LOAD_TEXTS.noSession)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("offers to try again after a failure", async () => {
    const retry = vi.fn();
    renderWithApp(<PrescriptionUnavailable state={{ status: "error", retry }} />);
    expect(screen.getByText(PRESCRIPTION_LOAD_TEXTS.loadFailed)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: PRESCRIPTION_LOAD_TEXTS.tryAgain }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
