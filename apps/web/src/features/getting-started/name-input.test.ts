import { describe, expect, it } from "vitest";
import { cleanNameInput } from "./name-input";

describe("name fields", () => {
  it("strips invalid characters as typed and says so", () => {
    expect(cleanNameInput("Love<lace")).toEqual({ value: "Lovelace", stripped: true });
    expect(cleanNameInput('O"Brien*')).toEqual({ value: "OBrien", stripped: true });
    expect(cleanNameInput("Núñez-Peña")).toEqual({ value: "Núñez-Peña", stripped: false });
  });

  it("keeps at most 25 characters", () => {
    expect(cleanNameInput("a".repeat(30)).value).toHaveLength(25);
  });
});
