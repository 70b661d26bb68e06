// /api/v1/store: the operator's stores, a store's doctors, one store (spec 000 §7 "Store").
import { DoctorList, Id, LIMITS, pageQuery, Store, StoreList } from "@solerx/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { operatorOf } from "../../access";
import type { Db } from "../../db/database";
import { findStore, listDoctors, listStoresOfUser } from "../../db/stores";
import { errorResponses, HttpError } from "../../errors";

const TAGS = ["store"];

export const storeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/employee/:userID",
    {
      config: { tenancy: { kind: "self", id: { param: "userID" } } },
      schema: {
        tags: TAGS,
        summary: "The stores of the signed-in operator (userID must be the caller's own id)",
        params: z.object({ userID: Id }),
        response: { 200: StoreList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      return listStoresOfUser(db, operator.userID).then((stores) =>
        stores.filter((store) => operator.storeIDs.includes(store.storeID)),
      );
    },
  );

  app.get(
    "/doctors/:storeID/:companyID",
    {
      config: { tenancy: { kind: "store", id: { param: "storeID" }, companyID: { param: "companyID" } } },
      schema: {
        tags: TAGS,
        summary: "The doctors of a store",
        params: z.object({ storeID: Id, companyID: Id }),
        querystring: pageQuery(LIMITS.doctorFetchLimit),
        response: { 200: DoctorList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listDoctors(db, request.params.storeID, request.query),
  );

  app.get(
    "/:storeID",
    {
      config: { endpoint: "store", tenancy: { kind: "store", id: { param: "storeID" } } },
      schema: {
        tags: TAGS,
        summary: "One store",
        params: z.object({ storeID: Id }),
        response: { 200: Store, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const store = await findStore(db, request.params.storeID);
      // The tenancy check found the store a moment ago; it can only have been deleted since.
      if (!store) throw HttpError.of("store", 404);
      return store;
    },
  );
};
