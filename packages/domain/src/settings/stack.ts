// The deployment stack (dev, qa, stg, prod) derived from the host name (spec 000 §9 "Stacks").
import type { Stack } from "../common";

/*
 * The spec says only "derived from the host name". Our rule:
 *  - the local machine is dev: localhost (and *.localhost), 127.0.0.1, ::1, 0.0.0.0 and *.local;
 *  - otherwise the host name is split into labels on dots and hyphens, and the first label (leftmost, the most
 *    specific) that is dev, qa, stg or staging, optionally followed by digits (dev2, qa1), names the stack;
 *    staging means stg;
 *  - anything else is prod.
 * Labels, not substrings, so production hosts such as "devon-clinic.com" or "aqua-feet.com" stay prod.
 */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "0.0.0.0"]);
const STACK_LABEL = /^(dev|qa|stg|staging)\d*$/;

export function deriveStack(hostname: string): Stack {
  const host = normaliseHost(hostname);
  if (LOCAL_HOSTS.has(host) || host.endsWith(".local") || host.endsWith(".localhost")) return "dev";
  for (const label of host.split(/[.-]/)) {
    const match = STACK_LABEL.exec(label);
    if (match) return match[1] === "staging" ? "stg" : (match[1] as Stack);
  }
  return "prod";
}

/** Lower case, without IPv6 brackets, a port or a trailing dot, so `location.host` works as well. */
function normaliseHost(hostname: string): string {
  let host = hostname.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(host);
  if (bracketed?.[1]) return bracketed[1];
  if ((host.match(/:/g) ?? []).length === 1) host = host.replace(/:\d+$/, "");
  return host.replace(/\.$/, "");
}
