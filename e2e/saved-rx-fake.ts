// The company's saved Rx answered inside the page, for this branch's browser test: the server's saved Rx routes
// (spec 001 §7 "Saved prescriptions") are built beside these screens and join them at the merge, when the
// acceptance test runs the screens on the real API. The fake follows the contract and the catalogue's refusals.
import type { Page, Route } from "@playwright/test";

interface Stored {
  fileData: unknown;
  updatedAt: string;
}

export interface FakeSavedRx {
  stored: Map<string, Stored>;
  writes: { call: string; body: Record<string, unknown> }[];
}

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });

export async function fakeSavedRxApi(page: Page): Promise<FakeSavedRx> {
  const fake: FakeSavedRx = { stored: new Map(), writes: [] };
  const refuse = (route: Route, message: string) => json(route, 404, { statusCode: 404, error: "Not Found", message });
  await page.route("**/api/v1/savedrx/**", async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const path = url.pathname.replace("/api/v1/savedrx/", "");
    if (request.method() === "GET" && path === "get/list") {
      return json(
        route,
        200,
        [...fake.stored].map(([fileName, { updatedAt }]) => ({ fileName, updatedAt })),
      );
    }
    if (request.method() === "GET" && path.endsWith("/get")) {
      const fileName = decodeURIComponent(path.slice(0, -"/get".length));
      const found = fake.stored.get(fileName);
      if (!found) return refuse(route, "Prescription not found");
      return json(route, 200, { fileName, fileData: found.fileData, companyID: url.searchParams.get("companyID") });
    }
    const body = (request.postDataJSON() ?? {}) as Record<string, unknown>;
    fake.writes.push({ call: path, body });
    const name = String(body.fileName);
    const now = new Date().toISOString();
    switch (path) {
      case "upsert":
        fake.stored.set(name, { fileData: body.fileData, updatedAt: now });
        return json(route, 200, { fileName: name });
      case "delete":
        return fake.stored.delete(name) ? json(route, 200, {}) : refuse(route, "Prescription not found");
      case "rename":
      case "renameAndSave": {
        const found = fake.stored.get(name);
        if (!found) return refuse(route, "Prescription not found");
        if (fake.stored.has(String(body.newFileName))) {
          return refuse(route, "A prescription by the given new file name already exists");
        }
        fake.stored.delete(name);
        const fileData = path === "renameAndSave" ? body.fileData : found.fileData;
        fake.stored.set(String(body.newFileName), { fileData, updatedAt: now });
        return json(route, 200, {});
      }
      default:
        return json(route, 404, { statusCode: 404, error: "Not Found", message: "Not Found" });
    }
  });
  return fake;
}
