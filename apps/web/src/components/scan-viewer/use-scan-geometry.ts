// A scan's geometry for a component: decoded when its URL is set, let go when the URL changes or on unmount.
import { useEffect, useState } from "react";
import type { BufferGeometry } from "three";
import { scanGeometries } from "./draco-geometry";

export type ScanGeometry =
  | { status: "none" }
  | { status: "loading" }
  | { status: "ready"; geometry: BufferGeometry }
  | { status: "failed"; error: unknown };

export function useScanGeometry(url: string | null): ScanGeometry {
  const [result, setResult] = useState<{ url: string; value: ScanGeometry } | null>(null);
  useEffect(() => {
    if (!url) return;
    let current = true;
    scanGeometries.acquire(url).then(
      (geometry) => current && setResult({ url, value: { status: "ready", geometry } }),
      (error: unknown) => current && setResult({ url, value: { status: "failed", error } }),
    );
    return () => {
      current = false;
      scanGeometries.release(url);
    };
  }, [url]);
  if (!url) return { status: "none" };
  // A result of an earlier URL is never shown for this one.
  return result?.url === url ? result.value : { status: "loading" };
}
