// Topic entry of @solerx/domain: the signed-in session's clocks, the operator's access and a scan session's statuses.
// Only what other topics and the apps import is listed here.
export { OperatorAccess } from "./operator-access";
export {
  accessTokenRefreshAt,
  automaticSignOutAt,
  countdownSeconds,
  criticalLogoutWarningAt,
  inactivityLogoutAt,
  inactivityWarningAt,
  softLogoutWarningAt,
} from "./session-clock";
export {
  highestPriorityStatus,
  isOrderSessionStatus,
  isOrderStatus,
  ORDER_STATUS_LABELS,
  orderStatusLabel,
  sessionOrderStatus,
} from "./session-status";
