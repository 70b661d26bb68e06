// Bearer-token check of the API: the access token must be a JWT signed by our provider's key, issued by our
// issuer, for the API audience, not expired; its subject must be an operator and its grant the subject's own and
// live. The grant, the operator's company, stores (as the store list answers them) and roles are read in one query,
// and kept with the verified claims (plugins/access-cache.ts) until the database says they changed, so a sign-out
// or a changed membership counts at once on every replica; the request then gets the operator's scoped repository.

import { errorBody } from "@solerx/domain/errors";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createLocalJWKSet, type JWTPayload, errors as joseErrors, jwtVerify } from "jose";
import { createRepository, type Repository } from "../areas/repository";
import type { BlobStore } from "../blobs/blob-store";
import type { Db } from "../db/database";
import { loadOperatorScope, type Operator, type SignedIn } from "../db/operator-scope";
import { OPERATOR_CLIENT_ID } from "../oidc/grants";
import { loadPublicJwks } from "../oidc/keys";
import { GRANT_CLAIM } from "../oidc/provider";
import type { AccessCache } from "./access-cache";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in operator of an /api/v1 request (null elsewhere). */
    operator: Operator | null;
    /** The operator's scoped repository: the only way a handler reaches data (null outside /api/v1). */
    repo: Repository | null;
  }
}

export interface AccessTokenVerifierOptions {
  issuer: string;
  audience: string;
}

/** Verifies an access token; rejects with a jose error when it is not one of ours or not for the API. */
export type AccessTokenVerifier = (token: string) => Promise<JWTPayload>;

/** How often an unknown key id may send us back to the database (another replica may have rotated keys). */
const KEY_RELOAD_INTERVAL_MS = 10_000;

export function createAccessTokenVerifier(db: Db, options: AccessTokenVerifierOptions): AccessTokenVerifier {
  let keySet: ReturnType<typeof createLocalJWKSet> | undefined;
  let loadedAt = 0;
  async function keys(reload: boolean) {
    if (!keySet || (reload && Date.now() - loadedAt > KEY_RELOAD_INTERVAL_MS)) {
      keySet = createLocalJWKSet(await loadPublicJwks(db));
      loadedAt = Date.now();
    }
    return keySet;
  }
  const verifyOptions = {
    issuer: options.issuer,
    audience: options.audience,
    algorithms: ["RS256"],
    // An ID token is a JWT from the same issuer too; only access tokens are typed at+jwt.
    typ: "at+jwt",
  };
  return async (token) => {
    try {
      return (await jwtVerify(token, await keys(false), verifyOptions)).payload;
    } catch (error) {
      if (!(error instanceof joseErrors.JWKSNoMatchingKey)) throw error;
      return (await jwtVerify(token, await keys(true), verifyOptions)).payload;
    }
  };
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

function unauthorized(reply: FastifyReply) {
  return reply.code(401).header("www-authenticate", 'Bearer realm="api"').send(errorBody(401, "Unauthorized"));
}

/**
 * Adds the token check to every route of the instance it is called on (the /api/v1 scope). It runs onRequest,
 * before body validation, so a caller without a valid token learns nothing about the route's schema.
 */
export function requireAccessToken(
  app: FastifyInstance,
  db: Db,
  verify: AccessTokenVerifier,
  blobs: BlobStore,
  cache: AccessCache,
) {
  app.decorateRequest("operator", null);
  app.decorateRequest("repo", null);
  const signIn = (request: FastifyRequest, signedIn: SignedIn) => {
    request.operator = signedIn.operator;
    request.repo = createRepository(db, {
      operator: signedIn.operator,
      ownStores: signedIn.stores,
      route: `${request.method} ${request.routeOptions.url}`,
      blobs,
    });
  };
  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) return unauthorized(reply);
    // Kept by the whole header that carried the token, so a kept sign-in is found without parsing it again.
    const header = request.headers.authorization as string;
    let claims = cache.claims(header);
    try {
      if (!claims) {
        claims = await verify(token);
        cache.keepClaims(header, claims);
      }
    } catch (error) {
      if (!(error instanceof joseErrors.JOSEError)) throw error;
      request.log.debug({ reason: error.code }, "access token refused");
      return unauthorized(reply);
    }
    const grant = grantOf(claims);
    if (!grant) return unauthorized(reply);
    let signedIn = cache.scope(grant.grantID, grant.sub);
    if (!signedIn) {
      const mark = cache.mark();
      const scope = await loadOperatorScope(db, grant);
      if (!scope) return unauthorized(reply);
      cache.keepScope(mark, grant.grantID, grant.sub, scope);
      signedIn = scope;
    }
    signIn(request, signedIn);
  };
  // Fastify's callback form: a token and sign-in both kept (almost every request) are signed in without waiting;
  // an async hook is a promise and a microtask on every request (issue 17 point 8).
  app.addHook("onRequest", (request, reply, done) => {
    const kept = keptSignIn(request, cache);
    if (kept) {
      signIn(request, kept);
      done();
      return;
    }
    authenticate(request, reply).then(() => done(), done);
  });
}

/**
 * The grant and subject of a token's claims, when the token is one the clinic API takes. The clinic API is for the
 * operator's sign-in only: an onboarded device's token (the customer client's) lasts far longer than a working
 * session and must never become a key to patient records. A token outlives its sign-in by design of JWTs; its
 * grant does not: sign-out and revocation end the grant, and the grant must be the subject's own (the scope's
 * query checks that), so no token can pair one operator's live sign-in with another.
 */
function grantOf(claims: JWTPayload): { grantID: string; sub: string } | undefined {
  if (claims.client_id !== OPERATOR_CLIENT_ID) return undefined;
  const grantID = claims[GRANT_CLAIM];
  if (typeof grantID !== "string" || !claims.sub) return undefined;
  return { grantID, sub: claims.sub };
}

/**
 * The sign-in of a request whose token and scope are both kept; undefined sends it the whole way. Claims are kept
 * only under a header whose token was parsed and verified, so the header's exact text stands for both.
 */
function keptSignIn(request: FastifyRequest, cache: AccessCache): SignedIn | undefined {
  const header = request.headers.authorization;
  const claims = header === undefined ? undefined : cache.claims(header);
  const grant = claims && grantOf(claims);
  return grant && cache.scope(grant.grantID, grant.sub);
}
