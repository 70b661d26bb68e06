// POST /api/v1/profile/create/PDFInput (spec 001 §7): the prescription PDF of a patient's scan session, base64 in
// `data`; the web app waits 500 ms before the call and saves the answer as presc.pdf. The document is assembled
// through the request's scoped repository and rendered by pdf/render.ts in a worker (workers/heavy-work.ts), as the order's stored pres.pdf is.
// Each scanned foot's insole is drawn at 1:1 after the outlines (issue 19 point 4): the session's current design,
// as the design API's report gives it, or for an order's PDF the order's own insoles, as its files are made.

import { DomainError } from "@solerx/domain/errors";
import { PdfInputRequest, PdfInputResponse } from "@solerx/domain/order";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { repoOf } from "../../access/index";
import type { BlobStore } from "../../blobs/blob-store";
import { sessionBasis } from "../../design/design-basis";
import { insoleDrawings } from "../../design/insoles";
import { orderInsoleDrawings } from "../../design/order-insoles";
import { errorResponses } from "../../errors";
import { assemblePrescriptionDocument, withInsoles } from "../../pdf/document";
import { renderPdfOffLoop } from "../../workers/heavy-work";

export const pdfRoutes: FastifyPluginAsyncZod<{ blobs: BlobStore }> = async (app, { blobs }) => {
  app.post(
    "/create/PDFInput",
    {
      config: {
        endpoint: "patient",
        tenancy: [
          { kind: "patient", id: { body: "userID" } },
          { kind: "session", id: { body: "sessionID" } },
          { kind: "store", id: { body: "storeID" } },
          // The employee making it is the caller, no one else.
          { kind: "self", id: { body: "employeeID" } },
          // The session's order, when the PDF is an order's.
          { kind: "order", id: { body: "orderID" } },
        ],
      },
      schema: {
        tags: ["profile"],
        summary: "The prescription PDF (presc.pdf) of the patient's scan session, base64",
        description:
          "Clinic, doctor, patient (birth date and gender left out when the company hides sensitive data), order id " +
          "and PO number, style, pack, shoe sizes, every prescription choice grouped as on screen, notes, and the " +
          "plantar outline of each scanned foot with its landmarks, then each scanned foot's insole at 1:1 with its " +
          "posts, pads and cut-outs (an order's: its own insoles). US Letter; docs/ARCHITECTURE.md " +
          '"Prescription PDF".',
        body: PdfInputRequest,
        response: { 200: PdfInputResponse, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const repo = repoOf(request);
      const { orderID, ...input } = request.body;
      // An order's PDF says what was ordered, as placed; an order of another session is none of this PDF's.
      const order = orderID ? await repo.orders.find(orderID) : undefined;
      if (orderID && order?.sessionID !== input.sessionID) throw DomainError.of("getOrder", 404);
      const document = await assemblePrescriptionDocument({ repo, blobs }, { ...input, order });
      // A foot whose insole cannot be made keeps its outline, and the PDF says so: the PDF never fails for it.
      const context = { blobs, log: request.log };
      const insoles = order
        ? await orderInsoleDrawings(repo, context, order)
        : await insoleDrawings(context, await sessionBasis(repo, input.sessionID));
      // Laid out in a worker with a time limit (503 past it): no notes can stall the server.
      const pdf = await renderPdfOffLoop(withInsoles(document, insoles));
      return { data: Buffer.from(pdf).toString("base64") };
    },
  );
};
