// The stores area's public entry: what other areas read of stores (the patient list names its store's company).
export { findStore } from "./queries";
