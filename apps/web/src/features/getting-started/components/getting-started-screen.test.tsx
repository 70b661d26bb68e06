// @vitest-environment jsdom
import "../../../testing/setup-dom";
import type { Doctor, Store } from "@solerx/domain/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { server, startMockNetwork } from "../../../testing/msw";
import { renderWithApp } from "../../../testing/render";
import { GET_STARTED_TEXTS } from "../texts";
import { GettingStartedScreen } from "./getting-started-screen";

startMockNetwork();

const STORE: Store = {
  storeID: "0b6f1e2a-3c4d-4e5f-8a6b-7c8d9e0f1a2b",
  companyID: "1c7a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  name: "Downtown",
  company: "Demo Clinic",
  address: "1 Main St",
};
const DOCTOR: Doctor = { userID: "2d8b3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e", firstName: "Grace", lastName: "Hopper" };

function renderScreen(onCreated = vi.fn()) {
  renderWithApp(
    <GettingStartedScreen
      store={STORE}
      doctors={[DOCTOR]}
      doctorsLoading={false}
      onCreated={onCreated}
      onCancel={vi.fn()}
    />,
  );
  const save = () => screen.getByRole("button", { name: GET_STARTED_TEXTS.submit });
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByRole("textbox", { name: new RegExp(label) }), { target: { value } });
  return { save, type, onCreated };
}

describe("Get Started", () => {
  it("keeps Create patient off until the contract accepts the form, with the store's only doctor chosen", () => {
    const { save, type } = renderScreen();
    expect(save().hasAttribute("disabled")).toBe(true);
    type(GET_STARTED_TEXTS.firstName, "Ada");
    expect(save().hasAttribute("disabled")).toBe(true);
    type(GET_STARTED_TEXTS.lastName, "Lovelace");
    expect(save().hasAttribute("disabled")).toBe(false);
    type(GET_STARTED_TEXTS.lastName, "   ");
    expect(save().hasAttribute("disabled")).toBe(true);
  });

  it("strips a forbidden character as it is typed, and sends the trimmed patient", async () => {
    let sent: unknown;
    server.use(
      http.post(`*/api/v1/profile/patient/${STORE.storeID}/create`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ userID: DOCTOR.userID, sessionID: STORE.storeID }, { status: 201 });
      }),
    );
    const { save, type, onCreated } = renderScreen();
    type(GET_STARTED_TEXTS.firstName, " Ada");
    type(GET_STARTED_TEXTS.lastName, "Love<lace");
    expect(
      (screen.getByRole("textbox", { name: new RegExp(GET_STARTED_TEXTS.lastName) }) as HTMLInputElement).value,
    ).toBe("Lovelace");
    fireEvent.click(save());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(DOCTOR.userID));
    expect(sent).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      assignedToDoctor: DOCTOR.userID,
      gender: "UNKNOWN",
    });
  });
});
