// /api/v1/order: placing an order (idempotent by the idempotency-key header), its flags, checking a body without
// placing it, one order, a store's orders and an order's attachments (spec 001 §7 "Order", §8).
import {
  apiErrorMessage,
  CreateOrderRequest,
  Id,
  LAB_MESSAGES,
  ORDER_IDEMPOTENCY_HEADER,
  ORDER_PDF_ATTACHMENT,
  Order,
  OrderFlagsRequest,
  OrderList,
  OrderListQuery,
  OrderValidateResponse,
  PatientText,
} from "@solerx/domain";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ResourceScope } from "../../access/index";
import { operatorOf, repoOf } from "../../access/index";
import { OrderRefused } from "../../areas/orders/index";
import type { BlobStore } from "../../blobs/blob-store";
import { errorBody, errorResponses, HttpError } from "../../errors";
import { renderOrderPdf, storeOrderPdf } from "../../pdf/order-pdf";
import { handleError } from "../../plugins/error-handler";
import { isStorable, storable, UNSTORABLE_MESSAGE } from "../storable";

const TAGS = ["order"];

/** POST /order/create's body, refusing what the database cannot store. */
const CreateOrderBody = storable(CreateOrderRequest);

/** The idempotency key: a UUID the client makes once per placing (ORDER_IDEMPOTENCY_HEADER). */
const CreateOrderHeaders = z.looseObject({ [ORDER_IDEMPOTENCY_HEADER]: Id.optional() });

/** The PO number follows the patient form's rule (at most 25 characters, the spec's character rule). */
const FlagsBody = OrderFlagsRequest.extend({ zebraID: PatientText.optional() });

/**
 * POST /order/validate takes any body (its answer lists what is wrong with it); the ids it may carry are typed,
 * so the tenancy check sees each one.
 */
const ValidateBody = z.looseObject({
  companyID: Id.optional(),
  storeID: Id.optional(),
  userID: Id.optional(),
  sessionID: Id.optional(),
  reorderOfID: Id.nullable().optional(),
});

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
function issuesOf(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

/** A body that cannot become an order is the catalogue's 400, with the reason beside it. */
function orderErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof OrderRefused) {
    const issues = [{ path: error.path, message: error.message }];
    return reply.code(400).send(errorBody(400, apiErrorMessage("createOrder", 400), issues));
  }
  return handleError(error, request, reply);
}

export const orderRoutes: FastifyPluginAsyncZod<{ blobs: BlobStore }> = async (app, { blobs }) => {
  app.setErrorHandler(orderErrorHandler);

  /**
   * Keeps the order's pres.pdf up to date with what it holds (placed, then its flags). A PDF that cannot be made is
   * logged and leaves the order as it is: the attachment route makes it when it is first asked for.
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
    const bytes = await renderOrderPdf({ repo, blobs }, order);
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
        body: CreateOrderBody,
        response: { 200: Order, 201: Order, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const key = request.headers[ORDER_IDEMPOTENCY_HEADER];
      const { order, replayed } = await repoOf(request).orders.place(
        request.body,
        typeof key === "string" ? key : undefined,
      );
      return reply.code(replayed ? 200 : 201).send(replayed ? order : await withOrderPdf(request, order));
    },
  );

  app.post(
    "/flags",
    {
      config: { endpoint: "getOrder", tenancy: { kind: "order", id: { body: "orderID" } } },
      schema: {
        tags: TAGS,
        summary: "Sets the order's expert-review flag and PO number (zebraID, left as it is when absent)",
        body: FlagsBody,
        response: { 200: Order, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { orderID, expertReview, zebraID } = request.body;
      const order = await repoOf(request).orders.setFlags(orderID, { expertReview, zebraID });
      if (!order) throw HttpError.of("getOrder", 404);
      if (order === "frozen") throw new HttpError(409, LAB_MESSAGES.flagsFrozen);
      return withOrderPdf(request, order);
    },
  );

  app.post(
    "/validate",
    {
      config: { tenancy: ORDER_BODY_TENANCY },
      schema: {
        tags: TAGS,
        summary: "Whether the body could be placed now, and what it lacks; never places anything",
        body: ValidateBody,
        response: { 200: OrderValidateResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const raw = request.body as Record<string, unknown>;
      const parsed = CreateOrderRequest.safeParse(raw);
      // What POST /order/create's body schema would say: its issues, or a body the database cannot store.
      const checked = !parsed.success
        ? { success: false as const, issues: issuesOf(parsed.error) }
        : isStorable(parsed.data)
          ? { success: true as const, data: parsed.data }
          : { success: false as const, issues: [{ path: "", message: UNSTORABLE_MESSAGE }] };
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
        params: z.object({ storeID: Id }),
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
        params: z.object({ orderID: Id }),
        response: { 200: Order, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const order = await repoOf(request).orders.find(request.params.orderID);
      if (!order) throw HttpError.of("getOrder", 404);
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
        params: z.object({ orderID: Id, attachmentName: z.string().min(1).max(200) }),
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { orderID, attachmentName } = request.params;
      const file =
        (await repoOf(request).orders.attachment(orderID, attachmentName)) ??
        (await madePdf(request, orderID, attachmentName));
      if (!file) throw HttpError.of("getOrder", 404);
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
};
