// Refuses control characters in the provider's request parameters with its own invalid_request error. OAuth's
// parameter values (codes, tokens, client ids, state, nonce …) are printable characters only (RFC 6749
// appendix A), and NUL is worse than invalid here: PostgreSQL can neither store nor compare it, so a NUL that
// reached the adapter or a stored interaction turned into a 500.
import type Provider from "oidc-provider";
import { errors } from "oidc-provider";

/** Parameters whose value is JSON, where line breaks and tabs are whitespace between tokens. */
const JSON_PARAMETERS = new Set(["claims", "authorization_details"]);
const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_WHITESPACE = /(?![\t\n\r])\p{Cc}/u;

/** The first parameter whose value holds a control character, if any. */
export function parameterWithControlCharacter(params: Record<string, unknown>): string | undefined {
  for (const [name, value] of Object.entries(params)) {
    const pattern = JSON_PARAMETERS.has(name) ? CONTROL_EXCEPT_WHITESPACE : CONTROL;
    const values = Array.isArray(value) ? value : [value];
    if (values.some((item) => typeof item === "string" && pattern.test(item))) return name;
  }
  return undefined;
}

const PARAMS = Symbol("params");

/**
 * Checks the parameters at the moment the provider assembles them (its every endpoint sets ctx.oidc.params from
 * the query or the form body it parsed, before using any of them), so the check sees exactly what the provider
 * parsed, and the error thrown there reaches the endpoint's own error handler: JSON for the token endpoints, the
 * error page for the browser's, the device page's own answer. A check in front of the provider could not read a
 * form body without taking it from the provider.
 */
export function refuseControlCharacters(provider: Provider): void {
  type Holder = { [PARAMS]?: unknown };
  Object.defineProperty(provider.OIDCContext.prototype, "params", {
    configurable: true,
    get(this: Holder) {
      return this[PARAMS];
    },
    set(this: Holder, value: unknown) {
      const name = value && typeof value === "object" ? parameterWithControlCharacter({ ...value }) : undefined;
      if (name) throw new errors.InvalidRequest(`${name} must not contain control characters`);
      this[PARAMS] = value;
    },
  });
}
