// /api/v1/savedrx: a company's saved prescriptions (spec 001 §7 "Saved prescriptions", §8): list, get, upsert,
// delete, rename, renameAndSave. Templates belong to the company: any operator of it reads and writes them, no one
// else (another company's id: 403; an id of no company: 404 "Company not found").
import { SAVED_RX_NAME_INVALID_MESSAGE } from "@solerx/domain/common";
import { DomainError } from "@solerx/domain/errors";
import {
  SavedRx,
  SavedRxDeleteRequest,
  SavedRxFileNameParams,
  SavedRxList,
  SavedRxQuery,
  SavedRxRenameAndSaveRequest,
  SavedRxRenameRequest,
  SavedRxUpsertRequest,
} from "@solerx/domain/saved-rx";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { repoOf } from "../../access/index";
import type { SavedRxRepository } from "../../areas/repository";
import type { RenameOutcome } from "../../areas/saved-rx/index";
import { errorResponses, routeErrorDefaults } from "../../errors";

const TAGS = ["savedrx"];

/** A company named in the query or the body; one that does not exist is the catalogue's "Company not found". */
const companyIn = (id: { query: string } | { body: string }) =>
  ({ kind: "company", id, notFound: "savedRxUpsert" }) as const;

/** The company's templates: undefined for any company but the caller's own (the tenancy check let none through). */
function templatesOf(request: FastifyRequest, companyID: string): SavedRxRepository {
  const templates = repoOf(request).savedRx(companyID);
  if (!templates) throw new DomainError(403, "Forbidden");
  return templates;
}

function renamed(outcome: RenameOutcome): SavedRx {
  if (outcome === "missing") throw DomainError.of("savedRxGet", 404);
  if (outcome === "nameTaken") throw DomainError.of("savedRxRenameAndSave", 404);
  return outcome;
}

export const savedRxRoutes: FastifyPluginAsyncZod = async (app) => {
  // A name with a forbidden character answers the rule's own message (spec 001 §5), whatever else the body
  // lacks: the one text the screens show for it.
  routeErrorDefaults(app, { ruleMessages: [SAVED_RX_NAME_INVALID_MESSAGE] });

  app.get(
    "/get/list",
    {
      config: { tenancy: companyIn({ query: "companyID" }) },
      schema: {
        tags: TAGS,
        summary: "The company's saved prescriptions, by name",
        querystring: SavedRxQuery,
        response: { 200: SavedRxList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => templatesOf(request, request.query.companyID).list(),
  );

  app.get(
    "/:fileName/get",
    {
      config: { endpoint: "savedRxGet", tenancy: companyIn({ query: "companyID" }) },
      schema: {
        tags: TAGS,
        summary: "One saved prescription of the company",
        params: SavedRxFileNameParams,
        querystring: SavedRxQuery,
        response: { 200: SavedRx, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const found = await templatesOf(request, request.query.companyID).get(request.params.fileName);
      if (!found) throw DomainError.of("savedRxGet", 404);
      return found;
    },
  );

  app.post(
    "/upsert",
    {
      config: { endpoint: "savedRxUpsert", tenancy: companyIn({ body: "companyID" }) },
      schema: {
        tags: TAGS,
        summary: "Saves a prescription under its name: a new template, or new content for the one of that name",
        body: SavedRxUpsertRequest,
        response: { 200: SavedRx, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { companyID, fileName, fileData } = request.body;
      return templatesOf(request, companyID).upsert(fileName, fileData);
    },
  );

  app.post(
    "/rename",
    {
      config: { endpoint: "savedRxGet", tenancy: companyIn({ body: "companyID" }) },
      schema: {
        tags: TAGS,
        summary: "Renames a saved prescription; refused when the new name is another one's",
        body: SavedRxRenameRequest,
        response: { 200: SavedRx, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { companyID, fileName, newFileName } = request.body;
      return renamed(await templatesOf(request, companyID).rename(fileName, newFileName));
    },
  );

  app.post(
    "/renameAndSave",
    {
      config: { endpoint: "savedRxRenameAndSave", tenancy: companyIn({ body: "companyID" }) },
      schema: {
        tags: TAGS,
        summary: "Renames a saved prescription and replaces its content; refused when the new name is another one's",
        body: SavedRxRenameAndSaveRequest,
        response: { 200: SavedRx, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { companyID, fileName, newFileName, fileData } = request.body;
      return renamed(await templatesOf(request, companyID).renameAndSave(fileName, newFileName, fileData));
    },
  );

  app.post(
    "/delete",
    {
      config: { endpoint: "savedRxGet", tenancy: companyIn({ body: "companyID" }) },
      schema: {
        tags: TAGS,
        summary: "Deletes a saved prescription",
        body: SavedRxDeleteRequest,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { companyID, fileName } = request.body;
      if (!(await templatesOf(request, companyID).delete(fileName))) throw DomainError.of("savedRxGet", 404);
      return reply.code(204).send(null);
    },
  );
};
