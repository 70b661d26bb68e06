// /api/v1/store: the operator's stores, a store's doctors, one store (spec 000 §7 "Store").
import { DoctorList, Id, LIMITS, pageQuery, Store, StoreList } from "@solerx/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { operatorOf, requireSelf, requireStoreAccess } from "../../access";
import type { Db } from "../../db/database";
import { findStore, listDoctors, listStoresOfUser } from "../../db/stores";
import { errorResponses, HttpError } from "../../errors";

const TAGS = ["store"];

export const storeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/employee/:userID",
    {
      schema: {
        tags: TAGS,
        summary: "The stores of the signed-in operator (userID must be the caller's own id)",
        params: z.object({ userID: Id }),
        response: { 200: StoreList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      requireSelf(operator, request.params.userID);
      return listStoresOfUser(db, operator.userID).then((stores) =>
        stores.filter((store) => operator.storeIDs.includes(store.storeID)),
      );
    },
  );

  app.get(
    "/doctors/:storeID/:companyID",
    {
      schema: {
        tags: TAGS,
        summary: "The doctors of a store",
        params: z.object({ storeID: Id, companyID: Id }),
        querystring: pageQuery(LIMITS.doctorFetchLimit),
        response: { 200: DoctorList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { storeID, companyID } = request.params;
      requireStoreAccess(operatorOf(request), storeID, companyID);
      return listDoctors(db, storeID, request.query);
    },
  );

  app.get(
    "/:storeID",
    {
      config: { endpoint: "store" },
      schema: {
        tags: TAGS,
        summary: "One store",
        params: z.object({ storeID: Id }),
        response: { 200: Store, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { storeID } = request.params;
      const store = await findStore(db, storeID);
      if (!store) throw HttpError.of("store", 404);
      requireStoreAccess(operatorOf(request), storeID);
      return store;
    },
  );
};
