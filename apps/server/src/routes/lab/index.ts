// /api/v1/lab: the fabrication lab (ours; spec 001 shows no lab side, issue 11 asks for one). Lab staff
// (SUPPORT_ADMIN; SUPER_ADMIN may read) list every company's orders, read one with what the bench needs, move it
// through its statuses and open repair orders, and download each foot's insole (issue 19 point 4). Every read and write is audited per order (areas/lab/repository.ts).
import { DesignInsoleFileQuery } from "@solerx/domain/design";
import { DomainError } from "@solerx/domain/errors";
import {
  LabOrder,
  LabOrderList,
  LabOrderListQuery,
  LabRepairRequest,
  LabScanFileParams,
  LabScanFileQuery,
  LabStatusChangeRequest,
  labScanFileName,
} from "@solerx/domain/lab";
import { OrderParams } from "@solerx/domain/order";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { repoOf } from "../../access/index";
import { labRefused } from "../../areas/lab/index";
import type { LabRepository } from "../../areas/repository";
import type { BlobStore } from "../../blobs/blob-store";
import { INSOLE_FILE_DESCRIPTION, sendInsole } from "../../design/insole-reply";
import { labOrderInsole } from "../../design/order-insoles";
import { errorResponses } from "../../errors";
import { surfaceModelBytes } from "../../scans/surface";

const TAGS = ["lab"];
const orderTenancy = { kind: "lab", order: { param: "orderID" } } as const;
/** What each scan file is sent as. */
const SCAN_FILE_TYPES = { STL: "model/stl", OBJ: "model/obj" } as const;

/** The request's lab repository; the tenancy check let only lab staff through, and this holds it so. */
function labOf(request: FastifyRequest): LabRepository {
  const lab = repoOf(request).lab;
  if (!lab) throw labRefused("labOnly");
  return lab;
}

export const labRoutes: FastifyPluginAsyncZod<{ blobs: BlobStore }> = async (app, { blobs }) => {
  app.get(
    "/orders",
    {
      config: { tenancy: { kind: "lab" } },
      schema: {
        tags: TAGS,
        summary: "Every company's orders (of one status when asked), newest first, in pages of at most 200",
        querystring: LabOrderListQuery,
        response: { 200: LabOrderList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => labOf(request).list(request.query),
  );

  app.get(
    "/orders/:orderID",
    {
      config: { endpoint: "getOrder", tenancy: orderTenancy },
      schema: {
        tags: TAGS,
        summary: "One order with its company, store, doctor, shipping address, product kind and scans",
        params: OrderParams,
        response: { 200: LabOrder, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const order = await labOf(request).find(request.params.orderID);
      if (!order) throw DomainError.of("getOrder", 404);
      return order;
    },
  );

  app.get(
    "/orders/:orderID/scans/:side",
    {
      config: { endpoint: "getOrder", tenancy: orderTenancy },
      schema: {
        tags: TAGS,
        summary: "The order's scan of one foot as a file to make the device from: binary STL or OBJ text",
        description:
          "Converted on the server from the scan's stored Draco file (as get3DScanSurfaceModel converts it), sent " +
          "as an attachment. 404 Not found without the order; 404 Surface Model Not Found when the order names no " +
          "scan of that foot or its file is gone. Audited under the order's patient.",
        params: LabScanFileParams,
        querystring: LabScanFileQuery,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { orderID, side } = request.params;
      const { format } = request.query;
      const scan = await labOf(request).orderScan(orderID, side);
      const draco = scan?.isComplete && scan.blobKey ? await blobs.get(scan.blobKey) : undefined;
      if (!draco) throw DomainError.of("surfaceModel", 404);
      let bytes: Uint8Array;
      try {
        bytes = await surfaceModelBytes(draco, format);
      } catch {
        // Every stored file was decoded once at complete_upload; one that no longer decodes has no model.
        throw DomainError.of("surfaceModel", 404);
      }
      return (
        reply
          .type(SCAN_FILE_TYPES[format])
          .header("content-disposition", `attachment; filename="${labScanFileName(orderID, side, format)}"`)
          .header("cache-control", "private, no-store")
          // Bytes, not JSON: Fastify sends a Buffer as it is (the type provider types send() by the error schemas).
          // A view of the worker's buffer, not a copy of tens of MB on the event loop.
          .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never)
      );
    },
  );

  app.get(
    "/orders/:orderID/insole",
    {
      config: { endpoint: "getOrder", tenancy: orderTenancy },
      schema: {
        tags: TAGS,
        summary: "The order's insole of one foot as a 3MF or STL file, made from the order as placed",
        description:
          `${INSOLE_FILE_DESCRIPTION} The file the order keeps (made just after it was placed; a request meanwhile ` +
          "waits for it). 404 when the order names no scan of the foot; 422 when its scan cannot carry an insole. " +
          "Audited under the order's patient.",
        params: OrderParams,
        querystring: DesignInsoleFileQuery,
        response: errorResponses(400, 401, 403, 404, 422, 503),
      },
    },
    async (request, reply) => {
      const { orderID } = request.params;
      const { side, format } = request.query;
      const bytes = await labOrderInsole(labOf(request), { blobs, log: request.log }, { orderID, side, format });
      return sendInsole(reply, { id: orderID, side, format, bytes }) as never;
    },
  );

  app.post(
    "/orders/:orderID/status",
    {
      config: { endpoint: "getOrder", tenancy: orderTenancy },
      schema: {
        tags: TAGS,
        summary: "Moves the order: Processing → Fabricating | Cancelled; Fabricating → Shipped | Cancelled",
        description:
          "Shipped needs a tracking link (400 otherwise); a step its life does not allow is 409. Records the " +
          "session status of the step (Shipped ORDER_DELIVERED, Cancelled ORDER_CANCELLED; Fabricating none).",
        params: OrderParams,
        body: LabStatusChangeRequest,
        response: { 200: LabOrder, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => labOf(request).changeStatus(request.params.orderID, request.body),
  );

  app.post(
    "/orders/:orderID/repair",
    {
      config: { endpoint: "getOrder", tenancy: orderTenancy },
      schema: {
        tags: TAGS,
        summary: "Opens a repair order of a shipped order (201; 200: the repair order opened before)",
        description:
          "A new order with the original's body and session, repairOfID the original, status Processing, and " +
          "REPAIR_ORDER_CREATED on the session. Only a shipped order can be repaired (409).",
        params: OrderParams,
        body: LabRepairRequest,
        response: { 200: LabOrder, 201: LabOrder, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { repair, created } = await labOf(request).openRepair(request.params.orderID, request.body.reason);
      return reply.code(created ? 201 : 200).send(repair);
    },
  );
};
