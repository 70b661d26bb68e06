// The sessions area's public entry: creating a session and adding a status to it (patients, scans and orders
// record their steps so), and reading a session's status history.
export { addSessionStatus, createSession, listSessionStatuses } from "./queries";
