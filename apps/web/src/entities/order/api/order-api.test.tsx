// @vitest-environment jsdom
// The order calls against a mocked network: the address and headers each one sends, the contract each answer is
// parsed with, and the lookup of a session's order.
import "../../../testing/setup-dom";
import { API_ERROR_MESSAGES } from "@solerx/domain/common";
import { ORDER_DELIVERY_OPTION, ORDER_IDEMPOTENCY_HEADER } from "@solerx/domain/order";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { server, startMockNetwork } from "../../../testing/msw";
import { ORDER_ID, orderFixture } from "../../../testing/orders";
import { testId } from "../../../testing/scans";
import { createOrder } from "./create-order";
import { findSessionOrderId } from "./find-session-order";
import { getOrder } from "./get-order";
import { getOrderAttachment } from "./get-order-attachment";
import { listStoreOrders } from "./list-store-orders";
import { setOrderFlags } from "./set-order-flags";
import { validateOrder } from "./validate-order";

startMockNetwork();

const order = orderFixture();
const { orderID: _id, createdBy: _by, status: _s, trackingLink: _t, createdAt: _c, updatedAt: _u, ...placed } = order;
const { history: _h, attachments: _a, flags: _f, repairOfID: _r, ...rest } = placed;
const body = { ...rest, deliveryOption: ORDER_DELIVERY_OPTION as typeof ORDER_DELIVERY_OPTION };

describe("order calls", () => {
  it("creates with the idempotency key in its header and answers the order", async () => {
    let seen: { key: string | null; body: unknown } | null = null;
    server.use(
      http.post("*/api/v1/order/create", async ({ request }) => {
        seen = { key: request.headers.get(ORDER_IDEMPOTENCY_HEADER), body: await request.json() };
        return HttpResponse.json(order, { status: 201 });
      }),
    );
    await expect(createOrder(body, "the-key")).resolves.toEqual(order);
    expect(seen).toMatchObject({ key: "the-key", body: { sessionID: order.sessionID, reorderOfID: null } });
  });

  it("shows the catalogue's 400 of create, Could not create Order", async () => {
    server.use(
      http.post("*/api/v1/order/create", () =>
        HttpResponse.json({ message: API_ERROR_MESSAGES.createOrder[400] }, { status: 400 }),
      ),
    );
    await expect(createOrder(body, "k")).rejects.toThrow("Could not create Order");
  });

  it("sets the flags with the order id, expert review and PO number", async () => {
    let sent: unknown = null;
    server.use(
      http.post("*/api/v1/order/flags", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...order, flags: { zebraID: "PO-1", expertReview: true } });
      }),
    );
    const answer = await setOrderFlags({ orderID: ORDER_ID, expertReview: true, zebraID: "PO-1" });
    expect(sent).toEqual({ orderID: ORDER_ID, expertReview: true, zebraID: "PO-1" });
    expect(answer.flags).toEqual({ zebraID: "PO-1", expertReview: true });
  });

  it("asks the server whether a body could be placed", async () => {
    server.use(
      http.post("*/api/v1/order/validate", () =>
        HttpResponse.json({ valid: false, blockers: ["scan"], issues: [{ path: "measurementData", message: "x" }] }),
      ),
    );
    await expect(validateOrder(body)).resolves.toMatchObject({ valid: false, blockers: ["scan"] });
  });

  it("gets one order, and says Not found for an unknown one", async () => {
    server.use(
      http.get("*/api/v1/order/:orderID", ({ params }) =>
        params.orderID === ORDER_ID
          ? HttpResponse.json(order)
          : HttpResponse.json({ message: API_ERROR_MESSAGES.getOrder[404] }, { status: 404 }),
      ),
    );
    await expect(getOrder(ORDER_ID)).resolves.toEqual(order);
    await expect(getOrder(testId(5))).rejects.toThrow("Not found");
  });

  it("lists a store's orders in pages of 200", async () => {
    const asked: string[] = [];
    server.use(
      http.get("*/api/v1/order/list/:storeID", ({ request, params }) => {
        asked.push(`${params.storeID}${new URL(request.url).search}`);
        return HttpResponse.json({ total: 1, orders: [order] });
      }),
    );
    await expect(listStoreOrders(order.storeID)).resolves.toEqual({ total: 1, orders: [order] });
    expect(asked).toEqual([`${order.storeID}?offset=0&limit=200`]);
  });

  it("reads an attachment's bytes", async () => {
    server.use(
      http.get(
        "*/api/v1/order/:orderID/attachment/:name",
        ({ params }) =>
          new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
            headers: { "content-type": params.name === "pres.pdf" ? "application/pdf" : "text/plain" },
          }),
      ),
    );
    const blob = await getOrderAttachment(ORDER_ID, "pres.pdf");
    expect(blob.type).toBe("application/pdf");
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
  });
});

describe("findSessionOrderId", () => {
  const session = { sessionID: order.sessionID, storeID: order.storeID };

  it("takes the order the session names", async () => {
    server.use(
      http.get("*/api/v1/profile/session/:sessionID", ({ params }) =>
        HttpResponse.json({
          sessionID: params.sessionID,
          owners: [],
          sessionsStatuses: ["ORDER_CREATED"],
          orderID: ORDER_ID,
        }),
      ),
    );
    await expect(findSessionOrderId(session)).resolves.toBe(ORDER_ID);
  });

  it("answers null for a session without an order", async () => {
    server.use(
      http.get("*/api/v1/profile/session/:sessionID", ({ params }) =>
        HttpResponse.json({ sessionID: params.sessionID, owners: [], sessionsStatuses: [], orderID: null }),
      ),
    );
    await expect(findSessionOrderId(session)).resolves.toBeNull();
  });

  it("walks the store's orders, newest first, when the session does not name its order", async () => {
    const offsets: string[] = [];
    const others = Array.from({ length: 200 }, (_, n) =>
      orderFixture({ orderID: testId(1000 + n), sessionID: testId(2000 + n) }),
    );
    server.use(
      http.get("*/api/v1/profile/session/:sessionID", ({ params }) =>
        HttpResponse.json({ sessionID: params.sessionID, owners: [], sessionsStatuses: ["ORDER_CREATED"] }),
      ),
      http.get("*/api/v1/order/list/:storeID", ({ request }) => {
        const offset = new URL(request.url).searchParams.get("offset") ?? "";
        offsets.push(offset);
        return HttpResponse.json({ total: 201, orders: offset === "0" ? others : [order] });
      }),
    );
    await expect(findSessionOrderId(session)).resolves.toBe(ORDER_ID);
    expect(offsets).toEqual(["0", "200"]);
  });
});
