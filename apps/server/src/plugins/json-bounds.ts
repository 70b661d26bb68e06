// The /api/v1 guard of every JSON the API takes (issue 17 point 2): before validation, a body or query nested
// deeper than INPUT_LIMITS.jsonMaxDepth, holding a string longer than INPUT_LIMITS.jsonMaxStringLength, or a NUL
// or lone surrogate the database cannot store, is refused like any invalid body of the route (its validation
// status and the spec's message), so nothing recursive (zod, JSON.stringify, the PDF) ever sees it. Bodies are
// also capped at INPUT_LIMITS.jsonMaxBodyBytes (Fastify answers 413 above).
import { jsonProblem } from "@solerx/domain/common";
import { errorBody } from "@solerx/domain/errors";
import type { FastifyInstance } from "fastify";
import { messageFor } from "./error-handler";

export function registerJsonBounds(api: FastifyInstance): void {
  // Fastify's callback form: nothing here waits, and an async hook is a promise on every request.
  api.addHook("preValidation", (request, reply, done) => {
    for (const [part, value] of [
      ["body", request.body],
      ["querystring", request.query],
    ] as const) {
      const problem = jsonProblem(value);
      if (problem === undefined) continue;
      const status = request.routeOptions.config.validationStatus ?? 400;
      const issues = [{ path: part, message: problem }];
      // An answer sent from a callback hook ends the request there: done is not called.
      reply.code(status).send(errorBody(status, messageFor(request, status, `${part} ${problem}`), issues));
      return;
    }
    done();
  });
}
