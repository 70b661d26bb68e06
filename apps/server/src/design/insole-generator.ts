// The seam to @solerx/geometry's insole generator while it is being written on its own branch (h/gencore): replaced
// by the generator's own generateInsole and insoleFile when that branch is merged. Until then every insole job
// fails with this error, which insole-job.ts reports as a scan the generator could not build on.
import type { DesignFormat } from "@solerx/domain/design";
import type { InsoleInput, InsoleResult } from "@solerx/geometry";

export async function generateInsole(_input: InsoleInput): Promise<InsoleResult> {
  throw new Error("the insole generator is not built yet");
}

export function insoleFile(_result: InsoleResult, _format: DesignFormat): Uint8Array {
  throw new Error("the insole generator is not built yet");
}
