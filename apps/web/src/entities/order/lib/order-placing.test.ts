import { ORDER_TEXTS, SAVE_TIMING } from "@solerx/domain/common";
import type { CreateOrderRequest, Order } from "@solerx/domain/order";
import { describe, expect, it, vi } from "vitest";
import { fakeClock } from "../../../testing/fake-clock";
import { medicalProfileFixture } from "../../../testing/medical-profile";
import { testId } from "../../../testing/scans";
import { OrderPlacing, PlaceOrderError, type PlacingCalls, type PlacingInput } from "./order-placing";

const order = { orderID: testId(50) } as Order;
const input: PlacingInput = {
  userId: testId(1),
  profile: medicalProfileFixture(),
  body: { sessionID: testId(2) } as CreateOrderRequest,
  flags: { expertReview: true, zebraID: "PO-7" },
};

function calls(overrides: Partial<PlacingCalls> = {}) {
  const clock = fakeClock();
  const steps: string[] = [];
  let keys = 0;
  const base: PlacingCalls = {
    clock,
    savePrescription: vi.fn(async () => {
      steps.push(`save at ${clock.now()}`);
    }),
    createOrder: vi.fn(async (_body: CreateOrderRequest, key: string) => {
      steps.push(`create ${key} at ${clock.now()}`);
      return order;
    }),
    setFlags: vi.fn(async (request) => {
      steps.push(`flags ${request.expertReview} ${request.zebraID}`);
      return order;
    }),
    newKey: () => `key-${++keys}`,
    ...overrides,
  };
  return { clock, steps, calls: base };
}

describe("OrderPlacing", () => {
  it("saves the prescription, waits 2 s, creates the order with an idempotency key, then sets its flags", async () => {
    const { clock, steps, calls: c } = calls();
    const placing = new OrderPlacing(testId(2));
    const placed = placing.place(input, c);
    await clock.advanceAsync(SAVE_TIMING.orderCreationWaitMs - 1);
    expect(steps).toEqual(["save at 1000000"]);
    await clock.advanceAsync(1);
    await expect(placed).resolves.toBe(order);
    expect(steps).toEqual(["save at 1000000", "create key-1 at 1002000", "flags true PO-7"]);
    expect(c.savePrescription).toHaveBeenCalledWith(input.userId, testId(2), input.profile);
    expect(placing.current).toEqual({ status: "placed", order });
  });

  it("joins the placing under way on a second press, and answers the placed order afterwards without a call", async () => {
    const { clock, calls: c } = calls();
    const placing = new OrderPlacing(testId(2));
    const first = placing.place(input, c);
    const second = placing.place(input, c);
    expect(second).toBe(first);
    await clock.advanceAsync(SAVE_TIMING.orderCreationWaitMs);
    await first;
    await expect(placing.place(input, c)).resolves.toBe(order);
    expect(c.createOrder).toHaveBeenCalledTimes(1);
    expect(c.setFlags).toHaveBeenCalledTimes(1);
    expect(c.savePrescription).toHaveBeenCalledTimes(1);
  });

  it("retries a failed create with the same key", async () => {
    const create = vi
      .fn<PlacingCalls["createOrder"]>()
      .mockRejectedValueOnce(new Error("network"))
      .mockResolvedValue(order);
    const { clock, calls: c } = calls({ createOrder: create });
    const placing = new OrderPlacing(testId(2));
    const first = placing.place(input, c);
    await clock.advanceAsync(SAVE_TIMING.orderCreationWaitMs);
    const error = await first.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlaceOrderError);
    expect((error as PlaceOrderError).message).toBe(ORDER_TEXTS.createFailed);
    expect(placing.current.status).toBe("failed");
    const again = placing.place(input, c);
    await clock.advanceAsync(SAVE_TIMING.orderCreationWaitMs);
    await expect(again).resolves.toBe(order);
    expect(create.mock.calls.map(([, key]) => key)).toEqual(["key-1", "key-1"]);
  });

  it("does not create when the prescription save fails, and says the order could not be created", async () => {
    const { clock, calls: c } = calls({ savePrescription: vi.fn(async () => Promise.reject(new Error("412"))) });
    const placing = new OrderPlacing(testId(2));
    const placed = placing.place(input, c);
    await clock.advanceAsync(SAVE_TIMING.orderCreationWaitMs);
    await expect(placed).rejects.toThrow(ORDER_TEXTS.createFailed);
    expect(c.createOrder).not.toHaveBeenCalled();
  });

  it("keeps the created order when the flags fail, and a retry sets only the flags", async () => {
    const flags = vi.fn<PlacingCalls["setFlags"]>().mockRejectedValueOnce(new Error("500")).mockResolvedValue(order);
    const { clock, calls: c } = calls({ setFlags: flags });
    const placing = new OrderPlacing(testId(2));
    const placed = placing.place(input, c);
    await clock.advanceAsync(SAVE_TIMING.orderCreationWaitMs);
    const error = (await placed.catch((caught: unknown) => caught)) as PlaceOrderError;
    expect(error.step).toBe("flags");
    expect(error.message).toBe(ORDER_TEXTS.flagsFailed);
    expect(error.order).toBe(order);
    await expect(placing.place(input, c)).resolves.toBe(order);
    expect(c.createOrder).toHaveBeenCalledTimes(1);
    expect(c.savePrescription).toHaveBeenCalledTimes(1);
    expect(flags).toHaveBeenCalledTimes(2);
  });
});
