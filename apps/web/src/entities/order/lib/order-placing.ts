// Placing an order (spec 001 §4 "Order creation"): the prescription saved with PRESCRIPTION_UPDATED, a wait of 2 s,
// POST /order/create, then POST /order/flags (expertReview, zebraID). One placing per scan session holds its
// idempotency key, so a second press while it runs joins it, a retry after a failed create sends the same key (the
// server answers the order it may already have made), and a retry after a failed flags call sets the flags of the
// order already created instead of creating another. Pure of React and fetch: the calls and the clock are given.

import { ORDER_TEXTS, SAVE_TIMING } from "@solerx/domain/common";
import type { CreateOrderRequest, Order } from "@solerx/domain/order";
import type { MedicalProfile } from "@solerx/domain/patient";
import type { Clock } from "../../../lib/clock";

export interface PlacingCalls {
  clock: Clock;
  /** Saves the medical profile with PRESCRIPTION_UPDATED through the save queue, at once; settles when written. */
  savePrescription(userId: string, sessionId: string, profile: MedicalProfile): Promise<void>;
  createOrder(body: CreateOrderRequest, idempotencyKey: string): Promise<Order>;
  setFlags(request: { orderID: string; expertReview: boolean; zebraID: string }): Promise<Order>;
  newKey(): string;
  /** The timings; SAVE_TIMING unless a test says otherwise. */
  timing?: { orderCreationWaitMs: number };
}

export interface PlacingInput {
  userId: string;
  /** The medical profile as saved before the order (its prescription is the order's). */
  profile: MedicalProfile;
  body: CreateOrderRequest;
  flags: { expertReview: boolean; zebraID: string };
}

/** Which step failed; a flags failure carries the order that was created. */
export class PlaceOrderError extends Error {
  override readonly name = "PlaceOrderError";
  constructor(
    readonly step: "create" | "flags",
    readonly order: Order | null,
    options?: { cause?: unknown },
  ) {
    super(step === "create" ? ORDER_TEXTS.createFailed : ORDER_TEXTS.flagsFailed, options);
  }
}

export type PlacingState =
  | { status: "idle" }
  | { status: "placing" }
  | { status: "failed"; error: PlaceOrderError }
  | { status: "placed"; order: Order };

function wait(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => clock.setTimeout(resolve, ms));
}

export class OrderPlacing {
  private key: string | null = null;
  /** The order once created (flags may still be missing). */
  private created: Order | null = null;
  private running: Promise<Order> | null = null;
  private state: PlacingState = { status: "idle" };
  private readonly listeners = new Set<() => void>();

  constructor(readonly sessionId: string) {}

  get current(): PlacingState {
    return this.state;
  }

  /** The idempotency key of this placing, once made. */
  get idempotencyKey(): string | null {
    return this.key;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Places the order, or joins the placing under way; settles with the order or rejects with PlaceOrderError. */
  place(input: PlacingInput, calls: PlacingCalls): Promise<Order> {
    if (this.running) return this.running;
    if (this.state.status === "placed") return Promise.resolve(this.state.order);
    const running = this.run(input, calls).then(
      (order) => {
        this.running = null;
        this.set({ status: "placed", order });
        return order;
      },
      (error: PlaceOrderError) => {
        this.running = null;
        this.set({ status: "failed", error });
        throw error;
      },
    );
    running.catch(() => {});
    this.running = running;
    this.set({ status: "placing" });
    return running;
  }

  private async run(input: PlacingInput, calls: PlacingCalls): Promise<Order> {
    let order = this.created;
    if (!order) {
      this.key ??= calls.newKey();
      try {
        await calls.savePrescription(input.userId, this.sessionId, input.profile);
        await wait(calls.clock, (calls.timing ?? SAVE_TIMING).orderCreationWaitMs);
        order = await calls.createOrder(input.body, this.key);
      } catch (cause) {
        throw new PlaceOrderError("create", null, { cause });
      }
      this.created = order;
    }
    try {
      return await calls.setFlags({ orderID: order.orderID, ...input.flags });
    } catch (cause) {
      throw new PlaceOrderError("flags", order, { cause });
    }
  }

  private set(state: PlacingState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

/** One placing per scan session for the page's life: a remounted screen finds its key and its order again. */
const placings = new Map<string, OrderPlacing>();

export function orderPlacingFor(sessionId: string): OrderPlacing {
  let placing = placings.get(sessionId);
  if (!placing) {
    placing = new OrderPlacing(sessionId);
    placings.set(sessionId, placing);
  }
  return placing;
}

/** For tests: forget every placing. */
export function resetOrderPlacings(): void {
  placings.clear();
}
