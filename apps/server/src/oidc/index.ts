// The identity part of the server: keys from the database, the provider, its sign-in pages, its mount at /oauth.
import type { FastifyInstance } from "fastify";
import type Provider from "oidc-provider";
import type { ServerConfig } from "../config";
import type { Db } from "../db/database";
import { interactionRoutes } from "./interactions";
import { loadProviderKeys } from "./keys";
import { mountProvider } from "./mount";
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
  await app.register(interactionRoutes, { db: options.db, provider, loginRateLimit: options.config.signInRateLimit });
  await mountProvider(app, provider, options.config.publicUrl);
  return provider;
}
