// The whole domain: the API contracts and the pure rules. Prefer the two entry points
// (@solerx/domain/contracts, @solerx/domain/rules); this one serves code that needs both.
export * from "./contracts";
export * from "./rules";
