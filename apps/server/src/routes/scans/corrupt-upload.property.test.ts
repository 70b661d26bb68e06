// Whatever bytes arrive at the signed address, complete_upload answers 200 (a real Draco mesh) or 422 (anything
// else), never a 5xx and never a crash of the decoder: random bytes, and valid Draco files with bytes flipped,
// cut short or padded. A refused file leaves the scan incomplete.
import type { UploadUrlResponse } from "@solerx/domain/scan";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { completeUpload, demoPatient, dracoBox, putFile, requestUpload } from "../../test/scans";
import type { Tokens } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { prewarmHeavyWork } from "../../workers/heavy-work";

let testApp: TestApp;
let demo: Tokens;
let sessionID: string;
let valid: Uint8Array;

beforeAll(async () => {
  testApp = await createTestApp();
  // As the server starts (main.ts): the decoder's worker loads before the first upload, so no upload's time limit
  // counts a cold worker's loading.
  prewarmHeavyWork();
  ({ demo, sessionID } = await demoPatient(testApp.app));
  valid = await dracoBox();
});
afterAll(() => testApp?.close());

const mutated = fc
  .record({
    flips: fc.array(fc.record({ at: fc.nat(), value: fc.integer({ min: 0, max: 255 }) }), { maxLength: 8 }),
    cut: fc.option(fc.nat(), { nil: undefined }),
    pad: fc.uint8Array({ maxLength: 64 }),
  })
  .map(({ flips, cut, pad }) => {
    const bytes = new Uint8Array([...valid, ...pad]);
    for (const { at, value } of flips) bytes[at % bytes.length] = value;
    return cut === undefined ? bytes : bytes.slice(0, Math.max(1, cut % bytes.length));
  });

it("answers 200 or 422 to any uploaded bytes, never a 5xx", async () => {
  await fc.assert(
    fc.asyncProperty(fc.oneof(fc.uint8Array({ minLength: 1, maxLength: 2048 }), mutated), async (bytes) => {
      const upload = (await requestUpload(testApp.app, demo, sessionID)).json() as UploadUrlResponse;
      expect((await putFile(testApp.app, upload.url, bytes)).statusCode).toBe(200);
      const done = await completeUpload(testApp.app, demo, upload.measurementID);
      expect([200, 422]).toContain(done.statusCode);
      const row = await testApp.db
        .selectFrom("scans")
        .select("is_complete")
        .where("id", "=", upload.measurementID)
        .executeTakeFirstOrThrow();
      expect(row.is_complete).toBe(done.statusCode === 200);
    }),
    { numRuns: 60 },
  );
  // A guard against a hang, sized to the work: 60 uploads, each decoded in the pool (30 s ran out in a CI run beside
  // other work; about 8 s alone).
}, 180_000);
