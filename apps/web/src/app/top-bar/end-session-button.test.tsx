// @vitest-environment jsdom
import "../../testing/setup-dom";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { closePatientRecord, openPatientRecord } from "../../entities/patient/open-record";
import { renderWithApp } from "../../testing/render";
import { EndSessionButton, EndSessionHost } from "./end-session-button";

afterEach(() => closePatientRecord());

describe("End session", () => {
  it("stays open while the top bar re-makes its icon (the layout switch at 768 px)", async () => {
    openPatientRecord({ id: "8daefe0c-efdd-41d1-b160-b706e9c9382e", orderId: null });
    let switchLayout = () => {};
    function Bar() {
      const [layout, setLayout] = useState("one-row");
      switchLayout = () => setLayout("two-rows");
      return (
        <div key={layout}>
          <EndSessionButton />
        </div>
      );
    }
    renderWithApp(
      <>
        <Bar />
        <EndSessionHost />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "End session" }));
    await screen.findByRole("dialog", { name: "End session" });
    act(() => switchLayout());
    expect(screen.getByRole("dialog", { name: "End session" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Yes" })).toBeTruthy();
  });
});
