// The provider's interaction pages: the sign-in form (GET) and its submission (POST, rate limited per address
// and per account: sign-in-limits.ts). Consent for our own clients is granted without a screen (see grants.ts),
// so the only prompt a person sees is the login.
import formbody from "@fastify/formbody";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type Provider from "oidc-provider";
import { errors as oidcErrors } from "oidc-provider";
import { z } from "zod";
import type { Db } from "../db/database";
import { verifyCredentials } from "./account";
import { grantMissingConsent, isFirstParty } from "./grants";
import { renderMessagePage, renderSignInPage, SIGN_IN_TEXTS } from "./pages";
import { OAUTH_PREFIX } from "./provider";
import { beginAttempt, noteSuccess } from "./sign-in-limits";

export interface InteractionOptions {
  db: Db;
  provider: Provider;
  /** Sign-in attempts allowed per client address per minute. */
  loginRateLimit: number;
}

/** No control characters: no one types them, and PostgreSQL cannot even compare a NUL (it would be a 500). */
const printable = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^\P{Cc}*$/u);
const UidParams = z.object({ uid: printable(200).min(1) });
const LoginForm = z.object({
  email: printable(320).default(""),
  password: printable(1024).default(""),
});
/** Far above any real form (an e-mail and a password); a bigger one is refused with 413 before it is read whole. */
const LOGIN_BODY_LIMIT = 16 * 1024;

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(body);
}

function loginAction(uid: string): string {
  return `${OAUTH_PREFIX}/interaction/${encodeURIComponent(uid)}/login`;
}

/** The interaction of this browser (by its cookie), and only if it is the one the address names. */
async function interactionOf(provider: Provider, request: FastifyRequest, reply: FastifyReply, uid: string) {
  const details = await provider.interactionDetails(request.raw, reply.raw);
  if (details.uid !== uid) throw new oidcErrors.SessionNotFound("interaction does not match");
  return details;
}

function renderInteractionError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.statusCode === 429) {
    const uid = (request.params as { uid?: string }).uid ?? "";
    return html(reply, 429, renderSignInPage({ action: loginAction(uid), error: SIGN_IN_TEXTS.tooManyAttempts }));
  }
  if (error instanceof oidcErrors.SessionNotFound || error instanceof oidcErrors.OIDCProviderError) {
    return html(
      reply,
      400,
      renderMessagePage("Your sign-in has expired", "This sign-in page is no longer valid. Please start again."),
    );
  }
  if (error.validation) {
    return html(reply, 400, renderMessagePage("Sign-in problem", "The sign-in request was not understood."));
  }
  // Fastify's own client errors keep their status: a form over the body limit, a malformed or unsupported body.
  const status = error.statusCode ?? 500;
  if (status === 413) {
    return html(reply, 413, renderMessagePage("Sign-in problem", "The sign-in request was too large."));
  }
  if (status >= 400 && status < 500) {
    return html(reply, status, renderMessagePage("Sign-in problem", "The sign-in request was not understood."));
  }
  request.log.error({ err: error }, "sign-in failed");
  return html(reply, 500, renderMessagePage("Sign-in problem", "Something went wrong. Please try again."));
}

export async function interactionRoutes(instance: FastifyInstance, options: InteractionOptions) {
  const { db, provider } = options;
  const app = instance.withTypeProvider<ZodTypeProvider>();
  await app.register(formbody);
  app.setErrorHandler(renderInteractionError);

  app.get(`${OAUTH_PREFIX}/interaction/:uid`, { schema: { hide: true, params: UidParams } }, async (request, reply) => {
    const { uid } = request.params;
    const details = await interactionOf(provider, request, reply, uid);
    if (details.prompt.name === "login") return html(reply, 200, renderSignInPage({ action: loginAction(uid) }));
    const result =
      details.prompt.name === "consent" && isFirstParty(details.params.client_id)
        ? { consent: { grantId: await grantMissingConsent(provider, details) } }
        : { error: "access_denied", error_description: "This application may not sign in here." };
    return reply.redirect(await provider.interactionResult(request.raw, reply.raw, result), 303);
  });

  app.post(
    `${OAUTH_PREFIX}/interaction/:uid/login`,
    {
      schema: { hide: true, params: UidParams, body: LoginForm },
      bodyLimit: LOGIN_BODY_LIMIT,
      config: { rateLimit: { max: options.loginRateLimit, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const { uid } = request.params;
      const { email, password } = request.body;
      const details = await interactionOf(provider, request, reply, uid);
      if (details.prompt.name !== "login") throw new oidcErrors.SessionNotFound("no login prompt");
      // Taken before the password is checked, so a locked account costs no hashing, even the right password waits,
      // and a parallel burst is weighed no more often than the limit allows (the attempt counts as a failure
      // until it succeeds).
      if (!(await beginAttempt(db, email, request.ip))) {
        request.log.warn({ uid }, "sign-in refused: account limit");
        return html(
          reply,
          429,
          renderSignInPage({ action: loginAction(uid), email, error: SIGN_IN_TEXTS.accountLocked }),
        );
      }
      const accountId = await verifyCredentials(db, email, password);
      if (!accountId) {
        request.log.info({ uid }, "sign-in refused");
        return html(
          reply,
          401,
          renderSignInPage({ action: loginAction(uid), email, error: SIGN_IN_TEXTS.invalidCredentials }),
        );
      }
      await noteSuccess(db, email);
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );
}
