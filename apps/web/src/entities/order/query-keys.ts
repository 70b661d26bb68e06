// The cache keys of orders: every key starts with "orders", so one invalidation reaches them all.
export const orderKeys = {
  all: ["orders"] as const,
  one: (orderId: string) => ["orders", "order", orderId] as const,
  /** The order a scan session holds (opening a patient whose status is an order). */
  ofSession: (sessionId: string) => ["orders", "session", sessionId] as const,
  /** What POST /order/validate says of a body. */
  validation: (sessionId: string, body: string) => ["orders", "validation", sessionId, body] as const,
};
