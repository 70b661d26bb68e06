// The local blob store and its URL signatures, without the app.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { isValidKey } from "./blob-store";
import { LocalBlobStore } from "./local-store";
import { sign, verify } from "./signing";

const folders: string[] = [];
function store(secrets = ["s3cret"]): LocalBlobStore {
  const root = join(mkdtempSync(join(tmpdir(), "solerx-blobs-")), "blobs");
  folders.push(root);
  return new LocalBlobStore(root, "http://localhost:8080", secrets);
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(join(folder, ".."), { recursive: true, force: true });
});

describe("LocalBlobStore", () => {
  it("puts, gets, sizes and deletes blobs, privately", async () => {
    const blobs = store();
    expect(await blobs.exists("scans/a/b.drc")).toBe(false);
    expect(await blobs.get("scans/a/b.drc")).toBeUndefined();
    await blobs.put("scans/a/b.drc", new Uint8Array([1, 2, 3]));
    expect(await blobs.get("scans/a/b.drc")).toEqual(new Uint8Array([1, 2, 3]));
    expect(await blobs.size("scans/a/b.drc")).toBe(3);
    expect(statSync(blobs.pathOf("scans/a/b.drc")).mode & 0o777).toBe(0o600);
    expect(statSync(join(blobs.root, "scans", "a")).mode & 0o777).toBe(0o700);
    await blobs.delete("scans/a/b.drc");
    await blobs.delete("scans/a/b.drc");
    expect(await blobs.exists("scans/a/b.drc")).toBe(false);
  });

  it("receives a stream up to the limit and leaves nothing of a refused one", async () => {
    const blobs = store();
    expect(await blobs.receive("u/x.drc", Readable.from([Buffer.alloc(60), Buffer.alloc(40)]), 100)).toEqual({
      size: 100,
    });
    expect(await blobs.receive("u/y.drc", Readable.from([Buffer.alloc(60), Buffer.alloc(41)]), 100)).toBe("tooLarge");
    expect(await blobs.receive("u/z.drc", Readable.from([]), 100)).toBe("empty");
    expect(await blobs.exists("u/y.drc")).toBe(false);
    expect(await blobs.exists("u/z.drc")).toBe(false);
    const { readdirSync } = await import("node:fs");
    expect(readdirSync(join(blobs.root, "u"))).toEqual(["x.drc"]);
  });

  it("refuses keys that could leave its folder", async () => {
    for (const key of ["../x", "a/../../x", "/abs", "a//b", "A.drc", "a/./b", "", "a\\b"]) {
      expect(isValidKey(key), key).toBe(false);
      await expect(store().put(key, new Uint8Array([1]))).rejects.toThrow("invalid blob key");
    }
    expect(isValidKey("scans/4b0e/ses-1/m.drc")).toBe(true);
  });

  it("signs addresses that name the method, key, limit and expiry", async () => {
    const blobs = store(["new", "old"]);
    const { url, expiresAt } = await blobs.uploadUrl("u/x.drc", { expiresInSeconds: 60, maxBytes: 10 });
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe("http://localhost:8080/blobs/u/x.drc");
    const expires = Number(parsed.searchParams.get("expires"));
    expect(expires * 1000).toBe(expiresAt.getTime());
    const signature = parsed.searchParams.get("signature") ?? "";
    const fields = { method: "PUT" as const, key: "u/x.drc", expires, maxBytes: 10 };
    expect(blobs.check(fields, signature)).toBe("valid");
    expect(blobs.check({ ...fields, method: "GET" }, signature)).toBe("badSignature");
    expect(blobs.check({ ...fields, key: "u/y.drc" }, signature)).toBe("badSignature");
    expect(blobs.check({ ...fields, maxBytes: 11 }, signature)).toBe("badSignature");
    expect(verify(["new"], fields, signature, expires + 1)).toBe("expired");
    // A rotated-out secret still verifies; an unknown one does not.
    expect(verify(["newer", "new"], fields, signature)).toBe("valid");
    expect(verify(["other"], fields, signature)).toBe("badSignature");
    expect(verify(["new"], fields, sign(["old"], fields))).toBe("badSignature");
    expect(verify(["new"], fields, "")).toBe("badSignature");
  });
});
