// The identity part of the server: keys from the database, the provider, its sign-in pages, its mount at /oauth.
import type { FastifyInstance } from "fastify";
import type Provider from "oidc-provider";
import type { ServerConfig } from "../config";
import type { Db } from "../db/database";
import { compressedAnswers } from "./compressed-answers";
import { guardDevicePages } from "./device-flow";
import { interactionRoutes } from "./interactions";
import { loadProviderKeys } from "./keys";
import { mountProvider } from "./mount";
import { refuseControlCharacters } from "./parameter-guard";
import { createProvider } from "./provider";

export interface OidcOptions {
  db: Db;
  config: Pick<ServerConfig, "publicUrl" | "customerClientSecret" | "signInRateLimit">;
}

export async function registerOidc(app: FastifyInstance, options: OidcOptions): Promise<Provider> {
  const keys = await loadProviderKeys(options.db);
  const provider = createProvider({
    db: options.db,
    config: options.config,
    keys,
    logError: (error, message) => app.log.error({ err: error }, message),
  });
  // Outermost, so it compresses whatever the provider and the guards below answer.
  provider.use(compressedAnswers());
  // Malformed input gets the provider's 4xx, never a 500 (parameter-guard.ts, device-flow.ts).
  refuseControlCharacters(provider);
  provider.use(guardDevicePages(provider));
  await app.register(interactionRoutes, { db: options.db, provider, loginRateLimit: options.config.signInRateLimit });
  await mountProvider(app, provider, options.config.publicUrl);
  return provider;
}
