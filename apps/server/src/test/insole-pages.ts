// Test helpers of the PDF's 1:1 insole pages as a reader finds them: each foot's pages' text (pdf-tools.ts), and the
// drawings the design code gives for a session or an order, read through a repository of the clinic's employee, to
// hold a PDF's zones to.
import type { Order } from "@solerx/domain/order";
import { createRepository } from "../areas/repository";
import { createBlobStore } from "../blobs/index";
import { sessionBasis } from "../design/design-basis";
import { insoleDrawings } from "../design/insoles";
import { orderInsoleDrawings } from "../design/order-insoles";
import type { InsoleOutcomes, Side } from "../pdf/document";
import { PDF_TEXTS } from "../pdf/texts";
import { pdfText } from "./pdf-tools";
import type { TestApp } from "./test-app";

/** Each page's text with white space runs as single spaces. */
export function pageTexts(bytes: Uint8Array): string[] {
  return pdfText(bytes)
    .split("\f")
    .map((page) => page.replace(/\s+/g, " ").trim())
    .filter((page) => page !== "");
}

/** The pages of each foot's insole: those titled "Left insole, part n of m" (or Right). */
export function insolePages(bytes: Uint8Array): Record<Side, string[]> {
  const pages = pageTexts(bytes);
  const of = (side: Side) => {
    const title = PDF_TEXTS.insoleTitle(side === "left" ? "Left" : "Right", 1, 1).replace(/ 1 of 1$/, "");
    return pages.filter((page) => page.includes(title));
  };
  return { left: of("left"), right: of("right") };
}

/** The part count a foot's pages say ("part 1 of 2"): the number of pages it should have. */
export function partsSaid(pages: readonly string[]): number {
  const match = /insole, part 1 of (\d+)/.exec(pages[0] ?? "");
  return match ? Number(match[1]) : 0;
}

type Operator = { userID: string; companyID: string; storeIDs: string[] };

async function repositoryOf(testApp: Pick<TestApp, "db" | "config">, operator: Operator) {
  const blobs = await createBlobStore(testApp.config, testApp.db);
  const repo = createRepository(testApp.db, {
    operator: { ...operator, roles: ["COMPANY_EMPLOYEE"] },
    route: "TEST insole drawings",
    blobs,
  });
  return { repo, blobs };
}

const quiet = { warn() {}, error() {}, info() {}, debug() {} } as never;

/** The session's insoles as the design API makes them now. */
export async function sessionDrawings(
  testApp: Pick<TestApp, "db" | "config">,
  operator: Operator,
  sessionID: string,
): Promise<InsoleOutcomes> {
  const { repo, blobs } = await repositoryOf(testApp, operator);
  return insoleDrawings({ blobs, log: quiet }, await sessionBasis(repo, sessionID));
}

/** The order's insoles as its files are made (from the order as placed). */
export async function orderDrawings(
  testApp: Pick<TestApp, "db" | "config">,
  operator: Operator,
  order: Order,
): Promise<InsoleOutcomes> {
  const { repo, blobs } = await repositoryOf(testApp, operator);
  return orderInsoleDrawings(repo, { blobs, log: quiet }, order);
}

/** The labels of a foot's drawn zones; throws when the foot has no drawing (the test then fails with it). */
export function zoneLabels(outcomes: InsoleOutcomes, side: Side): string[] {
  const outcome = outcomes[side];
  if (!outcome || !("drawing" in outcome)) throw new Error(`no drawing of the ${side} insole`);
  return outcome.drawing.zones.map((zone) => zone.label.replace(/\s+/g, " ").trim());
}
