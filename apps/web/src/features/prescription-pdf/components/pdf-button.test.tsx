// @vitest-environment jsdom
import "../../../testing/setup-dom";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openPatientRecord, openRecord } from "../../../entities/patient/open-record";
import { signInState } from "../../../entities/session/session-state";
import { fakeClock } from "../../../testing/fake-clock";
import { medicalProfileFixture } from "../../../testing/medical-profile";
import { server, startMockNetwork } from "../../../testing/msw";
import { ORDER_ID, orderFixture } from "../../../testing/orders";
import { patientRecordFixture } from "../../../testing/patient-record";
import { renderWithApp } from "../../../testing/render";
import { testId } from "../../../testing/scans";
import { PdfButton } from "./pdf-button";

const showSnackbar = vi.hoisted(() => vi.fn());
vi.mock("../../../lib/snackbar", () => ({ showSnackbar, showErrorSnackbar: (e: Error) => showSnackbar(e.message) }));

startMockNetwork();

const OPERATOR = testId(9);

beforeEach(() => {
  signInState.set({
    authStatus: "signed-in",
    operator: { userId: OPERATOR, email: null, givenName: "Gregory", familyName: "House" },
  });
});
afterEach(() => {
  openRecord.reset();
  signInState.reset();
});

function serve(record = patientRecordFixture(), pdf: () => Response = () => HttpResponse.json({ data: btoa("%PDF") })) {
  const asked: unknown[] = [];
  server.use(
    http.get("*/api/v1/profile/patient/:id", () => HttpResponse.json(record)),
    http.get("*/api/v1/profile/user/:id/fitStationMedicalProfile", () =>
      HttpResponse.json({ medicalProfile: medicalProfileFixture({ leftGenderShoeSize: "WOMEN'S" }), version: 3 }),
    ),
    http.get("*/api/v1/profile/session/:id", ({ params }) =>
      HttpResponse.json({ sessionID: params.id, owners: [], sessionsStatuses: ["ORDER_CREATED"], orderID: ORDER_ID }),
    ),
    http.get("*/api/v1/order/:orderID", () => HttpResponse.json(orderFixture())),
    http.post("*/api/v1/profile/create/PDFInput", async ({ request }) => {
      asked.push(await request.json());
      return pdf();
    }),
  );
  openPatientRecord({ id: record.userID, orderId: null });
  return asked;
}

describe("PDF button", () => {
  it("waits 500 ms, asks for the record's PDF (with its order) and saves it as presc.pdf", async () => {
    const record = patientRecordFixture({ sessionsStatuses: ["ORDER_CREATED", "PRESCRIPTION_UPDATED"] });
    const asked = serve(record);
    const clock = fakeClock();
    const save = vi.fn();
    renderWithApp(<PdfButton clock={clock} save={save} />, { path: `/end-view?id=${record.userID}` });
    const button = await screen.findByRole("button", { name: "Download prescription PDF" });
    await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(clock.pending).toBe(1));
    await clock.advanceAsync(499);
    expect(asked).toHaveLength(0);
    await clock.advanceAsync(1);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(asked).toEqual([
      {
        userID: record.userID,
        sessionID: record.sessionID,
        employeeID: OPERATOR,
        storeID: record.storeID,
        sizeGender: "female",
        orderID: ORDER_ID,
        orderCreatedAt: orderFixture().createdAt,
      },
    ]);
    const [blob, name] = save.mock.calls[0] as [Blob, string];
    expect(name).toBe("presc.pdf");
    expect(await blob.text()).toBe("%PDF");
  });

  it("shows a failure in the snackbar and saves nothing", async () => {
    serve(patientRecordFixture(), () => HttpResponse.json({ message: "boom" }, { status: 500 }));
    const clock = fakeClock();
    const save = vi.fn();
    renderWithApp(<PdfButton clock={clock} save={save} />, { path: "/prescription" });
    const button = await screen.findByRole("button", { name: "Download prescription PDF" });
    await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(clock.pending).toBe(1));
    await clock.advanceAsync(500);
    await waitFor(() => expect(showSnackbar).toHaveBeenCalledWith("500 Internal Server Error"));
    expect(save).not.toHaveBeenCalled();
  });
});
