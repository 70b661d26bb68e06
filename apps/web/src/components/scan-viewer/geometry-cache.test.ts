// Decode once per URL, free on the last release, never free twice, forget failures.
import { describe, expect, it, vi } from "vitest";
import { createGeometryCache } from "./geometry-cache";

interface Fake {
  url: string;
}

function setup() {
  const pending = new Map<string, { resolve(g: Fake): void; reject(e: unknown): void }>();
  const decode = vi.fn(
    (url: string) =>
      new Promise<Fake>((resolve, reject) => {
        pending.set(url, { resolve, reject });
      }),
  );
  const dispose = vi.fn((_geometry: Fake) => undefined);
  const onEmpty = vi.fn();
  const cache = createGeometryCache({ decode, dispose, onEmpty });
  const finish = (url: string) => pending.get(url)?.resolve({ url });
  const fail = (url: string) => pending.get(url)?.reject(new Error("not a Draco file"));
  return { cache, decode, dispose, onEmpty, finish, fail };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createGeometryCache", () => {
  it("decodes a URL once for all its users and disposes it after the last release only", async () => {
    const { cache, decode, dispose, onEmpty, finish } = setup();
    const first = cache.acquire("blob:left");
    const second = cache.acquire("blob:left");
    finish("blob:left");
    expect(await first).toBe(await second);
    expect(decode).toHaveBeenCalledTimes(1);
    cache.release("blob:left");
    await flush();
    expect(dispose).not.toHaveBeenCalled();
    cache.release("blob:left");
    await flush();
    expect(dispose).toHaveBeenCalledExactlyOnceWith({ url: "blob:left" });
    expect(onEmpty).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(0);
    // Released too often: nothing happens twice.
    cache.release("blob:left");
    await flush();
    expect(dispose).toHaveBeenCalledTimes(1);
  });

  it("keeps URLs apart and says empty only when none is held", async () => {
    const { cache, dispose, onEmpty, finish } = setup();
    void cache.acquire("blob:left");
    void cache.acquire("blob:right");
    finish("blob:left");
    finish("blob:right");
    cache.release("blob:left");
    await flush();
    expect(dispose).toHaveBeenCalledExactlyOnceWith({ url: "blob:left" });
    expect(onEmpty).not.toHaveBeenCalled();
    cache.release("blob:right");
    expect(onEmpty).toHaveBeenCalledTimes(1);
  });

  it("disposes a geometry whose decode ends after its last user left", async () => {
    const { cache, dispose, finish } = setup();
    void cache.acquire("blob:left");
    cache.release("blob:left");
    await flush();
    expect(dispose).not.toHaveBeenCalled();
    finish("blob:left");
    await flush();
    expect(dispose).toHaveBeenCalledExactlyOnceWith({ url: "blob:left" });
  });

  it("passes a failed decode to its users, frees nothing for it and decodes afresh after release", async () => {
    const { cache, decode, dispose, fail, finish } = setup();
    const failing = cache.acquire("blob:bad");
    fail("blob:bad");
    await expect(failing).rejects.toThrow("not a Draco file");
    cache.release("blob:bad");
    await flush();
    expect(dispose).not.toHaveBeenCalled();
    const again = cache.acquire("blob:bad");
    finish("blob:bad");
    await expect(again).resolves.toEqual({ url: "blob:bad" });
    expect(decode).toHaveBeenCalledTimes(2);
  });
});
