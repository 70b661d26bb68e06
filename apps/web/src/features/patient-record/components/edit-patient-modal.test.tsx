// @vitest-environment jsdom
import "../../../testing/setup-dom";
import type { MedicalProfile, UserDetails } from "@solerx/domain/patient";
import type { Doctor } from "@solerx/domain/store";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { medicalProfileFixture } from "../../../testing/medical-profile";
import { server, startMockNetwork } from "../../../testing/msw";
import { patientRecordFixture } from "../../../testing/patient-record";
import { renderWithApp } from "../../../testing/render";
import { EditPatientModal } from "./edit-patient-modal";

startMockNetwork();

const DOCTOR: Doctor = { userID: "2d8b3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e", firstName: "Grace", lastName: "Hopper" };
const SECOND_DOCTOR: Doctor = { userID: "3e9c4d5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f", firstName: "Alan", lastName: "Turing" };
const GONE_DOCTOR = "6bcf7a8c-9dae-4fb0-9bc2-4d5e6f7a8b9c";
const RECORD = patientRecordFixture({ assignedToDoctor: DOCTOR.userID });
const PROFILE = medicalProfileFixture({
  weight: 70,
  weightUnit: "KG",
  shoeSize: 9,
  shoeWidth: "wide",
  birthDateTimestamp: Date.UTC(1985, 11, 10),
  leftShoeSize: 9,
  leftShoeWidth: "wide",
  rightShoeSize: 9,
  rightShoeWidth: "wide",
  leftGenderShoeSize: "WOMEN'S",
  rightGenderShoeSize: "WOMEN'S",
  notes: "heel pain",
  leroyMeta: '{"camera":1}',
});

function renderModal({ record = RECORD, hideSensitiveData = false } = {}) {
  const sent: { user?: UserDetails; owner?: unknown; profile?: MedicalProfile } = {};
  server.use(
    http.get(`*/api/v1/profile/user/${RECORD.userID}/fitStationMedicalProfile`, () =>
      HttpResponse.json({ medicalProfile: PROFILE, version: 3 }),
    ),
    http.post(`*/api/v1/profile/user/${RECORD.userID}/update`, async ({ request }) => {
      sent.user = (await request.json()) as UserDetails;
      return HttpResponse.json({ version: 4 });
    }),
    http.post("*/api/v1/profile/update/currentOwner", async ({ request }) => {
      sent.owner = await request.json();
      return HttpResponse.json({ version: 5 });
    }),
    http.post(`*/api/v1/profile/${RECORD.userID}/update/fitStationMedicalProfile`, async ({ request }) => {
      sent.profile = (await request.json()) as MedicalProfile;
      return HttpResponse.json({ version: 6 });
    }),
    http.get(`*/api/v1/profile/patient/${RECORD.userID}`, () => HttpResponse.json(RECORD)),
  );
  const onClose = vi.fn();
  renderWithApp(
    <EditPatientModal
      opened
      onClose={onClose}
      record={record}
      doctors={[DOCTOR, SECOND_DOCTOR]}
      hideSensitiveData={hideSensitiveData}
      today={() => new Date(2026, 10, 23)}
    />,
  );
  const field = (label: string) => screen.getByRole("textbox", { name: new RegExp(`^${label}`) }) as HTMLInputElement;
  const save = () => screen.getByRole("button", { name: "Save" });
  return { sent, onClose, field, save };
}

describe("Edit patient", () => {
  it("opens prefilled with every field of the record and its medical profile", async () => {
    const { field } = renderModal();
    await screen.findByRole("textbox", { name: /^First name/ });
    expect(field("First name").value).toBe("Ada");
    expect(field("Last name").value).toBe("Lovelace");
    expect(field("Reference ID").value).toBe("REF-1");
    expect(field("PO number").value).toBe("PO-9");
    expect([field("Day").value, field("Month").value, field("Year").value]).toEqual(["10", "12", "1985"]);
    expect((screen.getByRole("radio", { name: "Female" }) as HTMLInputElement).checked).toBe(true);
    expect(field("Assigned doctor").value).toBe("Grace Hopper");
    expect(field("Weight").value).toBe("70");
    expect(screen.getByText("= 154 lbs")).toBeTruthy();
    expect(screen.getByTestId("shoe-size-summary").textContent).toBe("9 US WOMEN'S · WIDE");
    expect((screen.getByRole("textbox", { name: "Notes" }) as HTMLTextAreaElement).value).toBe("heel pain");
  });

  it("keeps the PO number of a placed order as it was placed: shown, not editable (one value everywhere)", async () => {
    const { field } = renderModal({ record: { ...RECORD, sessionsStatuses: ["ORDER_DELIVERED", "ORDER_CREATED"] } });
    await screen.findByRole("textbox", { name: /^First name/ });
    expect(field("PO number").value).toBe("PO-9");
    expect(field("PO number").disabled).toBe(true);
    expect(screen.getByText("The order was placed with this PO number.")).toBeTruthy();
    expect(field("Reference ID").disabled).toBe(false);
  });

  it("clears a doctor who is not among the store's and asks to reassign; Save stays off until one is chosen", async () => {
    const { field, save } = renderModal({ record: { ...RECORD, assignedToDoctor: GONE_DOCTOR } });
    await screen.findByRole("textbox", { name: /^First name/ });
    expect(field("Assigned doctor").value).toBe("");
    expect(screen.getByText("Please, reassign doctor")).toBeTruthy();
    expect(save().hasAttribute("disabled")).toBe(true);
    await userEvent.click(field("Assigned doctor"));
    await userEvent.click(await screen.findByRole("option", { name: "Alan Turing" }));
    expect(screen.queryByText("Please, reassign doctor")).toBeNull();
    expect(save().hasAttribute("disabled")).toBe(false);
  });

  it("hides birth date and gender when the company hides sensitive data, and keeps their stored values", async () => {
    const { sent, save } = renderModal({ hideSensitiveData: true });
    await screen.findByRole("textbox", { name: /^First name/ });
    expect(screen.queryByRole("group", { name: "Date of birth" })).toBeNull();
    expect(screen.queryByRole("radio", { name: "Female" })).toBeNull();
    fireEvent.click(save());
    await waitFor(() => expect(sent.profile).toBeDefined());
    expect(sent.user?.gender).toBe("FEMALE");
    expect(sent.profile?.birthDateTimestamp).toBe(Date.UTC(1985, 11, 10));
  });

  it("keeps Save off for a weight of 0 and for an invalid birth date", async () => {
    const { field, save } = renderModal();
    await screen.findByRole("textbox", { name: /^First name/ });
    fireEvent.change(field("Weight"), { target: { value: "0" } });
    expect(save().hasAttribute("disabled")).toBe(true);
    fireEvent.change(field("Weight"), { target: { value: "72.5" } });
    expect(save().hasAttribute("disabled")).toBe(false);
    fireEvent.change(field("Month"), { target: { value: "2" } });
    fireEvent.change(field("Day"), { target: { value: "30" } });
    expect(screen.getByText("Enter a valid date of birth")).toBeTruthy();
    expect(save().hasAttribute("disabled")).toBe(true);
  });

  it("sends user details, the changed doctor and the medical profile at once on Save, and closes", async () => {
    const { sent, onClose, field, save } = renderModal();
    await screen.findByRole("textbox", { name: /^First name/ });
    fireEvent.change(field("First name"), { target: { value: "Augusta" } });
    fireEvent.change(field("PO number"), { target: { value: "PO-10" } });
    fireEvent.change(field("Reference ID"), { target: { value: "REF-2" } });
    fireEvent.change(field("Year"), { target: { value: "1986" } });
    await userEvent.click(screen.getByRole("radio", { name: "Prefer not to say" }));
    await userEvent.click(field("Assigned doctor"));
    await userEvent.click(await screen.findByRole("option", { name: "Alan Turing" }));
    fireEvent.change(field("Weight"), { target: { value: "165.5" } });
    await userEvent.click(screen.getByText("lbs"));
    fireEvent.change(screen.getByRole("textbox", { name: "Notes" }), { target: { value: "" } });
    await userEvent.click(screen.getByRole("button", { name: "Change shoe size" }));
    const dialog = await screen.findByRole("dialog", { name: "Change shoe size" });
    await userEvent.click(within(dialog).getByRole("textbox", { name: "Both feet Unit" }));
    await userEvent.click(await screen.findByRole("option", { name: "US MEN'S" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Change shoe size" })).toBeNull());

    const started = Date.now();
    fireEvent.click(save());
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(sent.profile).toBeDefined());
    expect(Date.now() - started).toBeLessThan(900);
    expect(sent.user).toEqual({ firstName: "Augusta", lastName: "Lovelace", gender: "UNKNOWN", zebraID: "PO-10" });
    expect(sent.owner).toEqual({ userID: RECORD.userID, ownerID: SECOND_DOCTOR.userID });
    expect(sent.profile).toMatchObject({
      patientID: "REF-2",
      weight: 165.5,
      weightUnit: "LBS",
      birthDateTimestamp: Date.UTC(1986, 11, 10),
      leftShoeSize: 9,
      leftShoeWidth: "wide",
      leftGenderShoeSize: "MEN'S",
      rightGenderShoeSize: "MEN'S",
      notes: " ",
      // What the form does not edit is kept.
      leroyMeta: '{"camera":1}',
    });
  });

  it("does not send the doctor when it is unchanged", async () => {
    const { sent, save } = renderModal();
    await screen.findByRole("textbox", { name: /^First name/ });
    fireEvent.click(save());
    await waitFor(() => expect(sent.profile).toBeDefined());
    expect(sent.owner).toBeUndefined();
  });
});
