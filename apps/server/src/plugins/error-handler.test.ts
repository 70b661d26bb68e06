// The one error handler on a bare Fastify app: a DomainError thrown from any route (a nested plugin, a hook, a
// helper) is its status, message and issues; a schema failure is 400 with the failing fields; anything else is a
// 500 that says nothing of its cause. Every answer is the domain's ErrorResponse. Plugins change the answers only
// through their routes' config (routeErrorDefaults), never with an error handler of their own.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SAVED_RX_NAME_INVALID_MESSAGE } from "@solerx/domain/common";
import { DomainError, ErrorResponse } from "@solerx/domain/errors";
import { SavedRxName } from "@solerx/domain/saved-rx";
import Fastify, { type FastifyInstance } from "fastify";
import { type FastifyPluginAsyncZod, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { routeErrorDefaults } from "../errors";
import { registerErrorHandler } from "./error-handler";

const SECRET = "relation users_gone does not exist at 10.0.0.7";

const nested: FastifyPluginAsyncZod = async (app) => {
  app.get("/refused", () => {
    throw new DomainError(409, "Ours: refused", { issues: [{ path: "body.name", message: "taken" }] });
  });
  app.get("/hooked", { preHandler: async () => Promise.reject(DomainError.of("getOrder", 404)) }, () => "never");
};

/** A plugin whose calls answer their own 5xx text, as /profile does. */
const withDefaults: FastifyPluginAsyncZod = async (app) => {
  routeErrorDefaults(app, {
    serverError: "Error while communicating with DB",
    ruleMessages: [SAVED_RX_NAME_INVALID_MESSAGE],
  });
  app.get("/broken", () => {
    throw new Error(SECRET);
  });
  app.post("/named", { schema: { body: z.object({ fileName: SavedRxName, size: z.number() }) } }, () => "ok");
};

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const routes: FastifyPluginAsyncZod = async (api) => {
    api.get("/order", { config: { endpoint: "getOrder" } }, () => {
      throw DomainError.of("getOrder", 404);
    });
    api.get("/session", { config: { endpoint: "session" } }, () => {
      throw DomainError.ofCall(404, "user");
    });
    api.get("/update-user", { config: { endpoint: "updateUser" } }, () => {
      throw DomainError.ofCall(404, "user");
    });
    api.post(
      "/create",
      { config: { endpoint: "createPatient", validationStatus: 422 }, schema: { body: z.object({ age: z.number() }) } },
      () => "ok",
    );
    api.post("/plain", { schema: { querystring: z.object({ limit: z.coerce.number().int().max(5) }) } }, () => "ok");
    api.get("/crash", () => {
      throw new Error(SECRET);
    });
    await api.register(nested, { prefix: "/nested" });
    await api.register(withDefaults, { prefix: "/defaults" });
  };
  await app.register(routes, { prefix: "/api" });
  await app.ready();
});
afterAll(() => app.close());

async function answer(method: "GET" | "POST", url: string, payload?: object) {
  const response = await app.inject({ method, url: `/api${url}`, payload });
  return { status: response.statusCode, body: ErrorResponse.strict().parse(response.json()), raw: response.body };
}

describe("the one error handler", () => {
  it("answers a DomainError with its status and the spec's message, wherever it is thrown", async () => {
    expect(await answer("GET", "/order")).toMatchObject({
      status: 404,
      body: { statusCode: 404, error: "Not Found", message: "Not found" },
    });
    expect((await answer("GET", "/nested/hooked")).body).toEqual({
      statusCode: 404,
      error: "Not Found",
      message: "Not found",
    });
    expect((await answer("GET", "/nested/refused")).body).toEqual({
      statusCode: 409,
      error: "Conflict",
      message: "Ours: refused",
      issues: [{ path: "body.name", message: "taken" }],
    });
  });

  it("answers a refusal thrown where the call is unknown with the call's own text, else the fallback's", async () => {
    expect((await answer("GET", "/session")).body.message).toBe("Session not found");
    expect((await answer("GET", "/update-user")).body.message).toBe("User not found");
  });

  it("answers a schema failure with the failing fields, at the route's status and catalogue text", async () => {
    const plain = await answer("POST", "/plain?limit=9");
    expect(plain.status).toBe(400);
    expect(plain.body.issues).toEqual([{ path: "querystring.limit", message: expect.any(String) }]);
    expect(plain.body.message).toMatch(/^querystring\.limit: /);
    const create = await answer("POST", "/create", { age: "old" });
    expect(create).toMatchObject({
      status: 422,
      body: { message: "Some of provided data are invalid due to defined schema", issues: [{ path: "body.age" }] },
    });
  });

  it("answers a rule's failure with the rule's words, whatever else the body lacks", async () => {
    const named = await answer("POST", "/defaults/named", { fileName: "a|b" });
    expect(named).toMatchObject({
      status: 400,
      body: { message: SAVED_RX_NAME_INVALID_MESSAGE, issues: [{ path: "body.fileName" }] },
    });
    expect(named.body.issues).toHaveLength(1);
  });

  it("answers an unknown error 500 without a word of its cause", async () => {
    const crash = await answer("GET", "/crash");
    expect(crash).toMatchObject({
      status: 500,
      body: { error: "Internal Server Error", message: "Internal Server Error" },
    });
    expect(crash.raw).not.toContain("users_gone");
    const broken = await answer("GET", "/defaults/broken");
    expect(broken).toMatchObject({ status: 500, body: { message: "Error while communicating with DB" } });
    expect(broken.raw).not.toContain("users_gone");
  });
});

describe("one handler in the server", () => {
  it("is set once (the OpenID pages render their own HTML errors)", () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
    const setters = readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .filter((file) => readFileSync(path.join(root, file), "utf8").includes(".setErrorHandler("))
      .map((file) => file.replaceAll(path.sep, "/"))
      .sort();
    expect(setters).toEqual(["oidc/interactions.ts", "plugins/error-handler.ts"]);
  });
});
