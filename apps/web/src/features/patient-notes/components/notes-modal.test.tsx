// @vitest-environment jsdom
import "../../../testing/setup-dom";
import { INPUT_LIMITS } from "@solerx/domain/common";
import type { MedicalProfile } from "@solerx/domain/patient";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { closePatientRecord, openPatientRecord } from "../../../entities/patient/open-record";
import { signInState } from "../../../entities/session/session-state";
import { medicalProfileFixture } from "../../../testing/medical-profile";
import { server, startMockNetwork } from "../../../testing/msw";
import { patientRecordFixture } from "../../../testing/patient-record";
import { renderWithApp } from "../../../testing/render";
import { NotesButton, NotesHost } from "./notes-button";
import { NotesModal } from "./notes-modal";

startMockNetwork();

const INVALID = "First name, last name and referenceID cannot contain following characters ,<>:“/|?*";

const RECORD = patientRecordFixture({ zebraID: null, birthDate: null });
const PROFILE = medicalProfileFixture({ weight: 150, birthDateTimestamp: Date.UTC(1800, 0, 1) });

afterEach(() => {
  closePatientRecord();
  signInState.reset();
});

function openRecordWithNotes() {
  const sent: { body: MedicalProfile; query: URLSearchParams }[] = [];
  let profile = PROFILE;
  server.use(
    http.get(`*/api/v1/profile/patient/${RECORD.userID}`, () => HttpResponse.json(RECORD)),
    http.get(`*/api/v1/profile/user/${RECORD.userID}/fitStationMedicalProfile`, () =>
      HttpResponse.json({ medicalProfile: profile, version: 3 }),
    ),
    http.post(`*/api/v1/profile/${RECORD.userID}/update/fitStationMedicalProfile`, async ({ request }) => {
      const body = (await request.json()) as MedicalProfile;
      sent.push({ body, query: new URL(request.url).searchParams });
      profile = body;
      return HttpResponse.json({ version: 4 });
    }),
  );
  signInState.set({
    authStatus: "signed-in",
    operator: { userId: "op", email: null, givenName: null, familyName: null },
    signedInAt: Date.now(),
  });
  openPatientRecord({ id: RECORD.userID, orderId: null });
  renderWithApp(
    <>
      <NotesButton />
      <NotesHost />
    </>,
  );
  return sent;
}

describe("Notes", () => {
  it("opens from the Notes button with a textarea, Cancel and Save, and Cancel gives the focus back", async () => {
    renderWithApp(
      <>
        <NotesButton />
        <NotesHost />
      </>,
    );
    const button = screen.getByRole("button", { name: "Notes" });
    await userEvent.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Notes" });
    expect(screen.getByRole("textbox", { name: "Notes about this patient" })).toBeTruthy();
    await waitFor(() => expect(dialog.querySelector("textarea")).toBe(document.activeElement));
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it("gives the focus back to the Notes button when the top bar re-made it while the modal was open", async () => {
    // The top bar's layout switch at 768 px (a window resized, a phone turned) renders its buttons anew.
    let switchLayout = () => {};
    function Bar() {
      const [layout, setLayout] = useState("one-row");
      switchLayout = () => setLayout("two-rows");
      return (
        <div key={layout}>
          <NotesButton />
        </div>
      );
    }
    renderWithApp(
      <>
        <Bar />
        <NotesHost />
      </>,
    );
    const before = screen.getByRole("button", { name: "Notes" });
    await userEvent.click(before);
    await screen.findByRole("dialog", { name: "Notes" });
    act(() => switchLayout());
    expect(before.isConnected).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Notes" })));
  });

  it("saves what was typed when saving is available", () => {
    const onSave = vi.fn();
    renderWithApp(<NotesModal opened onClose={vi.fn()} initialNotes="left heel pain" onSave={onSave} />);
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "left heel pain; worse in the morning" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    // The semicolon is one of the characters the spec forbids in text areas: it is gone.
    expect(onSave).toHaveBeenCalledWith("left heel pain worse in the morning");
  });

  it("strips forbidden characters as typed, keeps line breaks, and shows the spec's message", () => {
    renderWithApp(<NotesModal opened onClose={vi.fn()} onSave={vi.fn()} />);
    const box = screen.getByRole("textbox") as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: `a"b'c*d,e:f;g<h>i=j?k/l\\m|nÿo\np` } });
    expect(box.value).toBe("abcdefghijklmno\np");
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(box.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(box, { target: { value: "abc" } });
    expect(screen.queryByText(INVALID)).toBeNull();
  });

  it("stops taking characters at the API's notes limit (INPUT_LIMITS.notesMaxLength)", () => {
    renderWithApp(<NotesModal opened onClose={vi.fn()} onSave={vi.fn()} />);
    const box = screen.getByRole("textbox") as HTMLTextAreaElement;
    expect(box.maxLength).toBe(INPUT_LIMITS.notesMaxLength);
  });

  it("keeps Save off while stored notes hold a forbidden character", () => {
    renderWithApp(<NotesModal opened onClose={vi.fn()} initialNotes="a <b>" onSave={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByText(INVALID)).toBeTruthy();
  });

  it("keeps Save off while the record is loading", () => {
    renderWithApp(<NotesModal opened onClose={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByText(/loading/)).toBeTruthy();
  });

  it("sends the medical profile with the new notes at once on Save, and Cancel sends nothing", async () => {
    const sent = openRecordWithNotes();
    await userEvent.click(screen.getByRole("button", { name: "Notes" }));
    const box = (await screen.findByRole("textbox", { name: "Notes about this patient" })) as HTMLTextAreaElement;
    await waitFor(() => expect(box.value).toBe("left heel pain"));
    fireEvent.change(box, { target: { value: "discarded" } });
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(sent).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Notes" }));
    const reopened = (await screen.findByRole("textbox", { name: "Notes about this patient" })) as HTMLTextAreaElement;
    expect(reopened.value).toBe("left heel pain");
    fireEvent.change(reopened, { target: { value: "right arch" } });
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(false));
    const started = Date.now();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // At once: not after the 1 s autosave delay.
    expect(Date.now() - started).toBeLessThan(900);
    expect(sent[0]?.body).toEqual({ ...PROFILE, notes: "right arch" });
    expect(sent[0]?.query.get("sessionID")).toBe(RECORD.sessionID);
  });

  it("sends empty notes as a single space", async () => {
    const sent = openRecordWithNotes();
    await userEvent.click(screen.getByRole("button", { name: "Notes" }));
    const box = (await screen.findByRole("textbox", { name: "Notes about this patient" })) as HTMLTextAreaElement;
    await waitFor(() => expect(box.value).toBe("left heel pain"));
    fireEvent.change(box, { target: { value: "" } });
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(false));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body.notes).toBe(" ");
  });
});
