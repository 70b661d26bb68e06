// manifold-3d's WASM module, loaded once per process or worker (design brief: `await Module(); wasm.setup()`).
// WASM memory never shrinks, so every Manifold made from it must be delete()d; liveHandles counts them for tests.
import Module, { type Manifold, type ManifoldToplevel } from "manifold-3d";

let loading: Promise<ManifoldToplevel> | undefined;
/** Where manifold.wasm is: Node reads it beside manifold.js; a browser worker names the copy its app serves. */
let wasmUrl: string | undefined;

/** Sets the URL of manifold.wasm for environments that bundle it; takes effect if the module is not loaded yet. */
export function configureManifold(options: { wasmUrl: string }): void {
  wasmUrl = options.wasmUrl;
}

export function loadManifold(): Promise<ManifoldToplevel> {
  const url = wasmUrl;
  loading ??= Module(url === undefined ? undefined : { locateFile: () => url }).then((wasm) => {
    wasm.setup();
    return wasm;
  });
  return loading;
}

/** Handles made through `track` and not yet released: the tests check it is back to 0 after every run. */
let live = 0;
export const liveHandles = (): number => live;

/** A Manifold the caller owns: count it, and release it through `release`. */
export function track<T extends Manifold>(handle: T): T {
  live++;
  return handle;
}

export function release(handle: Manifold | undefined): void {
  if (handle === undefined) return;
  handle.delete();
  live--;
}
