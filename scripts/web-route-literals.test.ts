// The web app's route paths come from config/paths.ts (issue 18 point 5): the check finds none written as a literal
// in apps/web/src, and finds each kind of literal it refuses on a fixture.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { routeLiterals, routeLiteralsIn } from "./web-route-literals";

const folder = (path: string) => fileURLToPath(new URL(path, import.meta.url));

describe("route paths in the web app", () => {
  it("are never written as literals outside config/paths.ts", () => {
    expect(routeLiterals(folder("../apps/web/src"))).toEqual([]);
  });

  it("a fixture's literal routes fail the check, paths.ts, API paths, separators and tests pass", () => {
    expect(routeLiterals(folder("./fixtures/web-route-literals"))).toEqual([
      'src/screens.ts:7: "/patients"',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the template as the fixture writes it
      "src/screens.ts:8: `/scan-settings?id=${id}`",
      'src/screens.ts:9: "/"',
    ]);
  });

  it("finds a link's literal address in JSX", () => {
    const source = 'export const A = () => <><Link to="/privacy-policy" /><Link to={"/"} /><a href="/x" /></>;';
    expect(routeLiteralsIn("a.tsx", source)).toEqual(['1: "/privacy-policy"', '1: "/"']);
  });
});
