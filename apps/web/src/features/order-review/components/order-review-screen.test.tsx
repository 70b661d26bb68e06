// @vitest-environment jsdom
// Order Review against a mocked network: what it shows, what blocks the order, and placing it: the
// PRESCRIPTION_UPDATED save, 2 s on a fake clock, one create with an idempotency key, then the flags.
import "../../../testing/setup-dom";
import { ORDER_TEXTS } from "@solerx/domain/common";
import { ORDER_IDEMPOTENCY_HEADER, type Order } from "@solerx/domain/order";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetOrderPlacings } from "../../../entities/order/lib/order-placing";
import { openPatientRecord, openRecord } from "../../../entities/patient/open-record";
import { resetScanSettings } from "../../../entities/scan/scan-settings";
import { signInState } from "../../../entities/session/session-state";
import { type FakeClock, fakeClock } from "../../../testing/fake-clock";
import { medicalProfileFixture } from "../../../testing/medical-profile";
import { server, startMockNetwork } from "../../../testing/msw";
import { ORDER_ID, orderFixture } from "../../../testing/orders";
import { patientRecordFixture } from "../../../testing/patient-record";
import { type OpenRecordData, serveOpenRecord } from "../../../testing/record-network";
import { renderWithApp } from "../../../testing/render";
import { PACK_WARNING_TEXTS } from "../texts";
import { OrderReviewScreen, type OrderReviewScreenProps } from "./order-review-screen";

const showSnackbar = vi.hoisted(() => vi.fn());
vi.mock("../../../lib/snackbar", () => ({ showSnackbar, showErrorSnackbar: vi.fn() }));

startMockNetwork();

beforeEach(() => {
  signInState.set({
    authStatus: "signed-in",
    operator: { userId: "op", email: null, givenName: null, familyName: null },
  });
  resetScanSettings();
});
afterEach(() => {
  openRecord.reset();
  signInState.reset();
  resetOrderPlacings();
  showSnackbar.mockReset();
});

const READY = patientRecordFixture({ sessionsStatuses: ["PRESCRIPTION_UPDATED", "MEASUREMENT_DATA_CAPTURED"] });

interface Calls {
  saves: { action: string | null; body: { prescriptionObj: { uiContextData: Record<string, unknown> } } }[];
  creates: { key: string | null; body: Record<string, unknown> }[];
  flags: unknown[];
}

function serve(
  data: OpenRecordData = {},
  answers: { create?: () => Response; flags?: () => Response } = {},
): { calls: Calls; order: Order } {
  const served = serveOpenRecord({ record: READY, ...data });
  const order = orderFixture({ userID: served.record.userID });
  const calls: Calls = { saves: [], creates: [], flags: [] };
  let version = served.record.version;
  server.use(
    http.post("*/api/v1/order/validate", () => HttpResponse.json({ valid: true, blockers: [], issues: [] })),
    http.post("*/api/v1/profile/:userID/update/fitStationMedicalProfile", async ({ request }) => {
      calls.saves.push({
        action: new URL(request.url).searchParams.get("action"),
        body: (await request.json()) as Calls["saves"][number]["body"],
      });
      version += 1;
      return HttpResponse.json({ version });
    }),
    http.post("*/api/v1/order/create", async ({ request }) => {
      calls.creates.push({
        key: request.headers.get(ORDER_IDEMPOTENCY_HEADER),
        body: (await request.json()) as Record<string, unknown>,
      });
      return answers.create?.() ?? HttpResponse.json(order, { status: 201 });
    }),
    http.post("*/api/v1/order/flags", async ({ request }) => {
      calls.flags.push(await request.json());
      return answers.flags?.() ?? HttpResponse.json(order);
    }),
  );
  openPatientRecord({ id: served.record.userID, orderId: null });
  return { calls, order };
}

function renderReview(overrides: Partial<OrderReviewScreenProps> = {}) {
  const props: OrderReviewScreenProps = {
    onBack: vi.fn(),
    onEditPatient: vi.fn(),
    onScan: vi.fn(),
    onChangePack: vi.fn(),
    onPlaced: vi.fn(),
    onViewOrder: vi.fn(),
    clock: fakeClock(),
    ...overrides,
  };
  renderWithApp(<OrderReviewScreen {...props} />, { path: `/summary?id=${READY.userID}` });
  return props;
}

const placeButton = () => screen.findByRole("button", { name: "Place order" });

async function enabledPlaceButton() {
  const button = await placeButton();
  await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
  return button;
}

/** Presses Place order and lets the 2 s wait before the create call pass. */
async function placeThroughWait(button: HTMLElement, clock: FakeClock) {
  fireEvent.click(button);
  await waitFor(() => expect(clock.pending).toBe(1));
  await clock.advanceAsync(2000);
}

describe("Order Review", () => {
  it("shows the patient, the order, the scans with their measurements and every prescription choice", async () => {
    serve();
    renderReview();
    const patient = await screen.findByRole("region", { name: "Patient" });
    expect(patient.textContent).toContain("Ada Lovelace");
    expect(patient.textContent).toContain("REF-1");
    expect(patient.textContent).toContain("Gregory House");
    expect(patient.textContent).toContain("Springfield Clinic");
    expect(patient.textContent).toContain("Gregory House, 1 Main Street, Springfield");
    const order = screen.getByRole("region", { name: "Order" });
    expect(order.textContent).toContain("Functional Orthotic");
    expect(order.textContent).toContain("Pair: Pair of orthotics");
    expect(order.textContent).toContain("11 US MEN'S");
    expect(order.textContent).toContain("Orthotic insole");
    const scans = screen.getByRole("region", { name: "Scans" });
    const footLength = await within(scans).findByRole("row", { name: /Foot length/ });
    expect(footLength.textContent).toContain("261 mm263 mm");
    const rx = screen.getByRole("region", { name: "Prescription" });
    for (const category of ["Shell", "Posting", "Coverings", "Accommodations"]) {
      expect(within(rx).getByRole("table", { name: category })).toBeTruthy();
    }
    const heelLift = within(within(rx).getByRole("table", { name: "Posting" })).getByRole("row", { name: /Heel lift/ });
    expect(heelLift.textContent).toBe("Heel lift0 mm0 mm");
    expect(rx.textContent).toContain("left heel pain");
  });

  it("warns when the pack leaves out a scanned foot (Left Only with both feet scanned), with the way to change it", async () => {
    const profile = medicalProfileFixture();
    profile.prescriptionObj.uiContextData.pack = "Left Only";
    serve({ profile });
    const props = renderReview();
    const warning = (await screen.findByText(PACK_WARNING_TEXTS.title)).closest("[role=alert]") as HTMLElement;
    expect(warning.textContent).toContain(PACK_WARNING_TEXTS.body("Left Only", ["right"]));
    fireEvent.click(within(warning).getByRole("button", { name: PACK_WARNING_TEXTS.changePack }));
    expect(props.onChangePack).toHaveBeenCalledOnce();
  });

  it("has no pack warning when the pack covers every scanned foot", async () => {
    serve();
    renderReview();
    await screen.findByRole("region", { name: "Order" });
    expect(screen.queryByText(PACK_WARNING_TEXTS.title)).toBeNull();
  });

  it("says what blocks the order, offers the way to fix it, and keeps Place order disabled", async () => {
    serve({ record: { ...READY, firstName: "" }, scans: [] });
    const props = renderReview();
    expect(await screen.findByText("The patient's first name is missing.")).toBeTruthy();
    expect(screen.getByText("No foot is scanned yet: an order needs at least one scan.")).toBeTruthy();
    expect(screen.queryByText("The patient's last name is missing.")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Edit patient" }));
    expect(props.onEditPatient).toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Go to 3D Scan" }));
    expect(props.onScan).toHaveBeenCalled();
    expect((await placeButton()).hasAttribute("disabled")).toBe(true);
  });

  it("places the order: PRESCRIPTION_UPDATED, 2 s, create with an idempotency key, then the flags", async () => {
    const { calls, order } = serve({ record: { ...READY, zebraID: "PO77" } });
    const clock = fakeClock();
    const props = renderReview({ clock });
    const button = await enabledPlaceButton();
    fireEvent.click(screen.getByRole("checkbox", { name: /Expert review/ }));
    // One PO number (issue 16 point 3): the patient's, shown in the details and edited with the patient; no second
    // field here that could disagree with it.
    expect(screen.getByRole("region", { name: "Patient" }).textContent).toContain("PO numberPO77");
    expect(screen.queryByRole("textbox", { name: /PO number/ })).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(calls.saves).toHaveLength(1));
    expect(calls.saves[0]?.action).toBe("PRESCRIPTION_UPDATED");
    expect(calls.saves[0]?.body.prescriptionObj.uiContextData).toMatchObject({ expertReview: true, zebraID: "PO77" });
    await waitFor(() => expect(clock.pending).toBe(1));
    await clock.advanceAsync(1999);
    expect(calls.creates).toHaveLength(0);
    await clock.advanceAsync(1);
    await waitFor(() => expect(calls.flags).toHaveLength(1));
    expect(calls.creates).toHaveLength(1);
    expect(calls.creates[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls.creates[0]?.body).toMatchObject({ userID: READY.userID, sessionID: READY.sessionID });
    expect(calls.flags[0]).toEqual({ orderID: ORDER_ID, expertReview: true, zebraID: "PO77" });
    await waitFor(() => expect(props.onPlaced).toHaveBeenCalledWith(order));
  });

  it("creates one order when Place order is pressed twice", async () => {
    const { calls } = serve();
    const clock = fakeClock();
    const props = renderReview({ clock });
    const button = await enabledPlaceButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(clock.pending).toBe(1));
    fireEvent.click(button);
    await clock.advanceAsync(2000);
    await waitFor(() => expect(props.onPlaced).toHaveBeenCalledTimes(1));
    expect(calls.saves).toHaveLength(1);
    expect(calls.creates).toHaveLength(1);
    expect(calls.flags).toHaveLength(1);
  });

  it("says the order could not be created, and a retry sends the same idempotency key", async () => {
    let fail = true;
    const { calls } = serve(
      {},
      {
        create: () =>
          fail
            ? HttpResponse.json({ message: "x" }, { status: 500 })
            : HttpResponse.json(orderFixture(), { status: 200 }),
      },
    );
    const clock = fakeClock();
    const props = renderReview({ clock });
    const button = await enabledPlaceButton();
    await placeThroughWait(button, clock);
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringContaining(ORDER_TEXTS.createFailed),
    );
    expect(showSnackbar).toHaveBeenCalledWith(ORDER_TEXTS.createFailed);
    expect(props.onPlaced).not.toHaveBeenCalled();
    fail = false;
    await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
    await placeThroughWait(button, clock);
    await waitFor(() => expect(props.onPlaced).toHaveBeenCalledTimes(1));
    expect(calls.creates.map((call) => call.key)).toEqual([calls.creates[0]?.key, calls.creates[0]?.key]);
  });

  it("keeps the created order when the flags fail: it says so, and a retry only sets the flags", async () => {
    let fail = true;
    const { calls, order } = serve(
      {},
      {
        flags: () => (fail ? HttpResponse.json({ message: "x" }, { status: 500 }) : HttpResponse.json(orderFixture())),
      },
    );
    const clock = fakeClock();
    const props = renderReview({ clock });
    const button = await enabledPlaceButton();
    await placeThroughWait(button, clock);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(ORDER_TEXTS.flagsFailed);
    expect(alert.textContent).toContain(ORDER_ID);
    expect(showSnackbar).toHaveBeenCalledWith(ORDER_TEXTS.flagsFailed);
    fireEvent.click(within(alert).getByRole("button", { name: "View order" }));
    expect(props.onPlaced).toHaveBeenCalledWith(order);
    fail = false;
    fireEvent.click(button);
    await waitFor(() => expect(calls.flags).toHaveLength(2));
    expect(calls.creates).toHaveLength(1);
    expect(calls.saves).toHaveLength(1);
  });

  it("offers the order instead of Place order when the visit's order was placed", async () => {
    serve({ record: { ...READY, sessionsStatuses: ["ORDER_CREATED", "PRESCRIPTION_UPDATED"] } });
    const props = renderReview();
    expect(await screen.findByText("This visit's order is placed")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "View order" }));
    expect(props.onViewOrder).toHaveBeenCalled();
    expect((await placeButton()).hasAttribute("disabled")).toBe(true);
  });

  it("converts a kg weight and splits the items when the feet's sizes differ", async () => {
    const { calls } = serve({
      profile: medicalProfileFixture({ weight: 70, weightUnit: "KG", leftShoeSize: 9, rightShoeSize: 9.5 }),
    });
    const clock = fakeClock();
    renderReview({ clock });
    await placeThroughWait(await enabledPlaceButton(), clock);
    await waitFor(() => expect(calls.creates).toHaveLength(1));
    const body = calls.creates[0]?.body as { weight: number; items: { type: string }[] };
    expect(body.weight).toBe(154);
    expect(body.items.map((item) => item.type)).toEqual(["LEFT", "RIGHT"]);
  });
});
