// @vitest-environment jsdom
import "../../../testing/setup-dom";
import type { Doctor, Store } from "@solerx/domain/store";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { PATIENT_FORM_TEXTS as T } from "../../../entities/patient/form/texts";
import { GENDER_LABELS } from "../../../entities/patient/texts";
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
  hideSensitiveData: false,
};
const DOCTOR: Doctor = { userID: "2d8b3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e", firstName: "Grace", lastName: "Hopper" };
const LONG_DOCTOR: Doctor = {
  userID: "3e9c4d5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f",
  firstName: "Maximiliana Alexandrina",
  lastName: "Wolfeschlegelsteinhausen",
};
const TODAY = () => new Date(2026, 10, 23);
const INVALID = "First name, last name and referenceID cannot contain following characters ,<>:“/|?*";

function renderScreen({ doctors = [DOCTOR], store = STORE }: { doctors?: Doctor[]; store?: Store } = {}) {
  const onCreated = vi.fn();
  renderWithApp(
    <GettingStartedScreen
      store={store}
      doctors={doctors}
      doctorsLoading={false}
      onCreated={onCreated}
      onCancel={vi.fn()}
      today={TODAY}
    />,
  );
  const save = () => screen.getByRole("button", { name: GET_STARTED_TEXTS.submit });
  const field = (label: string) => screen.getByRole("textbox", { name: new RegExp(`^${label}`) }) as HTMLInputElement;
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const weight = (value: string) =>
    fireEvent.change(screen.getByRole("textbox", { name: /^Weight/ }), { target: { value } });
  return { save, field, type, weight, onCreated };
}

describe("Get Started", () => {
  it("keeps Create patient off until first name, last name, doctor and a weight above 0 are present", () => {
    const { save, type, weight } = renderScreen();
    expect(save().hasAttribute("disabled")).toBe(true);
    type(T.firstName, "Ada");
    type(T.lastName, "Lovelace");
    // The form's default weight of 0 lbs is not a weight (docs/decisions.md "Patient forms").
    expect(save().hasAttribute("disabled")).toBe(true);
    weight("62.5");
    expect(save().hasAttribute("disabled")).toBe(false);
    type(T.lastName, "   ");
    expect(save().hasAttribute("disabled")).toBe(true);
  });

  it("needs a doctor chosen when the store has several, and shows names over 42 characters as 40 and an ellipsis", async () => {
    const { save, type, weight } = renderScreen({ doctors: [DOCTOR, LONG_DOCTOR] });
    type(T.firstName, "Ada");
    type(T.lastName, "Lovelace");
    weight("150");
    expect(save().hasAttribute("disabled")).toBe(true);
    await userEvent.click(screen.getByRole("textbox", { name: /^Assigned doctor/ }));
    const full = `${LONG_DOCTOR.firstName} ${LONG_DOCTOR.lastName}`;
    expect(full.length).toBeGreaterThan(42);
    const option = await screen.findByRole("option", { name: `${full.slice(0, 40)}…` });
    await userEvent.click(option);
    expect(save().hasAttribute("disabled")).toBe(false);
  });

  it("strips forbidden characters as typed, keeps 25 characters, and shows the spec's message on the field", () => {
    const { field, type } = renderScreen();
    for (const label of [T.firstName, T.lastName, T.referenceId, T.poNumber]) {
      type(label, "Love<lace");
      expect(field(label).value).toBe("Lovelace");
      expect(field(label).getAttribute("aria-invalid")).toBe("true");
      expect(screen.getByText(INVALID)).toBeTruthy();
      // The next clean keystroke clears the message; the field stops at 25 characters.
      type(label, "x".repeat(30));
      expect(field(label).value).toBe("x".repeat(25));
      expect(field(label).getAttribute("aria-invalid")).toBe("false");
      expect(screen.queryByText(INVALID)).toBeNull();
    }
  });

  it("marks the birth date invalid with the rule's message", () => {
    const { field, type } = renderScreen();
    type(T.day, "12");
    expect(screen.getByText("Enter a valid date of birth")).toBeTruthy();
    for (const label of [T.day, T.month, T.year]) expect(field(label).getAttribute("aria-invalid")).toBe("true");
    type(T.month, "13");
    type(T.year, "1970");
    expect(screen.getByText("Please enter month as a number (1-12 allowed)")).toBeTruthy();
    type(T.month, "1");
    type(T.year, "2027");
    expect(screen.getByText("Date of birth cannot be a future date")).toBeTruthy();
    type(T.year, "1970");
    expect(screen.queryByText(/Date of birth cannot|Enter a valid/)).toBeNull();
    expect(field(T.day).getAttribute("aria-invalid")).toBe("false");
  });

  it("hides birth date and gender when the company hides sensitive data", () => {
    renderScreen({ store: { ...STORE, hideSensitiveData: true } });
    expect(screen.queryByRole("group", { name: T.birthDate })).toBeNull();
    expect(screen.queryByRole("radio", { name: GENDER_LABELS.UNKNOWN })).toBeNull();
    expect(screen.getByRole("textbox", { name: /^First name/ })).toBeTruthy();
  });

  it("offers gender with Prefer not to say chosen by default", () => {
    renderScreen();
    expect((screen.getByRole("radio", { name: "Prefer not to say" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("radio", { name: "Male" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Female" })).toBeTruthy();
  });

  it("shows a weight in kg in whole pounds (times 2.2046)", async () => {
    const { weight } = renderScreen();
    weight("70");
    await userEvent.click(screen.getByText("kg"));
    expect(screen.getByText("= 154 lbs")).toBeTruthy();
  });

  it("sends every field in one call, and the shoe sizes chosen in the Change shoe size modal", async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post(`*/api/v1/profile/patient/${STORE.storeID}/create`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ userID: DOCTOR.userID, sessionID: STORE.storeID }, { status: 201 });
      }),
    );
    const { save, type, weight, onCreated } = renderScreen();
    type(T.firstName, " Ada");
    type(T.lastName, "Lovelace");
    type(T.referenceId, "REF-7");
    type(T.poNumber, "PO-42");
    type(T.day, "10");
    type(T.month, "12");
    type(T.year, "1985");
    await userEvent.click(screen.getByRole("radio", { name: "Female" }));
    weight("150.5");
    fireEvent.change(screen.getByRole("textbox", { name: T.notes }), { target: { value: "heel pain" } });

    await userEvent.click(screen.getByRole("button", { name: T.changeShoeSize }));
    const dialog = await screen.findByRole("dialog", { name: "Change shoe size" });
    await userEvent.click(within(dialog).getByRole("tab", { name: "Different shoe sizes" }));
    await userEvent.click(within(dialog).getByRole("textbox", { name: "Left foot Unit" }));
    await userEvent.click(await screen.findByRole("option", { name: "US WOMEN'S" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByTestId("shoe-size-summary").textContent).toContain("11 US WOMEN'S");

    fireEvent.click(save());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(DOCTOR.userID));
    expect(sent).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      assignedToDoctor: DOCTOR.userID,
      gender: "FEMALE",
      patientID: "REF-7",
      zebraID: "PO-42",
      medicalProfile: {
        patientID: "REF-7",
        weight: 150.5,
        weightUnit: "LBS",
        birthDateTimestamp: Date.UTC(1985, 11, 10),
        leftShoeSize: 11,
        leftGenderShoeSize: "WOMEN'S",
        rightGenderShoeSize: "MEN'S",
        notes: "heel pain",
      },
    });
  });
});
