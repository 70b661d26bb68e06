// A child process of the api-load benchmark: the real server on a fresh seeded database (the embedded one, or
// PostgreSQL when TEST_DATABASE_URL is set), listening on a free port, or, with BARE_BODY_FILE, a bare Fastify
// route answering that file's bytes. It reports its address (and the app's token and urls) to the parent over IPC,
// then runs until the parent disconnects.
import { readFileSync } from "node:fs";
import Fastify from "fastify";
import { createTestApp } from "../../apps/server/src/test/test-app";
import { demoOperator } from "./demo-operator";

export interface ApiLoadServer {
  url: string;
  headers: Record<string, string>;
  paths: { stores: string; patient: string };
}

async function bare(bodyFile: string) {
  const body = readFileSync(bodyFile);
  const app = Fastify();
  app.get("/", (_request, reply) => reply.type("application/json").send(body));
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  return { url, headers: {}, paths: { stores: "/", patient: "/" } };
}

async function real(): Promise<ApiLoadServer> {
  const { app } = await createTestApp({ logLevel: "warn" });
  const { headers, storesPath: stores, store } = await demoOperator(app);
  const [doctor] = (
    await app.inject({ url: `/api/v1/store/doctors/${store.storeID}/${store.companyID}`, headers })
  ).json() as { userID: string }[];
  const created = await app.inject({
    method: "POST",
    url: `/api/v1/profile/patient/${store.storeID}/create`,
    headers,
    payload: { firstName: "Load", lastName: "Test", assignedToDoctor: doctor?.userID },
  });
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  return { url, headers, paths: { stores, patient: `/api/v1/profile/user/${created.json().userID}` } };
}

const server = process.env.BARE_BODY_FILE ? await bare(process.env.BARE_BODY_FILE) : await real();
process.send?.(server);
process.on("disconnect", () => process.exit(0));
