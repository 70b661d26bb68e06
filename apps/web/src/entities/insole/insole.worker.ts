// The insole worker (issue 20 point 3): the page's one module worker that makes the live insoles with the server's
// own geometry code. Its WASM (manifold-3d, the Draco decoder of draco3d, which @solerx/geometry uses) is bundled
// by the web build as assets of our own origin and located here, never fetched from a CDN.
import { configureDraco, configureManifold, decodeScan } from "@solerx/geometry";
import dracoDecoderWasm from "draco3d/draco_decoder.wasm?url";
import manifoldWasm from "manifold-3d/manifold.wasm?url";
import type { InsoleRequest } from "./insole-messages";
import { answerTransfers, createInsoleWorkerCore, createRequestQueue } from "./insole-worker-core";

/** The worker's global scope, as far as this file uses it (the app's types are the page's, not a worker's). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<InsoleRequest>) => void) | null;
  postMessage(message: unknown, transfer: Transferable[]): void;
};

configureManifold({ wasmUrl: manifoldWasm });

let draco: Promise<void> | undefined;
/** The Draco decoder's binary, fetched once before the first decode. */
function dracoReady(): Promise<void> {
  draco ??= fetch(dracoDecoderWasm)
    .then((response) => {
      if (!response.ok) throw new Error(`the Draco decoder could not be loaded (${response.status})`);
      return response.arrayBuffer();
    })
    .then((decoderWasm) => configureDraco({ decoderWasm }));
  draco.catch(() => {
    draco = undefined;
  });
  return draco;
}

async function fetchScan(url: string): Promise<Uint8Array> {
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`the scan could not be fetched (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

const core = createInsoleWorkerCore({
  fetchScan,
  decode: async (bytes) => {
    await dracoReady();
    return decodeScan(bytes);
  },
});

const queue = createRequestQueue(core.answer, (answer) => scope.postMessage(answer, answerTransfers(answer)));

scope.onmessage = (event) => queue.push(event.data);
