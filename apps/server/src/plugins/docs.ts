// OpenAPI description of the API, generated from the routes' zod schemas, with Swagger UI at /api/docs.
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import { oauthUrls, type ServerConfig } from "../config";

export const DOCS_PREFIX = "/api/docs";

export async function registerDocs(app: FastifyInstance, config: ServerConfig) {
  const { issuer } = oauthUrls(config);
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "SoleRx API",
        description:
          "The clinic API. Every /api/v1 call carries a bearer access token from the OpenID provider at /oauth " +
          "(authorization code flow with PKCE).",
        version: config.version,
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          oauth: {
            type: "oauth2",
            flows: {
              authorizationCode: {
                authorizationUrl: `${issuer}/auth`,
                tokenUrl: `${issuer}/token`,
                scopes: { openid: "OpenID", profile: "Name", email: "E-mail", offline_access: "Refresh tokens" },
              },
            },
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: createJsonSchemaTransform({ skipList: [] }),
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
