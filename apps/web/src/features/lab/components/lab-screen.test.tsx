// @vitest-environment jsdom
// The fabrication lab screen against a mocked network: lab staff only, the list across companies with its status
// filter, an order's actions per status, the tracking link a shipment needs, cancelling, a repair order and the
// stored PDF.
import "../../../testing/setup-dom";
import type { OrderStatus } from "@solerx/domain/common";
import type { LabOrder, LabOrderSummary } from "@solerx/domain/lab";
import type { Order } from "@solerx/domain/order";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signInState } from "../../../entities/session/session-state";
import { server, startMockNetwork } from "../../../testing/msw";
import { ORDER_ID, orderFixture } from "../../../testing/orders";
import { renderWithApp } from "../../../testing/render";
import { scanPropertiesFixture, testId } from "../../../testing/scans";
import { LabScreen } from "./lab-screen";

const saveBlob = vi.hoisted(() => vi.fn());
vi.mock("../../../lib/download", async (original) => ({
  ...(await original<typeof import("../../../lib/download")>()),
  saveBlob,
}));

startMockNetwork();

beforeEach(() => {
  signInState.set({
    authStatus: "signed-in",
    operator: { userId: testId(9), email: null, givenName: null, familyName: null },
  });
});
afterEach(() => {
  signInState.reset();
  saveBlob.mockClear();
});

function labOrder(order: Order): LabOrder {
  return {
    order,
    companyName: "Demo Clinic",
    storeName: "Springfield Clinic",
    shippingAddress: order.items[0]?.shippingAddress ?? "",
    doctorName: "Gregory House",
    product: "INSOLE",
    scans: [
      { measurementID: testId(1), side: "left", scanMode: "weighted" },
      { measurementID: testId(2), side: "right", scanMode: "weighted" },
    ],
  };
}

function summary(order: Order, companyName = "Demo Clinic"): LabOrderSummary {
  return {
    orderID: order.orderID,
    repairOfID: order.repairOfID,
    status: order.status,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    companyID: order.companyID,
    companyName,
    storeID: order.storeID,
    storeName: "Springfield Clinic",
    userID: order.userID,
    firstName: order.firstName,
    lastName: order.lastName,
    zebraID: order.flags.zebraID,
    expertReview: order.flags.expertReview,
    orthoticStyle: "sports",
    orthoticStyleTitle: null,
    pack: "Pair",
    quantity: 2,
    product: "INSOLE",
  };
}

interface Served {
  changes: unknown[];
  repairs: unknown[];
  listQueries: string[];
}

function serveLab({ lab = true, order = orderFixture() }: { lab?: boolean; order?: Order } = {}): Served {
  const served: Served = { changes: [], repairs: [], listQueries: [] };
  let current = labOrder(order);
  const repair = labOrder(orderFixture({ orderID: testId(60), repairOfID: order.orderID, status: "Processing" }));
  server.use(
    http.get("*/api/v1/profile/operator/access", () =>
      HttpResponse.json({ roles: lab ? ["SUPPORT_ADMIN"] : ["COMPANY_EMPLOYEE"], lab }),
    ),
    http.get("*/api/v1/lab/orders", ({ request }) => {
      served.listQueries.push(new URL(request.url).search);
      const other = orderFixture({ orderID: testId(61), firstName: "Grace", lastName: "Hopper", status: "Shipped" });
      return HttpResponse.json({ total: 2, orders: [summary(current.order), summary(other, "Other Clinic")] });
    }),
    http.get("*/api/v1/lab/orders/:orderID", ({ params }) =>
      HttpResponse.json(params.orderID === repair.order.orderID ? repair : current),
    ),
    http.post("*/api/v1/lab/orders/:orderID/status", async ({ request }) => {
      const body = (await request.json()) as { status: OrderStatus; trackingLink?: string };
      served.changes.push(body);
      current = labOrder({ ...current.order, status: body.status, trackingLink: body.trackingLink ?? null });
      return HttpResponse.json(current);
    }),
    http.post("*/api/v1/lab/orders/:orderID/repair", async ({ request }) => {
      served.repairs.push(await request.json());
      return HttpResponse.json(repair, { status: 201 });
    }),
    http.get("*/api/v1/biometric/scans/properties/:scanID", ({ params }) =>
      HttpResponse.json(scanPropertiesFixture(String(params.scanID), { footLength: 255 })),
    ),
  );
  return served;
}

function renderLab(path = "/lab") {
  return renderWithApp(
    <Routes>
      <Route path="/lab" element={<LabScreen />} />
    </Routes>,
    { path },
  );
}

const actionButtons = async () => {
  const region = await screen.findByRole("region", { name: "Actions" });
  return within(region)
    .queryAllByRole("button")
    .map((button) => button.textContent);
};

describe("Fabrication lab", () => {
  it("is for lab staff only: anyone else is told so and sees no order", async () => {
    const served = serveLab({ lab: false });
    renderLab();
    expect(await screen.findByText("This screen is for the fabrication lab")).toBeTruthy();
    expect(served.listQueries).toEqual([]);
  });

  it("lists every company's orders with clinic, store, patient, style, pack, status and time, filtered by status", async () => {
    const served = serveLab();
    renderLab();
    const table = await screen.findByRole("table", { name: "Orders" });
    const row = within(table).getByRole("row", { name: /Ada Lovelace/ });
    expect(row.textContent).toContain("Demo Clinic");
    expect(row.textContent).toContain("Springfield Clinic");
    expect(row.textContent).toContain("Sports Orthotic");
    expect(row.textContent).toContain("Pair × 2");
    expect(row.textContent).toContain("Processing");
    expect(within(table).getByRole("row", { name: /Grace Hopper/ }).textContent).toContain("Other Clinic");
    expect(served.listQueries[0]).toBe("?offset=0&limit=200");
    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), { target: { value: "Shipped" } });
    await waitFor(() => expect(served.listQueries.at(-1)).toBe("?status=Shipped&offset=0&limit=200"));
  });

  it("opens an order from the list, with its prescription, sizes, address, doctor and measurements", async () => {
    serveLab();
    renderLab();
    fireEvent.click(await screen.findByRole("link", { name: "Ada Lovelace" }));
    expect(await screen.findByRole("heading", { name: "Order of Ada Lovelace" })).toBeTruthy();
    const facts = screen.getByRole("region", { name: "Order" });
    expect(facts.textContent).toContain("Gregory House, 1 Main Street, Springfield");
    expect(facts.textContent).toContain("11 US MEN'S");
    const scans = screen.getByRole("region", { name: "Scans" });
    expect((await within(scans).findByRole("row", { name: /Foot length/ })).textContent).toContain("255 mm255 mm");
    expect(
      within(screen.getByRole("region", { name: "Prescription" })).getByRole("table", { name: "Posting" }),
    ).toBeTruthy();
  });

  it.each<[OrderStatus, string[]]>([
    ["Processing", ["Start fabrication", "Cancel order"]],
    ["Fabricating", ["Mark shipped", "Cancel order"]],
    ["Shipped", ["Open repair order"]],
    ["Cancelled", []],
  ])("offers on a %s order: %j", async (status, expected) => {
    serveLab({ order: orderFixture({ status }) });
    renderLab(`/lab?order=${ORDER_ID}`);
    await screen.findByRole("heading", { name: "Order of Ada Lovelace" });
    expect(await actionButtons()).toEqual(expected);
  });

  it("starts fabrication", async () => {
    const served = serveLab();
    renderLab(`/lab?order=${ORDER_ID}`);
    fireEvent.click(await screen.findByRole("button", { name: "Start fabrication" }));
    await waitFor(() => expect(served.changes).toEqual([{ status: "Fabricating" }]));
    expect(await actionButtons()).toEqual(["Mark shipped", "Cancel order"]);
  });

  it("ships only with a tracking link, an http or https one", async () => {
    const served = serveLab({ order: orderFixture({ status: "Fabricating" }) });
    renderLab(`/lab?order=${ORDER_ID}`);
    fireEvent.click(await screen.findByRole("button", { name: "Mark shipped" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark shipped" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark shipped" }));
    expect(await within(dialog).findByText("A shipped order needs a tracking link")).toBeTruthy();
    const input = within(dialog).getByRole("textbox", { name: /Tracking link/ });
    fireEvent.change(input, { target: { value: "ftp://parcels.example/1" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark shipped" }));
    expect(await within(dialog).findByText("The tracking link must be an http or https address")).toBeTruthy();
    expect(served.changes).toEqual([]);
    fireEvent.change(input, { target: { value: " https://parcels.example/track?id=1 " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark shipped" }));
    await waitFor(() =>
      expect(served.changes).toEqual([{ status: "Shipped", trackingLink: "https://parcels.example/track?id=1" }]),
    );
    expect(await screen.findByRole("link", { name: /Track the shipment/ })).toBeTruthy();
    expect(await actionButtons()).toEqual(["Open repair order"]);
  });

  it("cancels after a confirmation", async () => {
    const served = serveLab();
    renderLab(`/lab?order=${ORDER_ID}`);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel order" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel order" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep order" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(served.changes).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Cancel order" }));
    const again = await screen.findByRole("dialog", { name: "Cancel order" });
    fireEvent.change(within(again).getByRole("textbox", { name: "Reason (optional)" }), {
      target: { value: "Clinic asked" },
    });
    fireEvent.click(within(again).getByRole("button", { name: "Cancel order" }));
    await waitFor(() => expect(served.changes).toEqual([{ status: "Cancelled", note: "Clinic asked" }]));
    expect(await actionButtons()).toEqual([]);
  });

  it("opens a repair order of a shipped order with a reason, and shows it", async () => {
    const served = serveLab({ order: orderFixture({ status: "Shipped", trackingLink: "https://t.example/1" }) });
    renderLab(`/lab?order=${ORDER_ID}`);
    fireEvent.click(await screen.findByRole("button", { name: "Open repair order" }));
    const dialog = await screen.findByRole("dialog", { name: "Open repair order" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Open repair order" }));
    expect(await within(dialog).findByText("Say why the insoles came back.")).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Reason/ }), { target: { value: "Cracked shell" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Open repair order" }));
    await waitFor(() => expect(served.repairs).toEqual([{ reason: "Cracked shell" }]));
    expect(await screen.findByText(`Repair of order ${ORDER_ID}`)).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    serveLab();
    server.use(
      http.post("*/api/v1/lab/orders/:orderID/status", () =>
        HttpResponse.json(
          { message: "The order cannot move from its current status to the one asked for" },
          { status: 409 },
        ),
      ),
    );
    renderLab(`/lab?order=${ORDER_ID}`);
    fireEvent.click(await screen.findByRole("button", { name: "Start fabrication" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The order cannot move from its current status to the one asked for",
    );
  });

  it("shows what the device is made from as placed: weight, sizes, diagnosis, notes, the prescription", async () => {
    const prescription = orderFixture().prescriptionObj;
    serveLab({
      order: orderFixture({
        weight: 172,
        notes: "Runs marathons",
        prescriptionObj: { ...prescription, diagnosis: "Plantar Fasciitis" },
      }),
    });
    renderLab(`/lab?order=${ORDER_ID}`);
    await screen.findByRole("heading", { name: "Order of Ada Lovelace" });
    const facts = screen.getByRole("region", { name: "Order" });
    expect(facts.textContent).toContain("172 lbs");
    expect(facts.textContent).toContain("11 US MEN'S");
    const rx = screen.getByRole("region", { name: "Prescription" });
    expect(rx.textContent).toContain("DiagnosisPlantar Fasciitis");
    expect(rx.textContent).toContain("Runs marathons");
  });

  it("offers each scan as STL and OBJ from the lab's scan route, with the scan mode", async () => {
    serveLab();
    const asked: string[] = [];
    server.use(
      http.get("*/api/v1/lab/orders/:orderID/scans/:side", ({ request, params }) => {
        asked.push(`${params.side} ${new URL(request.url).searchParams.get("format")}`);
        return new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { "content-type": "model/stl" } });
      }),
    );
    renderLab(`/lab?order=${ORDER_ID}`);
    const scans = await screen.findByRole("region", { name: "Scans" });
    expect(within(scans).getByRole("group", { name: "Left foot scan" }).textContent).toContain("Weighted");
    fireEvent.click(within(scans).getByRole("button", { name: "Download the left foot scan as STL" }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(saveBlob.mock.calls[0]?.[1]).toBe("order-7c1d2e3f-left-scan.stl");
    fireEvent.click(within(scans).getByRole("button", { name: "Download the right foot scan as OBJ" }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(2));
    expect(saveBlob.mock.calls[1]?.[1]).toBe("order-7c1d2e3f-right-scan.obj");
    expect(asked).toEqual(["left STL", "right OBJ"]);
  });

  it("offers each scanned foot's insole as 3MF and STL from the lab's insole route", async () => {
    serveLab();
    const asked: string[] = [];
    server.use(
      http.get("*/api/v1/lab/orders/:orderID/insole", ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(`${query.get("side")} ${query.get("format")}`);
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { "content-type": "model/3mf" } });
      }),
    );
    renderLab(`/lab?order=${ORDER_ID}`);
    const insoles = await screen.findByRole("region", { name: "Insoles" });
    const left = within(insoles).getByRole("group", { name: "Left insole" });
    expect(
      within(left)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["3MF", "STL"]);
    fireEvent.click(within(insoles).getByRole("button", { name: "Download the left insole as 3MF" }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(saveBlob.mock.calls[0]?.[1]).toBe("insole-7c1d2e3f-left.3mf");
    fireEvent.click(within(insoles).getByRole("button", { name: "Download the right insole as STL" }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(2));
    expect(saveBlob.mock.calls[1]?.[1]).toBe("insole-7c1d2e3f-right.stl");
    expect(asked).toEqual(["left 3mf", "right stl"]);
  });

  it("downloads the order's prescription PDF, pres.pdf, even one the server has yet to make", async () => {
    // Not listed: its making failed when the order was placed; the server makes it when asked.
    serveLab({ order: orderFixture({ attachments: [] }) });
    server.use(
      http.get("*/api/v1/order/:orderID/attachment/:name", ({ params }) =>
        params.name === "pres.pdf"
          ? new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { "content-type": "application/pdf" } })
          : new HttpResponse(null, { status: 404 }),
      ),
    );
    renderLab(`/lab?order=${ORDER_ID}`);
    fireEvent.click(await screen.findByRole("button", { name: "Download pres.pdf" }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const [blob, name] = saveBlob.mock.calls[0] as [Blob, string];
    expect(name).toBe("pres.pdf");
    expect(blob.type).toBe("application/pdf");
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
  });
});
