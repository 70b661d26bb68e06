// @vitest-environment jsdom
// The Order screen against a mocked network: the order's data, its status label and history, the tracking link
// once shipped, and a patient opened by its ORDER status (no order id in the address) finding its session's order.
import "../../../testing/setup-dom";
import type { OrderStatus } from "@solerx/domain/common";
import type { Order } from "@solerx/domain/order";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openPatientRecord, openRecord } from "../../../entities/patient/open-record";
import { signInState } from "../../../entities/session/session-state";
import { server, startMockNetwork } from "../../../testing/msw";
import { ORDER_ID, orderFixture } from "../../../testing/orders";
import { patientRecordFixture } from "../../../testing/patient-record";
import { serveOpenRecord } from "../../../testing/record-network";
import { renderWithApp } from "../../../testing/render";
import { OrderViewScreen, type OrderViewScreenProps } from "./order-view-screen";

startMockNetwork();

beforeEach(() => {
  signInState.set({
    authStatus: "signed-in",
    operator: { userId: "op", email: null, givenName: null, familyName: null },
  });
});
afterEach(() => {
  openRecord.reset();
  signInState.reset();
});

const ORDERED = patientRecordFixture({ sessionsStatuses: ["ORDER_CREATED", "PRESCRIPTION_UPDATED"] });

function serve(order: Order, { sessionOrderId = ORDER_ID as string | null } = {}) {
  serveOpenRecord({ record: ORDERED });
  const asked = { session: 0 };
  server.use(
    http.get("*/api/v1/order/:orderID", ({ params }) =>
      params.orderID === order.orderID
        ? HttpResponse.json(order)
        : HttpResponse.json({ message: "Not found" }, { status: 404 }),
    ),
    http.get("*/api/v1/profile/session/:sessionID", ({ params }) => {
      asked.session += 1;
      return HttpResponse.json({
        sessionID: params.sessionID,
        owners: [],
        sessionsStatuses: ORDERED.sessionsStatuses,
        orderID: sessionOrderId,
      });
    }),
  );
  return asked;
}

function renderView(props: Partial<OrderViewScreenProps> = {}) {
  const all: OrderViewScreenProps = { onReview: vi.fn(), onOrderFound: vi.fn(), ...props };
  renderWithApp(<OrderViewScreen {...all} />, { path: `/end-view?id=${ORDERED.userID}` });
  return all;
}

describe("Order screen", () => {
  it("shows the order's data, its status and the history of its steps", async () => {
    const order = orderFixture({
      flags: { zebraID: "PO-42", expertReview: true },
      status: "Fabricating",
      history: [
        {
          at: "2026-11-02T09:30:00.000Z",
          status: "Processing",
          trackingLink: null,
          note: null,
          byName: "Gregory House",
        },
        { at: "2026-11-03T08:00:00.000Z", status: "Fabricating", trackingLink: null, note: null, byName: "Lab Tech" },
      ],
    });
    serve(order);
    openPatientRecord({ id: ORDERED.userID, orderId: ORDER_ID });
    renderView({ renderReorder: () => <button type="button">Reorder</button> });
    const status = await screen.findByRole("region", { name: "Status" });
    expect(within(status).getByRole("status").textContent).toContain("Fabricating");
    expect(status.textContent).toContain("The orthotics are being made.");
    expect(status.textContent).toContain("by Lab Tech");
    const data = screen.getByRole("region", { name: "Order" });
    expect(data.textContent).toContain(ORDER_ID);
    expect(data.textContent).toContain("PO-42");
    expect(data.textContent).toContain("Sports Orthotic");
    expect(data.textContent).toContain("Pair: Pair of orthotics");
    expect(data.textContent).toContain("11 US MEN'S");
    expect(data.textContent).toContain("Gregory House, 1 Main Street, Springfield");
    expect(
      within(screen.getByRole("region", { name: "Prescription" })).getByRole("table", { name: "Shell" }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reorder" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Track the shipment/ })).toBeNull();
  });

  it.each<[OrderStatus, string]>([
    ["Processing", "The lab has the order and will start making it."],
    ["Fabricating", "The orthotics are being made."],
    ["Shipped", "The orthotics are on their way to the clinic."],
    ["Cancelled", "The order was cancelled."],
  ])("labels the status %s", async (status, description) => {
    serve(orderFixture({ status, trackingLink: status === "Shipped" ? "https://track.example/1" : null }));
    openPatientRecord({ id: ORDERED.userID, orderId: ORDER_ID });
    renderView();
    const region = await screen.findByRole("region", { name: "Status" });
    expect(within(region).getByRole("status").textContent).toBe(`${status}${description}`);
  });

  it("says Order placed right after Place order, and only then", async () => {
    serve(orderFixture({ status: "Processing" }));
    openPatientRecord({ id: ORDERED.userID, orderId: ORDER_ID });
    renderView({ justPlaced: true });
    await screen.findByRole("region", { name: "Status" });
    expect(screen.getByText("Order placed")).toBeTruthy();
    cleanup();
    renderView();
    await screen.findByRole("region", { name: "Status" });
    expect(screen.queryByText("Order placed")).toBeNull();
  });

  it("links the tracking address of a shipped order, opening in a new tab", async () => {
    serve(orderFixture({ status: "Shipped", trackingLink: "https://track.example/parcel?id=1" }));
    openPatientRecord({ id: ORDERED.userID, orderId: ORDER_ID });
    renderView();
    const link = await screen.findByRole("link", { name: /^Track the shipment ?\(opens in a new tab\)$/ });
    expect(link.getAttribute("href")).toBe("https://track.example/parcel?id=1");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });

  it("prints the tracking link once, and shows the diagnosis and notes the order was placed with", async () => {
    const link = "https://track.example/parcel?id=7";
    const placed = orderFixture();
    serve(
      orderFixture({
        status: "Shipped",
        trackingLink: link,
        notes: "Runs marathons",
        prescriptionObj: { ...placed.prescriptionObj, diagnosis: "Metatarsalgia" },
        history: [
          ...placed.history,
          { at: "2026-11-04T08:00:00.000Z", status: "Shipped", trackingLink: link, note: null, byName: "Lab Tech" },
        ],
      }),
    );
    openPatientRecord({ id: ORDERED.userID, orderId: ORDER_ID });
    renderView();
    const status = await screen.findByRole("region", { name: "Status" });
    expect(within(status).getAllByRole("link", { name: /Track the shipment/ })).toHaveLength(1);
    expect(document.body.textContent?.split(link)).toHaveLength(1);
    const rx = screen.getByRole("region", { name: "Prescription" });
    expect(rx.textContent).toContain("DiagnosisMetatarsalgia");
    expect(rx.textContent).toContain("Runs marathons");
  });

  it("finds the session's order when the patient was opened by its ORDER status, without an order id", async () => {
    const asked = serve(orderFixture());
    openPatientRecord({ id: ORDERED.userID, orderId: null });
    const props = renderView();
    expect(await screen.findByRole("region", { name: "Order" })).toBeTruthy();
    expect(asked.session).toBe(1);
    await waitFor(() =>
      expect(props.onOrderFound).toHaveBeenCalledWith(expect.objectContaining({ orderID: ORDER_ID })),
    );
  });

  it("says the visit has no order yet and offers Order Review when the session has none", async () => {
    serve(orderFixture(), { sessionOrderId: null });
    openPatientRecord({ id: ORDERED.userID, orderId: null });
    const props = renderView();
    expect(await screen.findByText("This visit has no order yet")).toBeTruthy();
    screen.getByRole("button", { name: "Go to Order Review" }).click();
    expect(props.onReview).toHaveBeenCalled();
  });

  it("says the order could not be loaded when the server does not know it", async () => {
    serve(orderFixture());
    openPatientRecord({ id: ORDERED.userID, orderId: "11111111-1111-4111-8111-111111111111" });
    renderView();
    expect(await screen.findByText("The order could not be loaded.")).toBeTruthy();
  });
});
