// What the PDF's Helvetica (WinAnsiEncoding) is given: drawable characters as they are, others as their nearest
// drawable form, control characters dropped.
import { describe, expect, it } from "vitest";
import { winAnsi } from "./win-ansi";

describe("winAnsi", () => {
  it("keeps ASCII, Latin-1 and WinAnsi's typographic characters", () => {
    const kept = 'Std 3/8" · Valgus 4° · Morton’s “extension” – ½ € … Zoë Ñandú';
    expect(winAnsi(kept)).toBe(kept);
  });

  it("writes other characters as their nearest drawable form, else a question mark", () => {
    // á is Latin-1 and stays; ř and ő lose their accents, Ł its stroke.
    expect(winAnsi("Łukasiewicz Dvořák Kő")).toBe("Lukasiewicz Dvorák Ko");
    expect(winAnsi("5′ 10″ −3")).toBe(`5' 10" -3`);
    expect(winAnsi("李 Ωμέγα")).toBe("? ?????");
  });

  it("keeps line breaks and drops control characters", () => {
    expect(winAnsi("one\r\ntwo\rthree\u0007\u0085")).toBe("one\ntwo\nthree");
  });
});
