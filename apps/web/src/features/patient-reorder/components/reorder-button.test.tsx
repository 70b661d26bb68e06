// @vitest-environment jsdom
import "../../../testing/setup-dom";
import "../../../components/modals/confirm-modal";
import { fireEvent, screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { medicalProfileFixture } from "../../../testing/medical-profile";
import { server, startMockNetwork } from "../../../testing/msw";
import { patientRecordFixture } from "../../../testing/patient-record";
import { flushLazy, renderWithApp } from "../../../testing/render";
import { REORDER_TEXTS } from "../texts";
import { ReorderButton } from "./reorder-button";

startMockNetwork();

const record = patientRecordFixture();

describe("the reorder button", () => {
  it("keeps the confirmation open and says what to shorten when the notes have no room for the order id, creating nothing", async () => {
    const created: string[] = [];
    server.use(
      http.get(`*/api/v1/profile/user/${record.userID}/fitStationMedicalProfile`, () =>
        HttpResponse.json({ medicalProfile: medicalProfileFixture({ notes: "n".repeat(3995) }), version: 3 }),
      ),
      http.post("*/api/v1/profile/patient/*/create", ({ request }) => {
        created.push(request.url);
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    renderWithApp(<ReorderButton record={record} orderId="ORD-42" variant="button" />);
    fireEvent.click(screen.getByRole("button", { name: "Reorder" }));
    await flushLazy();
    const dialog = await screen.findByRole("dialog", { name: "Reorder" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reorder" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(REORDER_TEXTS.notesTooLong("ORD-42", 2));
    expect(screen.getByRole("dialog", { name: "Reorder" })).toBeTruthy();
    expect(created).toEqual([]);
  });
});
