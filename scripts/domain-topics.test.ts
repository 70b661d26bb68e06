// The domain's topic rules of .dependency-cruiser.cjs (issue 18 point 5), proven on a fixture: a topic that reaches
// into another topic's file, an entry that re-exports another topic, topics that import each other in a circle
// (alpha -> beta -> gamma -> alpha, with no module cycle) and an app that imports a topic's file each fail the check
// that `npm run lint` runs; imports through a topic's entry pass.
import { describe, expect, it } from "vitest";
import { fixtureViolations } from "./cruise-fixture";

describe("domain topic rules", () => {
  it("fail each way around a topic's entry and a cycle of topics, and only those", async () => {
    const found = await fixtureViolations("domain-topics", ["apps", "packages"]);
    const topic = (name: string) => `packages/domain/src/${name}`;
    expect(found).toEqual(
      expect.arrayContaining([
        { rule: "domain-entry-only", from: "apps/app/src/main.ts", to: `${topic("delta")}/delta-rule.ts` },
        { rule: "domain-topic-entry-own", from: `${topic("delta")}/index.ts`, to: `${topic("alpha")}/index.ts` },
        {
          rule: "domain-topic-through-entry",
          from: `${topic("delta")}/delta-rule.ts`,
          to: `${topic("gamma")}/gamma-name.ts`,
        },
        { rule: "domain-topics-acyclic", from: topic("alpha"), to: topic("beta") },
        { rule: "domain-topics-acyclic", from: topic("beta"), to: topic("gamma") },
        { rule: "domain-topics-acyclic", from: topic("gamma"), to: topic("alpha") },
      ]),
    );
    expect(found).toHaveLength(6); // no module cycle: the topics' cycle is found by the folder rule alone
  });
});
