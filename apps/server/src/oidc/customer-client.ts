// The customer client: the onboarding agent's confidential OAuth client for the device authorization grant
// (RFC 8628), authenticated with HTTP basic (client_secret_basic), and how long an onboarded device's tokens last.
import { CUSTOMER_CLIENT_ID, DEVICE_CODE_GRANT_TYPE } from "@solerx/domain/onboarding";
import type { ClientMetadata } from "oidc-provider";

const DAYS = 24 * 60 * 60;

/**
 * An onboarded device is not a person's working session: its tokens outlive the browser sign-in that approved it
 * (the 480-minute rule is the operator's). A refresh token not used for 30 days expires; the device's grant ends
 * a year after onboarding, when the device must be onboarded again.
 */
export const DEVICE_TOKEN_TTL = {
  refreshToken: 30 * DAYS,
  grant: 365 * DAYS,
} as const;

/** Scopes the agent may ask for: no profile claims, a refresh token to stay authorized. */
export const CUSTOMER_SCOPES = "openid offline_access";

export function isCustomerClient(clientId: string | undefined): boolean {
  return clientId === CUSTOMER_CLIENT_ID;
}

export function customerClient(secret: string): ClientMetadata {
  return {
    client_id: CUSTOMER_CLIENT_ID,
    client_name: "The SoleRx onboarding agent",
    client_secret: secret,
    token_endpoint_auth_method: "client_secret_basic",
    grant_types: [DEVICE_CODE_GRANT_TYPE, "refresh_token"],
    // The device grant needs no redirects: the person approves on the provider's own pages.
    response_types: [],
    redirect_uris: [],
    scope: CUSTOMER_SCOPES,
  };
}
