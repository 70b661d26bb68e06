// Decoded scans shared by URL and counted by their users. A scan's blob: URL is fetched and decoded once however
// many viewers show it, and its geometry is freed (GPU buffers included) when the last user lets it go; the owner
// revokes blob URLs after use, so a URL is never fetched again once decoded. Generic over the decode and dispose
// calls, so the rules are tested without three.js or a decoder.

export interface GeometryCache<G> {
  /** The decoded geometry of `url`, decoding it only if no one holds it yet. Pair every call with release. */
  acquire(url: string): Promise<G>;
  /** One user less; at none the geometry is disposed (once decoded) and forgotten. */
  release(url: string): void;
  /** How many URLs are held (for tests and the decoder's clean-up). */
  readonly size: number;
}

export interface GeometryCacheOptions<G> {
  decode(url: string): Promise<G>;
  dispose(geometry: G): void;
  /** Called when the last URL is released: the place to stop decoder workers. */
  onEmpty?(): void;
}

export function createGeometryCache<G>({ decode, dispose, onEmpty }: GeometryCacheOptions<G>): GeometryCache<G> {
  const entries = new Map<string, { users: number; geometry: Promise<G> }>();
  return {
    acquire(url) {
      const entry = entries.get(url);
      if (entry) {
        entry.users += 1;
        return entry.geometry;
      }
      const geometry = decode(url);
      entries.set(url, { users: 1, geometry });
      return geometry;
    },
    release(url) {
      const entry = entries.get(url);
      if (!entry) return;
      entry.users -= 1;
      if (entry.users > 0) return;
      entries.delete(url);
      // A decode still running is disposed when it ends; a failed one has nothing to free.
      entry.geometry.then(dispose, () => undefined);
      if (entries.size === 0) onEmpty?.();
    },
    get size() {
      return entries.size;
    },
  };
}
