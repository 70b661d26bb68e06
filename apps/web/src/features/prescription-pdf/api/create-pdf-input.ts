// POST /profile/create/PDFInput: the prescription PDF of the open record, base64 (spec 001 §7).
import { PdfInputRequest, PdfInputResponse } from "@solerx/domain/order";
import { apiRequest } from "../../../lib/api-client";

export function createPdfInput(request: PdfInputRequest) {
  return apiRequest({
    method: "POST",
    path: "/profile/create/PDFInput",
    json: PdfInputRequest.parse(request),
    schema: PdfInputResponse,
  });
}
