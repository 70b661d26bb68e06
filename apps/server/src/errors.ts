// What the server adds to the domain's error model (@solerx/domain/errors: DomainError, ErrorResponse): the route
// settings the one error handler (plugins/error-handler.ts) reads, and the error answers each route documents.
import type { ApiEndpoint } from "@solerx/domain/common";
import { ErrorResponse } from "@solerx/domain/errors";
import type { FastifyContextConfig, FastifyInstance } from "fastify";

/** The error answers every API route documents (the success answers are each route's own). */
export function errorResponses(...statuses: number[]): Record<number, typeof ErrorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponse]));
}

/** What the error handler reads of a route, beside its endpoint; routeErrorDefaults sets them for a plugin. */
export interface RouteErrorSettings {
  /** Status of a request that fails its schema: 400 unless the spec names another (create patient: 422). */
  validationStatus?: number;
  /** The text of a 5xx the spec gives no message for on the route's call (the default "Internal Server Error"). */
  serverError?: string;
  /**
   * Messages of a rule whose failure answers with its own words, whatever else the request lacks (the saved
   * prescription's name rule, spec 001 §5): a schema failure with an issue of one of them is 400 with it.
   */
  ruleMessages?: readonly string[];
}

declare module "fastify" {
  interface FastifyContextConfig extends RouteErrorSettings {
    /** Which entry of the spec's error catalogue (API_ERROR_MESSAGES) this route's errors use. */
    endpoint?: ApiEndpoint;
  }
}

/** Gives every route the plugin registers from here on these settings, unless the route sets its own. */
export function routeErrorDefaults(app: FastifyInstance, defaults: RouteErrorSettings): void {
  app.addHook("onRoute", (route) => {
    route.config = { ...defaults, ...route.config } as FastifyContextConfig;
  });
}
