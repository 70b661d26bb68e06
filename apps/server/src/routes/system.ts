// Unauthenticated plumbing the web app needs before sign-in: the connectivity check and its settings.
import { AppConfig } from "@solerx/domain/settings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { oauthUrls, type ServerConfig } from "../config";
import { OPERATOR_CLIENT_ID } from "../oidc/grants";

export function appConfigOf(config: ServerConfig): AppConfig {
  const { issuer, apiResource } = oauthUrls(config);
  return {
    issuer,
    clientId: OPERATOR_CLIENT_ID,
    apiResource,
    contactEmail: config.contactEmail,
    eulaUrl: "/legal/eula.html",
    usbAgentDownloadUrl: config.usbAgentDownloadUrl,
    errorReportingDsn: config.errorReportingDsn,
    version: config.version,
    agentPort: config.agentPort,
    onboardingPort: config.onboardingPort,
    demoData: config.seedDemoData,
  };
}

export const systemRoutes: FastifyPluginAsyncZod<{ config: ServerConfig }> = async (app, { config }) => {
  // The web app's connectivity check fetches this with a random query; it must never come from a cache.
  app.get(
    "/check.txt",
    { schema: { tags: ["system"], security: [], summary: "Connectivity check", response: { 200: z.literal("OK") } } },
    async (_request, reply) => reply.header("cache-control", "no-store").type("text/plain; charset=utf-8").send("OK"),
  );

  const appConfig = appConfigOf(config);
  app.get(
    "/config.json",
    { schema: { tags: ["system"], security: [], summary: "Settings of the web app", response: { 200: AppConfig } } },
    async (_request, reply) => reply.header("cache-control", "no-cache").send(appConfig),
  );
};
