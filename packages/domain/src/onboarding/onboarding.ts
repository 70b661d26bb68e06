// Device onboarding (spec 000 §4 "Onboarding", §7 "Onboarding agent"): what the local onboarding agent answers the
// /onboard page, and the OAuth 2 device authorization grant (RFC 8628) messages the agent exchanges with the
// provider.
import { z } from "zod";

/** REST prefix of the onboarding agent on localhost (port AGENT.onboardingPort). */
export const ONBOARDING_AGENT_API = "/agent/api/v1";

/** The customer client: the onboarding agent's OAuth client, a confidential client of the device grant. */
export const CUSTOMER_CLIENT_ID = "solerx-customer";
/**
 * The customer client's secret when CUSTOMER_CLIENT_SECRET is not set, shared by the server and the agent so a
 * development checkout onboards out of the box. Every real installation sets its own.
 */
export const CUSTOMER_CLIENT_DEVELOPMENT_SECRET = "solerx-customer-development-secret";

/** RFC 8628 §3.4: the spec's "grant_type device_code", as the standard spells it. */
export const DEVICE_CODE_GRANT_TYPE = "urn:ietf:params:oauth:grant-type:device_code";

/** GET /agent/api/v1/device: who the device is, which stack it onboards to, and whether it holds a token. */
export const OnboardingDevice = z.object({
  deviceId: z.string().min(1),
  /** The OpenID issuer the agent is configured for, e.g. https://qa.example.com/oauth. */
  issuer: z.string().min(1),
  clientId: z.string().min(1),
  authorized: z.boolean(),
  /** When the stored token was obtained (ISO 8601), if the device is authorized. */
  authorizedAt: z.string().nullable(),
  /** A device authorization is waiting for a person to approve it. */
  pending: z.boolean(),
  version: z.string(),
});
export type OnboardingDevice = z.infer<typeof OnboardingDevice>;

/** GET /agent/api/v1/devicecode: the provider's device authorization answer without the device_code, which the
 * agent keeps to itself (RFC 8628 §3.2: only the device needs it). */
export const OnboardingDeviceCode = z.object({
  user_code: z.string().min(1),
  verification_uri: z.url(),
  verification_uri_complete: z.url().optional(),
  /** Seconds until the codes expire. */
  expires_in: z.number().int().positive(),
  /** Seconds between the agent's token requests. */
  interval: z.number().int().positive(),
});
export type OnboardingDeviceCode = z.infer<typeof OnboardingDeviceCode>;

export const ONBOARDING_AGENT_ERROR_CODES = [
  /** The device already holds a token for its stack. */
  "already_authorized",
  /** The provider refused the agent's client credentials: the device is set up for another stack. */
  "client_rejected",
  /** The provider could not be reached or answered nonsense. */
  "provider_unreachable",
  /** The provider answered with an OAuth error the agent cannot resolve. */
  "provider_error",
  "forbidden",
  "not_found",
  "method_not_allowed",
  "internal",
] as const;
export const OnboardingAgentError = z.object({
  error: z.enum(ONBOARDING_AGENT_ERROR_CODES),
  message: z.string(),
});
export type OnboardingAgentError = z.infer<typeof OnboardingAgentError>;

/** The parts of the provider's discovery document the agent uses. */
export const DeviceFlowDiscovery = z.object({
  issuer: z.string(),
  device_authorization_endpoint: z.url(),
  token_endpoint: z.url(),
});
export type DeviceFlowDiscovery = z.infer<typeof DeviceFlowDiscovery>;

/** RFC 8628 §3.2 device authorization response. */
export const DeviceAuthorizationResponse = z.object({
  device_code: z.string().min(1),
  user_code: z.string().min(1),
  verification_uri: z.url(),
  verification_uri_complete: z.url().optional(),
  expires_in: z.number().int().positive(),
  interval: z.number().int().positive().optional(),
});
export type DeviceAuthorizationResponse = z.infer<typeof DeviceAuthorizationResponse>;

/** RFC 6749 §5.1 access token response. */
export const TokenResponse = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().positive().optional(),
  refresh_token: z.string().optional(),
  id_token: z.string().optional(),
  scope: z.string().optional(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** RFC 6749 §5.2 error response (RFC 8628 §3.5 adds authorization_pending, slow_down, expired_token). */
export const OAuthErrorResponse = z.object({
  error: z.string().min(1),
  error_description: z.string().optional(),
});
export type OAuthErrorResponse = z.infer<typeof OAuthErrorResponse>;
