// The cache keys of scan data: a session's scan list, and each scan's surface model and properties.
import type { SurfaceEncoding } from "@solerx/domain/common";

export const scanKeys = {
  all: ["scans"] as const,
  /** A session's scan list; a new scan of the session makes it stale. */
  list: (sessionId: string) => ["scans", "session", sessionId] as const,
  /** Everything of one scan (its surface model in every encoding and its properties). */
  scan: (scanId: string) => ["scans", "scan", scanId] as const,
  surfaceModel: (scanId: string, encoding: SurfaceEncoding) => ["scans", "scan", scanId, "surface", encoding] as const,
  properties: (scanId: string) => ["scans", "scan", scanId, "properties"] as const,
};
