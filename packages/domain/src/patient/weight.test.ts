import { describe, expect, it } from "vitest";
import { kgToLbs, roundWeight, weightInLbs } from "./weight";

describe("kgToLbs", () => {
  it("multiplies by 2.2046 and rounds to a whole number", () => {
    expect(kgToLbs(70)).toBe(154); // 154.322
    expect(kgToLbs(60)).toBe(132); // 132.276
    expect(kgToLbs(1)).toBe(2); // 2.2046
    expect(kgToLbs(0.7)).toBe(2); // 1.54322
    expect(kgToLbs(0)).toBe(0);
  });
});

describe("roundWeight", () => {
  it("keeps one decimal", () => {
    expect(roundWeight(70.26)).toBe(70.3);
    expect(roundWeight(70.24)).toBe(70.2);
    expect(roundWeight(132)).toBe(132);
    expect(roundWeight(0.3)).toBe(0.3);
  });
  it("never goes below 0", () => {
    expect(roundWeight(-5)).toBe(0);
    expect(Object.is(roundWeight(-0.01), 0)).toBe(true);
  });
  it("turns non-numbers into 0", () => {
    expect(roundWeight(Number.NaN)).toBe(0);
    expect(roundWeight(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe("weightInLbs", () => {
  it("converts kg and keeps lbs", () => {
    expect(weightInLbs(70, "kg")).toBe(154);
    expect(weightInLbs(70, "KG")).toBe(154);
    expect(weightInLbs(150.55, "lbs")).toBe(150.6);
  });
});
