// The deployment stack this page runs on (dev, qa, stg, prod), from the host name by the domain's rule.
import type { Stack } from "@solerx/domain/common";
import { deriveStack } from "@solerx/domain/settings";

export function currentStack(hostname: string = globalThis.location?.hostname ?? "localhost"): Stack {
  return deriveStack(hostname);
}
