import { defaultPrescription } from "@solerx/domain/prescription";
import { describe, expect, it, vi } from "vitest";
import { fakeClock } from "../../../testing/fake-clock";
import { medicalProfileFixture } from "../../../testing/medical-profile";
import { ORDER_ID } from "../../../testing/orders";
import { patientRecordFixture } from "../../../testing/patient-record";
import { testId } from "../../../testing/scans";
import { downloadPrescriptionPdf, PdfRequestError, pdfInputRequest } from "./prescription-pdf";

const record = patientRecordFixture();

describe("pdfInputRequest", () => {
  it("names the patient, session, operator and store, and the order when there is one", () => {
    const request = pdfInputRequest({
      record,
      operatorId: testId(9),
      profile: medicalProfileFixture(),
      order: { orderID: ORDER_ID, createdAt: "2026-11-02T09:30:00.000Z" },
    });
    expect(request).toEqual({
      userID: record.userID,
      sessionID: record.sessionID,
      employeeID: testId(9),
      storeID: record.storeID,
      sizeGender: "male",
      orderID: ORDER_ID,
      orderCreatedAt: "2026-11-02T09:30:00.000Z",
    });
  });

  it("leaves the order out when the record has none", () => {
    const request = pdfInputRequest({ record, operatorId: testId(9), profile: null, order: null });
    expect(request).not.toHaveProperty("orderID");
    expect(request).not.toHaveProperty("orderCreatedAt");
    expect(request.sizeGender).toBe("male");
  });

  it("takes the size gender from the shoe-size unit: women's sizes are female", () => {
    const women = medicalProfileFixture({ leftGenderShoeSize: "WOMEN'S", rightGenderShoeSize: "MEN'S" });
    expect(pdfInputRequest({ record, operatorId: testId(9), profile: women, order: null }).sizeGender).toBe("female");
    const rightOnly = defaultPrescription();
    rightOnly.uiContextData.pack = "Right Only";
    const right = { ...women, prescriptionObj: rightOnly };
    expect(pdfInputRequest({ record, operatorId: testId(9), profile: right, order: null }).sizeGender).toBe("male");
  });

  it("needs the record's scan session", () => {
    expect(() =>
      pdfInputRequest({ record: { ...record, sessionID: null }, operatorId: testId(9), profile: null, order: null }),
    ).toThrow(PdfRequestError);
  });
});

describe("downloadPrescriptionPdf", () => {
  it("waits 500 ms before asking for the PDF, then saves its bytes as presc.pdf", async () => {
    const clock = fakeClock();
    const create = vi.fn(async () => ({ data: btoa("%PDF-1.7") }));
    const save = vi.fn();
    const request = pdfInputRequest({ record, operatorId: testId(9), profile: null, order: null });
    const done = downloadPrescriptionPdf(request, { clock, create, save });
    await clock.advanceAsync(499);
    expect(create).not.toHaveBeenCalled();
    await clock.advanceAsync(1);
    await done;
    expect(create).toHaveBeenCalledWith(request);
    const [blob, name] = save.mock.calls[0] as [Blob, string];
    expect(name).toBe("presc.pdf");
    expect(blob.type).toBe("application/pdf");
    expect(await blob.text()).toBe("%PDF-1.7");
  });
});
