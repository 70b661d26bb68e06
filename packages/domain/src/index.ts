// The whole domain: the API contracts, the error model and the pure rules. Prefer the entry points
// (@solerx/domain/contracts, @solerx/domain/errors, @solerx/domain/rules); this one serves code that needs several.
export * from "./contracts";
export * from "./errors";
export * from "./rules";
