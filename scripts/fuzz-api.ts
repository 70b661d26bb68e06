// `npm run fuzz`: the long run of the API fuzz (apps/server/src/test/api-fuzz.ts): FUZZ_RUNS requests (10,000 by
// default; FUZZ_SEED to replay one) against every operation of the OpenAPI document, on a fresh embedded database
// with a scanned patient, an order and a saved Rx to aim at; then everything stored is read back. Prints what it
// tried; exits 1 on a 5xx or an invalid stored value.
import { defaultPrescription } from "@solerx/domain/prescription";
import { fuzzApi } from "../apps/server/src/test/api-fuzz";
import { firstStore, orderBody, placeOrder, scannedPatient } from "../apps/server/src/test/orders";
import { bearer, signIn } from "../apps/server/src/test/sign-in";
import { storedProblems } from "../apps/server/src/test/stored-data";
import { createTestApp } from "../apps/server/src/test/test-app";

const runs = Number(process.env.FUZZ_RUNS ?? 10_000);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const { app, db, close } = await createTestApp({ logLevel: "silent" });
try {
  const demo = await signIn(app, "demo@solerx.test", "solerx-demo");
  const headers = bearer(demo.accessToken);
  const at = await firstStore(app, demo);
  const patient = await scannedPatient(app, demo, at);
  const placed = await placeOrder(app, demo, orderBody(patient));
  await app.inject({
    method: "POST",
    url: "/api/v1/savedrx/upsert",
    headers,
    payload: { fileName: "Fuzz template", fileData: defaultPrescription(), companyID: at.store.companyID },
  });
  const ids = [demo.sub, at.store.storeID, at.store.companyID, at.doctor.userID, patient.userID, patient.sessionID];
  ids.push(patient.leftScanID, patient.rightScanID, placed.json().orderID);
  console.error(`api fuzz: ${runs} requests, seed ${seed}`);
  const started = performance.now();
  const report = await fuzzApi(app, { headers, ids, runs, seed }).catch((error: unknown) => {
    console.error(String(error));
    return undefined;
  });
  const problems = await storedProblems(app, db, { headers, storeID: at.store.storeID, companyID: at.store.companyID });
  console.log(
    JSON.stringify({
      seed,
      requests: report?.requests,
      statuses: report?.statuses,
      failures: report?.failures ?? "see above",
      storedProblems: problems,
      seconds: Math.round((performance.now() - started) / 1000),
    }),
  );
  process.exitCode = report && report.failures.length === 0 && problems.length === 0 ? 0 : 1;
} finally {
  await close();
}
