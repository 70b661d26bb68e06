// @vitest-environment jsdom
import "../../testing/setup-dom";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { delay, HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { savePatient } from "../../entities/patient/record-writer";
import { medicalProfileFixture } from "../../testing/medical-profile";
import { server, startMockNetwork } from "../../testing/msw";
import { renderWithApp } from "../../testing/render";
import { RecordStatus } from "./record-status";

startMockNetwork();

const USER = "00000000-0000-4000-8000-000000000011";
const SESSION = "00000000-0000-4000-8000-000000000012";
const profile = medicalProfileFixture({ patientID: "", weight: 150, birthDateTimestamp: 0, notes: " " });

describe("the record status", () => {
  it("announces saving, saved, and failed with a Retry that saves, in a polite live region", async () => {
    let answer = 400;
    server.use(
      http.post(`*/api/v1/profile/${USER}/update/fitStationMedicalProfile`, async () => {
        await delay(30);
        return answer === 200
          ? HttpResponse.json({ version: 2 })
          : HttpResponse.json({ message: "Bad Request" }, { status: answer });
      }),
    );
    renderWithApp(<RecordStatus userId={USER} />);
    const status = screen.getByRole("status");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.textContent).toBe("Patient record: Saved");

    void savePatient(USER, { medicalProfile: profile }, { sessionID: SESSION, delayMs: 0 }).catch(() => {});
    await waitFor(() => expect(status.textContent).toBe("Patient record: Saving…"));
    await waitFor(() => expect(status.textContent).toContain("Not saved"));
    answer = 200;
    fireEvent.click(screen.getByRole("button", { name: "Retry saving" }));
    await waitFor(() => expect(status.textContent).toBe("Patient record: Saved"));
    expect(screen.queryByRole("button", { name: "Retry saving" })).toBeNull();
  });
});
