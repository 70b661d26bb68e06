// The OpenID Connect provider (oidc-provider) and its configuration: the operator client (public, code flow with
// PKCE S256, rotating refresh tokens), JWT access tokens for the API as a resource indicator, storage in our
// database and keys kept there too.
import Provider, { type Configuration, errors } from "oidc-provider";
import { oauthUrls, type ServerConfig } from "../config";
import type { Db } from "../db/database";
import { accountFinder } from "./account";
import { kyselyAdapterFactory } from "./adapter";
import { customerClient, DEVICE_TOKEN_TTL, isCustomerClient } from "./customer-client";
import { deviceFlowFeature, rememberReturnUri } from "./device-flow";
import { loadExistingGrant, OPERATOR_CLIENT_ID } from "./grants";
import type { ProviderKeys } from "./keys";
import { rpInitiatedLogoutFeature } from "./logout";
import { renderMessagePage } from "./pages";
import { cappedToSignIn, TOKEN_TTL } from "./token-lifetimes";

/** Where the provider is mounted; the issuer is PUBLIC_URL plus this path. */
export const OAUTH_PREFIX = "/oauth";

const MINUTES = 60;

/** The access-token claim naming the grant the token belongs to. */
export const GRANT_CLAIM = "gid";

export const OIDC_SCOPES = ["openid", "profile", "email", "offline_access"] as const;
/** The scope of the API resource server. The SPA asks for none: the audience alone lets it call the API. */
const API_SCOPE = "api";

export interface ProviderOptions {
  db: Db;
  config: Pick<ServerConfig, "publicUrl" | "customerClientSecret">;
  keys: ProviderKeys;
  /** Provider errors the client only sees as "server_error" are logged here. */
  logError: (error: unknown, message: string) => void;
}

export function createProvider(options: ProviderOptions): Provider {
  const { issuer, apiResource, appUrl } = oauthUrls(options.config);
  const publicOrigin = new URL(options.config.publicUrl).origin;

  const configuration: Configuration = {
    adapter: kyselyAdapterFactory(options.db),
    clients: [
      {
        client_id: OPERATOR_CLIENT_ID,
        client_name: "SoleRx",
        application_type: "web",
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        redirect_uris: [appUrl],
        post_logout_redirect_uris: [appUrl],
        scope: OIDC_SCOPES.join(" "),
      },
      customerClient(options.config.customerClientSecret),
    ],
    // The SPA is public; the onboarding agent authenticates with HTTP basic. No other method is offered.
    clientAuthMethods: ["none", "client_secret_basic"],
    jwks: { keys: options.keys.signing as NonNullable<Configuration["jwks"]>["keys"] },
    cookies: { keys: options.keys.cookies },
    findAccount: accountFinder(options.db),
    scopes: [...OIDC_SCOPES],
    // The code flow is the only way in: no implicit or hybrid response types.
    responseTypes: ["code"],
    claims: {
      openid: ["sub"],
      email: ["email"],
      profile: ["given_name", "family_name"],
    },
    // The SPA reads the operator's name from the ID token instead of calling userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // A public client's refresh token is single-use: each refresh hands out the next one.
    rotateRefreshToken: true,
    // The SPA keeps its sign-in alive with refresh tokens whether or not offline_access survives: the provider
    // drops that scope unless the request also says prompt=consent (OpenID Connect Core §11).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    // Every token ends with the sign-in it came from: signing out, or the 480-minute session ending, ends them.
    // Not an onboarded device's: the person who approved it may sign out at once (customer-client.ts).
    expiresWithSession: async (_ctx, source) => !isCustomerClient(source.clientId),
    loadExistingGrant,
    // JWT access tokens are not stored, so revoking one is impossible; naming its grant lets the API refuse it as
    // soon as the grant is gone (sign-out revokes the refresh token, which ends the grant).
    extraTokenClaims: async (_ctx, token) =>
      "grantId" in token && token.grantId ? { [GRANT_CLAIM]: token.grantId } : undefined,
    // Only our own origin may call the token endpoints from a browser (the SPA is served from it anyway).
    clientBasedCORS: (_ctx, origin) => origin === publicOrigin,
    interactions: {
      url: (_ctx, interaction) => `${OAUTH_PREFIX}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      // The SPA sends plain bearer tokens and the API checks no DPoP proof, so DPoP is not offered: a token bound
      // to a key that nobody checks would only look safer than it is.
      dPoP: { enabled: false },
      // A client may revoke only its own tokens (the spec's logout call names the client).
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      deviceFlow: deviceFlowFeature(publicOrigin, OAUTH_PREFIX),
      // Sign-out ends the provider's session too, so the next sign-in asks for the password whatever it says.
      rpInitiatedLogout: rpInitiatedLogoutFeature(),
      resourceIndicators: {
        enabled: true,
        // Without a resource parameter a request is for the API; of several granted, the API is the one.
        defaultResource: async (_ctx, _client, oneOf) => (!oneOf || oneOf.includes(apiResource) ? apiResource : oneOf),
        // A refresh without a resource parameter gets a token for the resource granted at sign-in.
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resourceIndicator) => {
          if (resourceIndicator !== apiResource) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: apiResource,
            accessTokenFormat: "jwt",
            jwt: { sign: { alg: "RS256" } },
          };
        },
      },
    },
    ttl: {
      AccessToken: (ctx, _token, client) => cappedToSignIn(ctx, client?.clientId, TOKEN_TTL.accessToken),
      AuthorizationCode: 1 * MINUTES,
      IdToken: TOKEN_TTL.accessToken,
      RefreshToken: (ctx, _token, client) =>
        isCustomerClient(client?.clientId)
          ? DEVICE_TOKEN_TTL.refreshToken
          : cappedToSignIn(ctx, client?.clientId, TOKEN_TTL.refreshToken),
      Interaction: 1 * 60 * MINUTES,
      Session: TOKEN_TTL.session,
      Grant: (_ctx, grant) => (isCustomerClient(grant.clientId) ? DEVICE_TOKEN_TTL.grant : TOKEN_TTL.session),
      DeviceCode: 10 * MINUTES,
    },
    renderError: async (ctx, out) => {
      ctx.type = "html";
      ctx.body = renderMessagePage("Sign-in problem", out.error_description ?? out.error ?? "Something went wrong.");
    },
  };

  const provider = new Provider(issuer, configuration);
  // Behind a TLS-terminating load balancer the provider must trust X-Forwarded-Proto to set secure cookies.
  provider.proxy = options.config.publicUrl.startsWith("https:");
  provider.use(rememberReturnUri(publicOrigin, OAUTH_PREFIX));
  provider.on("server_error", (_ctx: unknown, error: unknown) => options.logError(error, "oidc provider error"));
  return provider;
}
