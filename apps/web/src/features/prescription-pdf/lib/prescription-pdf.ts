// The prescription PDF (spec 001 §4 "A 500 ms wait precedes PDF creation", §7 PDFInput): the request for the open
// record, the wait, the call, and the answer's base64 saved as presc.pdf.

import { DEFAULTS, SAVE_TIMING } from "@solerx/domain/common";
import type { Order, PdfInputRequest } from "@solerx/domain/order";
import type { MedicalProfile, PatientRecord } from "@solerx/domain/patient";
import { normalisePack } from "@solerx/domain/prescription";
import { pdfSizeGender, unitOfProfile } from "@solerx/domain/shoe-size";
import type { Clock } from "../../../lib/clock";
import { base64Blob } from "../../../lib/download";
import { PDF_TEXTS } from "../texts";

export class PdfRequestError extends Error {
  override readonly name = "PdfRequestError";
}

/**
 * The PDFInput body: the patient, its scan session, the signed-in operator (employeeID), the record's store, the
 * size gender of the shoe-size unit (the right foot's when only the right is made, else the left's), and the order
 * when the record has one.
 */
export function pdfInputRequest(input: {
  record: Pick<PatientRecord, "userID" | "sessionID" | "storeID">;
  operatorId: string;
  profile: Pick<MedicalProfile, "leftGenderShoeSize" | "rightGenderShoeSize" | "prescriptionObj"> | null;
  order: Pick<Order, "orderID" | "createdAt"> | null;
}): PdfInputRequest {
  const { record, profile, order } = input;
  if (!record.sessionID) throw new PdfRequestError(PDF_TEXTS.noSession);
  const rightOnly = normalisePack(profile?.prescriptionObj.uiContextData.pack) === "Right Only";
  const unitText = rightOnly ? profile?.rightGenderShoeSize : profile?.leftGenderShoeSize;
  return {
    userID: record.userID,
    sessionID: record.sessionID,
    employeeID: input.operatorId,
    storeID: record.storeID,
    sizeGender: pdfSizeGender(unitOfProfile(unitText)),
    ...(order ? { orderID: order.orderID, orderCreatedAt: order.createdAt } : {}),
  };
}

export interface PdfDownloadDeps {
  clock: Clock;
  create(request: PdfInputRequest): Promise<{ data: string }>;
  save(blob: Blob, fileName: string): void;
  /** SAVE_TIMING unless a test says otherwise. */
  timing?: { pdfCreationWaitMs: number };
}

/** Waits 500 ms, asks for the PDF, and saves it as presc.pdf. */
export async function downloadPrescriptionPdf(request: PdfInputRequest, deps: PdfDownloadDeps): Promise<void> {
  const waitMs = (deps.timing ?? SAVE_TIMING).pdfCreationWaitMs;
  await new Promise<void>((resolve) => deps.clock.setTimeout(resolve, waitMs));
  const { data } = await deps.create(request);
  deps.save(base64Blob(data, "application/pdf"), DEFAULTS.pdfFileName);
}
