// The calls a placing makes in the app: the save queue (record-writer) for the PRESCRIPTION_UPDATED save, the
// order API, a fresh UUID as the idempotency key, and the clock (the system's unless a test gives its own).
import { useSyncExternalStore } from "react";
import { type Clock, systemClock } from "../../../lib/clock";
import { savePatient } from "../../patient/record-writer";
import { createOrder } from "../api/create-order";
import { setOrderFlags } from "../api/set-order-flags";
import { type OrderPlacing, orderPlacingFor, type PlacingCalls, type PlacingState } from "./order-placing";

export function placingCalls(clock: Clock = systemClock): PlacingCalls {
  return {
    clock,
    savePrescription: (userId, sessionID, medicalProfile) =>
      savePatient(userId, { medicalProfile }, { sessionID, action: "PRESCRIPTION_UPDATED", delayMs: 0 }),
    createOrder,
    setFlags: setOrderFlags,
    newKey: () => crypto.randomUUID(),
  };
}

const IDLE: PlacingState = { status: "idle" };

/** The session's placing and its state, re-rendering as it moves. */
export function useOrderPlacing(sessionId: string | null): { placing: OrderPlacing | null; state: PlacingState } {
  const placing = sessionId ? orderPlacingFor(sessionId) : null;
  const state = useSyncExternalStore(
    (listener) => placing?.subscribe(listener) ?? (() => {}),
    () => placing?.current ?? IDLE,
    () => placing?.current ?? IDLE,
  );
  return { placing, state };
}
