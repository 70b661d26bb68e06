// The demo operator signed in on a benchmark's server, with the first store its store list offers: what the
// benchmarks that call the API as an operator start from.
import type { FastifyInstance } from "fastify";
import { bearer, signIn } from "../../apps/server/src/test/sign-in";

export async function demoOperator(app: FastifyInstance) {
  const tokens = await signIn(app, "demo@solerx.test", "solerx-demo");
  const headers = bearer(tokens.accessToken);
  const storesPath = `/api/v1/store/employee/${tokens.sub}`;
  const [store] = (await app.inject({ url: storesPath, headers })).json() as { storeID: string; companyID: string }[];
  if (!store) throw new Error("the demo operator has no store");
  return { headers, storesPath, store };
}
