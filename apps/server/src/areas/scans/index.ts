// The scans area's public entry: a scan as stored and as the API shows it, and finding one (the lab's order names
// its scans).
export { findScan, type StoredScan, toApiScan } from "./queries";
