// A company's saved Rx behind msw, for component tests: the calls of spec 001 §7 "Saved prescriptions" over a map,
// with the catalogue's refusals (404 "Prescription not found", 404 "A prescription by the given new file name
// already exists"). Every write's body is recorded.
import type { Prescription } from "@solerx/domain/prescription";
import type { SavedRx } from "@solerx/domain/saved-rx";
import { HttpResponse, http } from "msw";
import { server } from "./msw";

const NOT_FOUND = "Prescription not found";
const EXISTS = "A prescription by the given new file name already exists";

const refuse = (message: string) =>
  HttpResponse.json({ statusCode: 404, error: "Not Found", message }, { status: 404 });

export interface SavedRxCall {
  call: "upsert" | "delete" | "rename" | "renameAndSave";
  body: Record<string, unknown>;
}

export function serveSavedRx(companyId: string, initial: Record<string, Prescription> = {}) {
  const stored = new Map<string, { fileData: Prescription; updatedAt: string }>(
    Object.entries(initial).map(([name, fileData]) => [name, { fileData, updatedAt: "2026-11-01T10:00:00.000Z" }]),
  );
  const calls: SavedRxCall[] = [];
  const now = () => new Date().toISOString();
  const post = (call: SavedRxCall["call"], answer: (body: Record<string, unknown>) => Response) =>
    http.post(`*/api/v1/savedrx/${call}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ call, body });
      return answer(body);
    });
  server.use(
    http.get("*/api/v1/savedrx/get/list", ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get("companyID") === companyId
          ? [...stored].map(([fileName, { updatedAt }]) => ({ fileName, updatedAt }))
          : [],
      ),
    ),
    http.get("*/api/v1/savedrx/:fileName/get", ({ params }) => {
      const found = stored.get(String(params.fileName));
      if (!found) return refuse(NOT_FOUND);
      return HttpResponse.json({
        fileName: String(params.fileName),
        fileData: found.fileData,
        companyID: companyId,
      } satisfies SavedRx);
    }),
    post("upsert", (body) => {
      stored.set(String(body.fileName), { fileData: body.fileData as Prescription, updatedAt: now() });
      return HttpResponse.json({ fileName: body.fileName });
    }),
    post("delete", (body) => {
      if (!stored.delete(String(body.fileName))) return refuse(NOT_FOUND);
      return HttpResponse.json({});
    }),
    post("rename", (body) => {
      const found = stored.get(String(body.fileName));
      if (!found) return refuse(NOT_FOUND);
      if (stored.has(String(body.newFileName))) return refuse(EXISTS);
      stored.delete(String(body.fileName));
      stored.set(String(body.newFileName), found);
      return HttpResponse.json({});
    }),
    post("renameAndSave", (body) => {
      if (!stored.has(String(body.fileName))) return refuse(NOT_FOUND);
      if (stored.has(String(body.newFileName))) return refuse(EXISTS);
      stored.delete(String(body.fileName));
      stored.set(String(body.newFileName), { fileData: body.fileData as Prescription, updatedAt: now() });
      return HttpResponse.json({});
    }),
  );
  return { stored, calls };
}
