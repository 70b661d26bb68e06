// /api/v1/order: placing an order (idempotent by the idempotency-key header), its flags, checking a body without
// placing it, one order, a store's orders and an order's attachments (spec 001 §7 "Order", §8), and its insoles
// (issue 19 point 4: made just after placing, from the order as placed, then pres.pdf with their 1:1 drawings;
// design/order-insoles.ts).

import { LAB_MESSAGES } from "@solerx/domain/common";
import { DesignInsoleFileQuery } from "@solerx/domain/design";
import { DomainError, type ErrorIssue } from "@solerx/domain/errors";
import {
  CreateOrderHeaders,
  CreateOrderRequest,
  ORDER_IDEMPOTENCY_HEADER,
  ORDER_PDF_ATTACHMENT,
  Order,
  OrderAttachmentParams,
  OrderFlagsRequest,
  OrderList,
  OrderListQuery,
  OrderParams,
  OrderValidateRequest,
  OrderValidateResponse,
} from "@solerx/domain/order";
import { StoreParams } from "@solerx/domain/store";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { ResourceScope } from "../../access/index";
import { operatorOf, repoOf } from "../../access/index";
import type { BlobStore } from "../../blobs/blob-store";
import { INSOLE_FILE_DESCRIPTION, sendInsole } from "../../design/insole-reply";
import {
  madeOrderFiles,
  orderInsole,
  orderInsoleDrawings,
  orderInsoleLane,
  storeOrderFiles,
} from "../../design/order-insoles";
import { errorResponses } from "../../errors";
import { renderOrderPdf, storeOrderPdf } from "../../pdf/order-pdf";

const TAGS = ["order"];

/** Every resource an order body names: its company, store, session, patient and the order it reorders. */
const ORDER_BODY_TENANCY: readonly ResourceScope[] = [
  { kind: "company", id: { body: "companyID" }, notFound: "createOrder" },
  { kind: "store", id: { body: "storeID" }, companyID: { body: "companyID" } },
  { kind: "session", id: { body: "sessionID" } },
  { kind: "patient", id: { body: "userID" } },
  { kind: "order", id: { body: "reorderOfID" } },
];

const orderTenancy = { kind: "order", id: { param: "orderID" } } as const;

/** zod issues as the API's { path, message } list. */
function issuesOf(error: z.ZodError): ErrorIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

export const orderRoutes: FastifyPluginAsyncZod<{ blobs: BlobStore }> = async (app, { blobs }) => {
  const insoles = orderInsoleLane({ blobs, log: app.log });
  app.addHook("onClose", () => insoles.close());

  /**
   * The order's files in the background lane (design/order-insoles storeOrderFiles): its insoles, then pres.pdf
   * drawn with them. A download of any of its files meanwhile waits for them.
   */
  function queueOrderFiles(request: FastifyRequest, order: Order): void {
    const repo = repoOf(request);
    insoles.start(order, () => storeOrderFiles(repo, { blobs, log: request.log }, order));
  }

  /**
   * The placing's pres.pdf, made before the insoles (no 1:1 pages yet), so the answer names it and the order has a
   * PDF whatever becomes of the background work; that work replaces it before anyone can download it (a download
   * waits for it). A PDF that cannot be made is logged and leaves the order as it is: the attachment route makes it
   * when it is first asked for.
   */
  async function withOrderPdf(request: FastifyRequest, order: Order): Promise<Order> {
    try {
      return (await storeOrderPdf({ repo: repoOf(request), blobs }, order)) ?? order;
    } catch (error) {
      request.log.error({ err: error, orderID: order.orderID }, "the order's pres.pdf could not be made");
      return order;
    }
  }

  /**
   * pres.pdf of an order whose PDF could not be made when it was placed: made now, and kept when the caller's
   * company owns the order (lab staff read it as it is made).
   */
  async function madePdf(
    request: FastifyRequest,
    orderID: string,
    name: string,
  ): Promise<{ bytes: Uint8Array; contentType: string } | undefined> {
    if (name !== ORDER_PDF_ATTACHMENT) return undefined;
    const repo = repoOf(request);
    const order = await repo.orders.find(orderID);
    if (!order) return undefined;
    const drawings = await orderInsoleDrawings(repo, { blobs, log: request.log }, order);
    const bytes = await renderOrderPdf({ repo, blobs }, order, drawings);
    if (order.companyID === operatorOf(request).companyID) await repo.orders.addAttachment(orderID, { name, bytes });
    return { bytes, contentType: "application/pdf" };
  }

  app.post(
    "/create",
    {
      config: { endpoint: "createOrder", tenancy: ORDER_BODY_TENANCY },
      schema: {
        tags: TAGS,
        summary: "Places the order: 201 the new order; 200 the order placed before with the same idempotency-key",
        description:
          "One transaction: the order (status Processing), its first history step, ORDER_CREATED on the session. A " +
          "session has one order of its own: another placing for it is 400, unless it repeats the first one's " +
          `${ORDER_IDEMPOTENCY_HEADER} header (a retry), which answers that order.`,
        headers: CreateOrderHeaders,
        body: CreateOrderRequest,
        response: { 200: Order, 201: Order, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const key = request.headers[ORDER_IDEMPOTENCY_HEADER];
      const { order, replayed } = await repoOf(request).orders.place(
        request.body,
        typeof key === "string" ? key : undefined,
      );
      if (replayed) return reply.code(200).send(order);
      const answered = await withOrderPdf(request, order);
      // Just after the answer, in the background: the placing never waits for the generator.
      queueOrderFiles(request, answered);
      return reply.code(201).send(answered);
    },
  );

  app.post(
    "/flags",
    {
      config: { endpoint: "getOrder", tenancy: { kind: "order", id: { body: "orderID" } } },
      schema: {
        tags: TAGS,
        summary: "Sets the order's expert-review flag and PO number (zebraID, left as it is when absent)",
        body: OrderFlagsRequest,
        response: { 200: Order, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { orderID, expertReview, zebraID } = request.body;
      const order = await repoOf(request).orders.setFlags(orderID, { expertReview, zebraID });
      if (!order) throw DomainError.of("getOrder", 404);
      if (order === "frozen") throw new DomainError(409, LAB_MESSAGES.flagsFrozen);
      // pres.pdf prints the flags: made again with the order's insoles, in the lane (a download waits for it).
      queueOrderFiles(request, order);
      return order;
    },
  );

  app.post(
    "/validate",
    {
      config: { tenancy: ORDER_BODY_TENANCY },
      schema: {
        tags: TAGS,
        summary: "Whether the body could be placed now, and what it lacks; never places anything",
        body: OrderValidateRequest,
        response: { 200: OrderValidateResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const raw = request.body as Record<string, unknown>;
      const parsed = CreateOrderRequest.safeParse(raw);
      // What POST /order/create's body schema would say (storable included: a body the database cannot store).
      const checked = parsed.success
        ? { success: true as const, data: parsed.data }
        : { success: false as const, issues: issuesOf(parsed.error) };
      return repoOf(request).orders.validate(checked, raw);
    },
  );

  app.get(
    "/list/:storeID",
    {
      config: { tenancy: { kind: "store", id: { param: "storeID" } } },
      schema: {
        tags: TAGS,
        summary: "The store's orders, newest first, in pages of at most 200, and how many there are",
        params: StoreParams,
        querystring: OrderListQuery,
        response: { 200: OrderList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => repoOf(request).orders.listByStore(request.params.storeID, request.query),
  );

  app.get(
    "/:orderID",
    {
      config: { endpoint: "getOrder", tenancy: orderTenancy },
      schema: {
        tags: TAGS,
        summary: "One order: as placed, with its flags, status, tracking link, history and attachment names",
        params: OrderParams,
        response: { 200: Order, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const order = await repoOf(request).orders.find(request.params.orderID);
      if (!order) throw DomainError.of("getOrder", 404);
      return order;
    },
  );

  app.get(
    "/:orderID/attachment/:attachmentName",
    {
      config: { endpoint: "getOrder", tenancy: orderTenancy },
      schema: {
        tags: TAGS,
        summary: "The bytes of one of the order's files (pres.pdf: application/pdf)",
        params: OrderAttachmentParams,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { orderID, attachmentName } = request.params;
      // Never the placing's pres.pdf while the one with the insoles' pages is being made.
      await madeOrderFiles(orderID);
      const file =
        (await repoOf(request).orders.attachment(orderID, attachmentName)) ??
        (await madePdf(request, orderID, attachmentName));
      if (!file) throw DomainError.of("getOrder", 404);
      return (
        reply
          .type(file.contentType)
          .header("content-disposition", `inline; filename="${attachmentName}"`)
          .header("cache-control", "private, no-store")
          // Bytes, not JSON: Fastify sends a Buffer as it is (the type provider types send() by the error schemas).
          .send(Buffer.from(file.bytes) as never)
      );
    },
  );

  app.get(
    "/:orderID/insole",
    {
      config: { endpoint: "getOrder", tenancy: orderTenancy },
      schema: {
        tags: TAGS,
        summary: "The order's insole of one foot as a 3MF or STL file, made from the order as placed",
        description:
          `${INSOLE_FILE_DESCRIPTION} Made just after the order was placed and kept with it (a request meanwhile ` +
          "waits for it), so a later edit of the patient never changes it; the underside carries the order id's " +
          "first 8 characters and L or R. 404 when the order names no scan of the foot; 422 when its scan cannot " +
          "carry an insole.",
        params: OrderParams,
        querystring: DesignInsoleFileQuery,
        response: errorResponses(400, 401, 403, 404, 422, 503),
      },
    },
    async (request, reply) => {
      const { orderID } = request.params;
      const { side, format } = request.query;
      const bytes = await orderInsole(
        repoOf(request),
        { blobs, log: request.log },
        { orderID, side, format, ownCompanyID: operatorOf(request).companyID },
      );
      return sendInsole(reply, { id: orderID, side, format, bytes }) as never;
    },
  );
};
