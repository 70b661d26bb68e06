// The mock scanner of this worker's own agent process beside the server (playwright.config.ts steeredAgentPort):
// steered through its control endpoint, which only answers requests carrying the web app's origin. A test that
// steers it reaches it through the agenturi query (steeredAgentPath), which the tab keeps.
import { expect, type Locator, type Page, request } from "@playwright/test";
import type { MockControl } from "@solerx/domain/scan";
import { baseURL, steeredAgentPort } from "../playwright.config";
import { createPatientByApi } from "./patient-steps";
import { signInToFirstStore } from "./sign-in-steps";

/** The mock scanner as every test expects to find it. */
export const SCANNER_DEFAULTS: Required<MockControl> = {
  scanner: "available",
  nextScan: "succeed",
  update: "none",
  openSession: "succeed",
  scanDurationMs: 1500,
  downloadDurationMs: 1000,
};

/** This worker's steered agent: Playwright names each worker's parallel index in its environment. */
function workerAgentPort(): number {
  return steeredAgentPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
}

/** The app's first page, pointed at this worker's steered agent (for newPatientToScan). */
export function steeredAgentPath(): string {
  return `/?agenturi=localhost:${workerAgentPort()}`;
}

export async function controlScanner(control: MockControl): Promise<void> {
  const context = await request.newContext();
  try {
    const answer = await context.post(`http://localhost:${workerAgentPort()}/hpagent/mock/control`, {
      headers: { origin: baseURL },
      data: control,
    });
    expect(answer.status(), await answer.text()).toBe(200);
  } finally {
    await context.dispose();
  }
}

/**
 * Signs in, creates a patient (by Get Started's request through the API: the form is the subject of its own
 * tests) and lands on its Scan settings; answers the patient's id.
 */
export async function newPatientToScan(page: Page, firstName: string, lastName: string, path = "/"): Promise<string> {
  await createPatientByApi(page, await signInToFirstStore(page, path), firstName, lastName);
  await expect(page).toHaveURL(/\/scan-settings\?id=[0-9a-f-]{36}/);
  await expect(page.getByRole("heading", { name: "Scan settings", level: 1 })).toBeVisible();
  return new URL(page.url()).searchParams.get("id") ?? "";
}

export function footCard(page: Page, foot: "Left foot" | "Right foot"): Locator {
  return page.getByRole("region", { name: foot });
}

/** Scans the foot with the sample scan (the server's upload flow, no agent) and waits for its measurements. */
export async function sampleScan(page: Page, foot: "Left foot" | "Right foot"): Promise<void> {
  const card = footCard(page, foot);
  await card.getByRole("button", { name: `Use sample scan: ${foot.toLowerCase()}` }).click();
  await expect(card.getByText(/^\d{3} mm$/)).toBeVisible({ timeout: 30_000 });
}

/** The scanner is ready: its connection stands and a device is attached. */
export async function expectScannerReady(page: Page): Promise<void> {
  await expect(page.getByText(/^Scanner: .+ ready$/)).toBeVisible({ timeout: 20_000 });
}

/** Scans one foot with the scanner and waits until its scan is in (its length shows). */
export async function scanFoot(page: Page, foot: "left" | "right"): Promise<void> {
  const name = foot === "left" ? "Left foot" : "Right foot";
  const card = footCard(page, name);
  await card.getByRole("button", { name: new RegExp(`^(Re)?[Ss]can ${foot} foot$`) }).click();
  await expect(card.getByText(/^\d{3} mm$/)).toBeVisible({ timeout: 30_000 });
}

/**
 * The share of the 3D view's pixels that are skin-coloured (the feet), from a screenshot of it: the screenshot is
 * decoded by the page itself and read back through a 2D canvas. The grey ground and grid count as nothing.
 */
export async function footPixels(page: Page): Promise<number> {
  const viewer = page.getByRole("img", { name: /^3D view of the/ });
  await expect(viewer).toBeVisible();
  const png = (await viewer.screenshot()).toString("base64");
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext("2d");
    if (!context) return 0;
    context.drawImage(image, 0, 0);
    const { data: pixels } = context.getImageData(0, 0, image.width, image.height);
    let skin = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      const [r, g, b] = [pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0];
      if (r - b > 20 && r >= g) skin += 1;
    }
    return skin / (pixels.length / 4);
  }, png);
}
