// /api/v1/store: the operator's stores, a store's doctors, one store (spec 000 §7 "Store").

import { LIMITS } from "@solerx/domain/common";
import { DomainError } from "@solerx/domain/errors";
import {
  DoctorList,
  EmployeeParams,
  pageQuery,
  Store,
  StoreDoctorsParams,
  StoreList,
  StoreParams,
} from "@solerx/domain/store";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { repoOf } from "../../access/index";
import { errorResponses } from "../../errors";

const TAGS = ["store"];

export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/employee/:userID",
    {
      config: { tenancy: { kind: "self", id: { param: "userID" } } },
      schema: {
        tags: TAGS,
        summary: "The stores of the signed-in operator (userID must be the caller's own id)",
        params: EmployeeParams,
        response: { 200: StoreList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => repoOf(request).stores.listMine(),
  );

  app.get(
    "/doctors/:storeID/:companyID",
    {
      config: { tenancy: { kind: "store", id: { param: "storeID" }, companyID: { param: "companyID" } } },
      schema: {
        tags: TAGS,
        summary: "The doctors of a store",
        params: StoreDoctorsParams,
        querystring: pageQuery(LIMITS.doctorFetchLimit),
        response: { 200: DoctorList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => repoOf(request).stores.doctors(request.params.storeID, request.query),
  );

  app.get(
    "/:storeID",
    {
      config: { endpoint: "store", tenancy: { kind: "store", id: { param: "storeID" } } },
      schema: {
        tags: TAGS,
        summary: "One store",
        params: StoreParams,
        response: { 200: Store, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const store = await repoOf(request).stores.find(request.params.storeID);
      if (!store) throw DomainError.of("store", 404);
      return store;
    },
  );
};
