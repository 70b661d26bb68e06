import { describe, expect, it } from "vitest";
import { doctorDisplayName, truncateDoctorName } from "./doctor-name";

describe("truncateDoctorName", () => {
  it("keeps names of up to 42 characters", () => {
    const name = "a".repeat(42);
    expect(truncateDoctorName(name)).toBe(name);
  });
  it("shows longer names as the first 40 characters and an ellipsis", () => {
    const name = `${"b".repeat(40)}XYZ`;
    expect(truncateDoctorName(name)).toBe(`${"b".repeat(40)}…`);
    expect(truncateDoctorName(name)).toHaveLength(41);
  });
  it("does not split characters outside the BMP", () => {
    const name = "😀".repeat(43);
    expect(Array.from(truncateDoctorName(name))).toHaveLength(41);
  });
});

describe("doctorDisplayName", () => {
  it("joins first and last name", () => {
    expect(doctorDisplayName({ firstName: "Ada", lastName: "Lovelace" })).toBe("Ada Lovelace");
    expect(doctorDisplayName({ firstName: "", lastName: "House" })).toBe("House");
    expect(doctorDisplayName({ firstName: "Maximiliana", lastName: "Wolfeschlegelsteinhausenbergerdorff" })).toBe(
      "Maximiliana Wolfeschlegelsteinhausenberg…",
    );
  });
});
