// The patient list of a large store through the real API (token check, tenancy, query, JSON): a first page of
// 100 and the whole list (the spec's limit 100000). Baseline: a bare Fastify route answering the same body.
// BENCH_PATIENTS sets the store's size (default 100,000, the spec's patient fetch limit).
import Fastify from "fastify";
import { addSyntheticPatients } from "../../apps/server/src/seed";
import { bearer, signIn } from "../../apps/server/src/test/sign-in";
import { createTestApp } from "../../apps/server/src/test/test-app";
import { compared, type Figure, medianMs, round } from "./measure";

export async function patientsList(): Promise<Figure[]> {
  const count = Number(process.env.BENCH_PATIENTS ?? 100_000);
  const { app, db, close } = await createTestApp({ logLevel: "warn" });
  try {
    const seeded = performance.now();
    await addSyntheticPatients(db, count);
    const seedMs = performance.now() - seeded;
    const tokens = await signIn(app, "demo@solerx.test", "solerx-demo");
    const headers = bearer(tokens.accessToken);
    const stores = (await app.inject({ url: `/api/v1/store/employee/${tokens.sub}`, headers })).json() as {
      storeID: string;
      companyID: string;
    }[];
    const store = stores[0];
    if (!store) throw new Error("the demo operator has no store");
    const listUrl = (limit: number) =>
      `/api/v1/profile/patients/${store.storeID}?companyID=${store.companyID}&offset=0&limit=${limit}`;

    const figures: Figure[] = [{ metric: "seed_ms", value: round(seedMs), unit: "ms" }];
    // A page is dominated by fixed per-request costs, so its target is absolute; the whole list by its size.
    for (const [metric, limit, runs, target] of [
      ["page_100_ms", 100, 15, "value<=50"],
      ["list_all_ms", 100_000, 5, "ratio<=5"],
    ] as const) {
      const get = () => app.inject({ url: listUrl(limit), headers });
      const body = (await get()).body;
      const bare = Fastify();
      bare.get("/", (_request, reply) => reply.type("application/json").send(JSON.stringify(JSON.parse(body))));
      await bare.ready();
      const baseline = await medianMs(() => bare.inject({ url: "/" }), runs);
      await bare.close();
      figures.push(compared(metric, await medianMs(get, runs), baseline, target));
    }
    return figures;
  } finally {
    await close();
  }
}
