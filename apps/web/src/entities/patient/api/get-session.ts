// GET /profile/session/{sessionID}: a scan session's owners and statuses (newest first) and its newest order
// (orderID, ours: the spec's "order session data", from which a patient whose status is an order opens its order).
import { Session } from "@solerx/domain/patient";
import { apiRequest } from "../../../lib/api-client";

export function getSession(sessionId: string, signal?: AbortSignal) {
  return apiRequest({ path: `/profile/session/${encodeURIComponent(sessionId)}`, schema: Session, signal });
}
