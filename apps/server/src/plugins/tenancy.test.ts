// The tenancy mechanism on its own: a bare Fastify scope with a fake operator and fake lookups, so each rule is
// shown by the one thing that changes (the walk over the real server is routes/tenancy-walk.test.ts; the audit of
// reads is the repository's, areas/repository.test.ts and routes/audit/audit.test.ts).
import type { Role } from "@solerx/domain/common";
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from "fastify";
import { describe, expect, it } from "vitest";
import type { ResourceKind, ResourceOwner } from "../access/index";
import type { Operator } from "../db/operator-scope";
import { registerErrorHandler } from "./error-handler";
import { registerTenancy, type TenancyLookups } from "./tenancy";

const ACME = "00000000-0000-4000-8000-00000000000a";
const OTHER = "00000000-0000-4000-8000-00000000000b";
const ACME_NORTH = "00000000-0000-4000-8000-0000000000a1";
const ACME_SOUTH = "00000000-0000-4000-8000-0000000000a2";
const ACME_HEAD_OFFICE = "00000000-0000-4000-8000-0000000000a3";
const OTHER_STORE = "00000000-0000-4000-8000-0000000000b1";
const PATIENT = "00000000-0000-4000-8000-0000000000c1";
const DOCTOR = "00000000-0000-4000-8000-0000000000d1";
const ORDER = "00000000-0000-4000-8000-0000000000e1";
const MISSING = "00000000-0000-4000-8000-0000000000ff";

/** The resources of each kind, by id. */
const STORES: Record<string, ResourceOwner> = {
  [ACME_NORTH]: { companyID: ACME, storeIDs: [ACME_NORTH], ordered: false },
  [ACME_SOUTH]: { companyID: ACME, storeIDs: [ACME_SOUTH], ordered: false },
  [OTHER_STORE]: { companyID: OTHER, storeIDs: [OTHER_STORE], ordered: false },
};
/** A patient with an order (the lab may read it) and one without. */
const ORDERED_PATIENT = "00000000-0000-4000-8000-0000000000c2";
const PATIENTS: Record<string, ResourceOwner> = {
  [PATIENT]: { companyID: ACME, storeIDs: [ACME_NORTH, ACME_SOUTH], ordered: false },
  [ORDERED_PATIENT]: { companyID: ACME, storeIDs: [ACME_NORTH], ordered: true },
};
const COMPANIES: Record<string, ResourceOwner> = {
  [ACME]: { companyID: ACME, storeIDs: null, ordered: false },
  [OTHER]: { companyID: OTHER, storeIDs: null, ordered: false },
};

function operator(userID: string, companyID: string, storeIDs: string[], roles: Role[]): Operator {
  return { userID, companyID, storeIDs, roles };
}

/** Callers, by the x-caller header. */
const CALLERS: Record<string, Operator> = {
  northEmployee: operator("00000000-0000-4000-8000-000000000001", ACME, [ACME_NORTH], ["COMPANY_EMPLOYEE"]),
  southEmployee: operator("00000000-0000-4000-8000-000000000002", ACME, [ACME_SOUTH], ["COMPANY_EMPLOYEE"]),
  // Admin in a third store, so the patient's stores are none of its own.
  acmeAdmin: operator("00000000-0000-4000-8000-000000000003", ACME, [ACME_HEAD_OFFICE], ["COMPANY_ADMIN"]),
  otherEmployee: operator("00000000-0000-4000-8000-000000000004", OTHER, [OTHER_STORE], ["COMPANY_EMPLOYEE"]),
  otherSupport: operator("00000000-0000-4000-8000-000000000005", OTHER, [OTHER_STORE], ["SUPPORT_ADMIN"]),
  otherSuper: operator("00000000-0000-4000-8000-000000000006", OTHER, [OTHER_STORE], ["SUPER_ADMIN"]),
};

interface Api {
  app: FastifyInstance;
  /** How many owner look-ups each request made (the check resolves all of a request's ids in one). */
  lookups: number;
}

const FAKE_OWNERS: Record<ResourceKind, (id: string) => ResourceOwner | undefined> = {
  store: (id) => STORES[id],
  patient: (id) => PATIENTS[id],
  session: () => undefined,
  scan: () => undefined,
  company: (id) => COMPANIES[id],
  doctor: (id) => (id === DOCTOR ? { companyID: ACME, storeIDs: [ACME_NORTH], ordered: false } : undefined),
  order: (id) => (id === ORDER ? { companyID: ACME, storeIDs: [ACME_NORTH], ordered: true } : undefined),
};

/** An /api/v1 scope as app.ts builds it (auth, then tenancy, then the routes), with fake lookups. */
async function buildApi(routes: FastifyPluginAsync): Promise<Api> {
  const result = { lookups: 0 } as Api;
  const lookups: TenancyLookups = {
    async owners(refs) {
      result.lookups += 1;
      return refs.map((ref) => FAKE_OWNERS[ref.kind](ref.id));
    },
  };
  const app = Fastify();
  registerErrorHandler(app);
  await app.register(
    async (api) => {
      api.decorateRequest("operator", null);
      api.addHook("onRequest", async (request) => {
        request.operator = CALLERS[String(request.headers["x-caller"])] ?? null;
      });
      registerTenancy(api, lookups);
      await api.register(routes);
    },
    { prefix: "/api/v1" },
  );
  await app.ready();
  result.app = app;
  return result;
}

const ok = async () => ({ ok: true });

const UUID_FIELD = { type: "string", format: "uuid" };
/** A JSON-schema body (this bare scope validates with Fastify's own compiler, as the zod one needs zod schemas). */
function objectOf(properties: Record<string, object>, required: string[] = []) {
  return { type: "object", properties, required };
}

/** One route of every kind. */
const ROUTES: FastifyPluginAsync = async (api) => {
  api.get("/self/:userID", { config: { tenancy: { kind: "self", id: { param: "userID" } } } }, ok);
  api.get("/store/:storeID", { config: { tenancy: { kind: "store", id: { param: "storeID" } } } }, ok);
  api.post("/store/:storeID", { config: { tenancy: { kind: "store", id: { param: "storeID" } } } }, ok);
  api.get(
    "/doctors/:storeID/:companyID",
    { config: { tenancy: { kind: "store", id: { param: "storeID" }, companyID: { param: "companyID" } } } },
    ok,
  );
  api.get(
    "/patient/:userID",
    {
      config: {
        endpoint: "user",
        tenancy: { kind: "patient", id: { param: "userID" }, notFound: "user" },
      },
    },
    ok,
  );
  api.get(
    "/audit",
    {
      config: { tenancy: { kind: "patient", id: { query: "patientID" }, roles: ["COMPANY_ADMIN"] } },
      schema: { querystring: { type: "object", properties: { patientID: { type: "string" } } } },
    },
    ok,
  );
  api.get(
    "/session/:sessionID",
    { config: { endpoint: "session", tenancy: { kind: "session", id: { param: "sessionID" } } } },
    ok,
  );
  api.get(
    "/company",
    {
      config: { tenancy: { kind: "company", id: { query: "companyID" } } },
      schema: { querystring: { type: "object", properties: { companyID: { type: "string" } } } },
    },
    ok,
  );
  api.get("/me/settings", { config: { tenancy: { kind: "none" } } }, ok);
  api.get("/lab/orders", { config: { tenancy: { kind: "lab" } } }, ok);
  api.get("/lab/orders/:orderID", { config: { tenancy: { kind: "lab", order: { param: "orderID" } } } }, ok);
  api.post("/lab/orders/:orderID/status", { config: { tenancy: { kind: "lab", order: { param: "orderID" } } } }, ok);
  api.post(
    "/patient/:userID/doctor",
    {
      config: {
        tenancy: [
          { kind: "patient", id: { param: "userID" } },
          { kind: "doctor", id: { body: "ownerID" } },
          { kind: "store", id: { body: "storeID" } },
        ],
      },
      schema: { body: objectOf({ ownerID: UUID_FIELD, storeID: UUID_FIELD }, ["ownerID"]) },
    },
    ok,
  );
  api.post(
    "/print",
    {
      config: {
        tenancy: [
          { kind: "patient", id: { body: "userID" } },
          { kind: "self", id: { body: "employeeID" } },
        ],
      },
      schema: { body: objectOf({ userID: UUID_FIELD, employeeID: UUID_FIELD }, ["userID", "employeeID"]) },
    },
    ok,
  );
};

async function call(
  api: Api,
  caller: keyof typeof CALLERS,
  url: string,
  method: "GET" | "POST" = "GET",
  payload: object | undefined = method === "POST" ? {} : undefined,
) {
  return api.app.inject({ method, url: `/api/v1${url}`, headers: { "x-caller": caller }, payload });
}

describe("declaring a scope", () => {
  it("is required: a route under /api/v1 that declares nothing stops the server at start-up", async () => {
    await expect(buildApi(async (api) => void api.get("/leaky/:storeID", ok))).rejects.toThrow(
      "GET /api/v1/leaky/:storeID declares no tenancy scope",
    );
  });

  it("must name parameters the route has", async () => {
    await expect(
      buildApi(
        async (api) =>
          void api.get("/s/:storeId", { config: { tenancy: { kind: "store", id: { param: "storeID" } } } }, ok),
      ),
    ).rejects.toThrow("GET /api/v1/s/:storeId: its tenancy scope reads path parameter :storeID, which the path lacks");
    await expect(
      buildApi(
        async (api) => void api.get("/a", { config: { tenancy: { kind: "patient", id: { query: "patientID" } } } }, ok),
      ),
    ).rejects.toThrow("GET /api/v1/a: its tenancy scope reads query parameter patientID, which its schema lacks");
  });

  it("accepts a route of every kind", async () => {
    const api = await buildApi(ROUTES);
    expect((await call(api, "northEmployee", "/me/settings")).statusCode).toBe(200);
    await api.app.close();
  });
});

describe("the check before the handler", () => {
  it("lets a member of the store in, and no one else of its company or another", async () => {
    const api = await buildApi(ROUTES);
    expect((await call(api, "northEmployee", `/store/${ACME_NORTH}`)).statusCode).toBe(200);
    expect((await call(api, "southEmployee", `/store/${ACME_NORTH}`)).statusCode).toBe(403);
    expect((await call(api, "otherEmployee", `/store/${ACME_NORTH}`)).statusCode).toBe(403);
    expect((await call(api, "northEmployee", `/store/${ACME_NORTH}`, "POST")).statusCode).toBe(200);
    expect((await call(api, "otherEmployee", `/store/${ACME_NORTH}`, "POST")).json()).toEqual({
      statusCode: 403,
      error: "Forbidden",
      message: "Forbidden",
    });
    await api.app.close();
  });

  it("answers 404 with the route's message for a resource that does not exist", async () => {
    const api = await buildApi(ROUTES);
    const patient = await call(api, "otherEmployee", `/patient/${MISSING}`);
    expect(patient.json()).toEqual({ statusCode: 404, error: "Not Found", message: "User not found" });
    expect((await call(api, "northEmployee", `/store/${MISSING}`)).json().message).toBe("NotFound");
    expect((await call(api, "northEmployee", `/session/${MISSING}`)).json().message).toBe("Session not found");
    expect((await call(api, "northEmployee", `/company?companyID=${MISSING}`)).statusCode).toBe(404);
    await api.app.close();
  });

  it("refuses a companyID that is not the store's, even the caller's own", async () => {
    const api = await buildApi(ROUTES);
    expect((await call(api, "northEmployee", `/doctors/${ACME_NORTH}/${ACME}`)).statusCode).toBe(200);
    expect((await call(api, "northEmployee", `/doctors/${ACME_NORTH}/${OTHER}`)).statusCode).toBe(403);
    expect((await call(api, "otherEmployee", `/doctors/${ACME_NORTH}/${OTHER}`)).statusCode).toBe(403);
    await api.app.close();
  });

  it("lets the caller ask only about itself", async () => {
    const api = await buildApi(ROUTES);
    const self = CALLERS.northEmployee?.userID;
    expect((await call(api, "northEmployee", `/self/${self}`)).statusCode).toBe(200);
    expect((await call(api, "southEmployee", `/self/${self}`)).statusCode).toBe(403);
    expect((await call(api, "otherSupport", `/self/${self}`)).statusCode).toBe(403);
    await api.app.close();
  });

  it("reaches a patient through any of its stores, and a company as a whole from inside it", async () => {
    const api = await buildApi(ROUTES);
    expect((await call(api, "southEmployee", `/patient/${PATIENT}`)).statusCode).toBe(200);
    expect((await call(api, "otherEmployee", `/patient/${PATIENT}`)).statusCode).toBe(403);
    expect((await call(api, "southEmployee", `/company?companyID=${ACME}`)).statusCode).toBe(200);
    expect((await call(api, "southEmployee", `/company?companyID=${OTHER}`)).statusCode).toBe(403);
    await api.app.close();
  });

  it("never runs the handler of a refused request", async () => {
    let ran = 0;
    const api = await buildApi(async (scope) => {
      scope.get("/store/:storeID", { config: { tenancy: { kind: "store", id: { param: "storeID" } } } }, async () => {
        ran += 1;
        return {};
      });
    });
    expect((await call(api, "otherEmployee", `/store/${ACME_NORTH}`)).statusCode).toBe(403);
    expect((await call(api, "northEmployee", `/store/${MISSING}`)).statusCode).toBe(404);
    expect(ran).toBe(0);
    await api.app.close();
  });
});

describe("ids in a body", () => {
  it("must be declared: a route whose body takes an undeclared id stops the server at start-up", async () => {
    const body = objectOf({ userID: UUID_FIELD, note: { type: "string" } });
    await expect(
      buildApi(
        async (api) =>
          void api.post(
            "/notes/:storeID",
            { config: { tenancy: { kind: "store", id: { param: "storeID" } } }, schema: { body } },
            ok,
          ),
      ),
    ).rejects.toThrow(
      "POST /api/v1/notes/:storeID: its body takes the id userID, which its tenancy scope does not declare",
    );
    await expect(
      buildApi(
        async (api) =>
          void api.post(
            "/n",
            { config: { tenancy: { kind: "store", id: { body: "storeID" } } }, schema: { body } },
            ok,
          ),
      ),
    ).rejects.toThrow("POST /api/v1/n: its tenancy scope reads body field storeID, which its schema lacks");
  });

  it("are checked like path ids, every one of a route touching several resources, in one look-up", async () => {
    const api = await buildApi(ROUTES);
    const url = `/patient/${PATIENT}/doctor`;
    expect((await call(api, "northEmployee", url, "POST", { ownerID: DOCTOR })).statusCode).toBe(200);
    expect(api.lookups).toBe(1);
    expect((await call(api, "northEmployee", url, "POST", { ownerID: DOCTOR, storeID: ACME_NORTH })).statusCode).toBe(
      200,
    );
    // Another store's id in the body, of the caller's company and of another.
    expect((await call(api, "northEmployee", url, "POST", { ownerID: DOCTOR, storeID: ACME_SOUTH })).statusCode).toBe(
      403,
    );
    expect((await call(api, "northEmployee", url, "POST", { ownerID: DOCTOR, storeID: OTHER_STORE })).statusCode).toBe(
      403,
    );
    // A doctor the caller does not reach, and one that does not exist.
    expect((await call(api, "southEmployee", url, "POST", { ownerID: DOCTOR })).statusCode).toBe(403);
    expect((await call(api, "otherEmployee", url, "POST", { ownerID: DOCTOR })).statusCode).toBe(403);
    expect((await call(api, "northEmployee", url, "POST", { ownerID: MISSING })).json().message).toBe("User not found");
    expect(api.lookups).toBe(7);
    await api.app.close();
  });
});

describe("the caller's own id beside resources", () => {
  it("must be the caller's, and every resource beside it is still checked", async () => {
    const api = await buildApi(ROUTES);
    const north = CALLERS.northEmployee?.userID;
    const south = CALLERS.southEmployee?.userID;
    const other = CALLERS.otherEmployee?.userID;
    expect(
      (await call(api, "northEmployee", "/print", "POST", { userID: PATIENT, employeeID: north })).statusCode,
    ).toBe(200);
    // Another employee's id, of the same company and of another, as the caller's own.
    expect(
      (await call(api, "northEmployee", "/print", "POST", { userID: PATIENT, employeeID: south })).statusCode,
    ).toBe(403);
    expect(
      (await call(api, "northEmployee", "/print", "POST", { userID: PATIENT, employeeID: other })).statusCode,
    ).toBe(403);
    // Its own id with another company's patient.
    expect(
      (await call(api, "otherEmployee", "/print", "POST", { userID: PATIENT, employeeID: other })).statusCode,
    ).toBe(403);
    await api.app.close();
  });
});

describe("roles", () => {
  it("lets SUPER_ADMIN read across companies and SUPPORT_ADMIN (the lab) only an order's patient, never write", async () => {
    const api = await buildApi(ROUTES);
    expect((await call(api, "otherSuper", `/store/${ACME_NORTH}`)).statusCode).toBe(200);
    expect((await call(api, "otherSupport", `/store/${ACME_NORTH}`)).statusCode).toBe(403);
    for (const caller of ["otherSupport", "otherSuper"] as const) {
      expect((await call(api, caller, `/patient/${ORDERED_PATIENT}`)).statusCode).toBe(200);
      expect((await call(api, caller, `/store/${ACME_NORTH}`, "POST")).statusCode).toBe(403);
    }
    expect((await call(api, "otherSupport", `/patient/${PATIENT}`)).statusCode).toBe(403);
    await api.app.close();
  });

  it("opens a role-only route to those roles company-wide, not to store members", async () => {
    const api = await buildApi(ROUTES);
    expect((await call(api, "acmeAdmin", `/audit?patientID=${PATIENT}`)).statusCode).toBe(200);
    expect((await call(api, "northEmployee", `/audit?patientID=${PATIENT}`)).statusCode).toBe(403);
    expect((await call(api, "otherSuper", `/audit?patientID=${PATIENT}`)).statusCode).toBe(200);
    expect((await call(api, "otherSupport", `/audit?patientID=${PATIENT}`)).statusCode).toBe(403);
    expect((await call(api, "acmeAdmin", "/audit")).statusCode).toBe(400);
    await api.app.close();
  });
});

describe("the lab", () => {
  it("opens the lab's routes to lab staff of any company (SUPER_ADMIN reading only), and to no clinic operator", async () => {
    const api = await buildApi(ROUTES);
    // Lab staff of another company than the order's: the lab works for every clinic.
    expect((await call(api, "otherSupport", "/lab/orders")).statusCode).toBe(200);
    expect((await call(api, "otherSupport", `/lab/orders/${ORDER}`)).statusCode).toBe(200);
    expect((await call(api, "otherSupport", `/lab/orders/${ORDER}/status`, "POST")).statusCode).toBe(200);
    expect((await call(api, "otherSuper", `/lab/orders/${ORDER}`)).statusCode).toBe(200);
    expect((await call(api, "otherSuper", `/lab/orders/${ORDER}/status`, "POST")).statusCode).toBe(403);
    // Not even the order's own store's operator or company admin.
    for (const caller of ["northEmployee", "acmeAdmin"] as const) {
      const refused = await call(api, caller, `/lab/orders/${ORDER}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("This screen is for the fabrication lab");
      expect((await call(api, caller, "/lab/orders")).statusCode).toBe(403);
    }
    const missing = await call(api, "otherSupport", `/lab/orders/${MISSING}`);
    expect([missing.statusCode, missing.json().message]).toEqual([404, "Not found"]);
    await api.app.close();
  });

  it("must name an order parameter the route has", async () => {
    await expect(
      buildApi(
        async (api) =>
          void api.get("/lab/x", { config: { tenancy: { kind: "lab", order: { param: "orderID" } } } }, ok),
      ),
    ).rejects.toThrow("GET /api/v1/lab/x: its tenancy scope reads path parameter :orderID, which the path lacks");
  });
});
