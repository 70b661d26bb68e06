import { describe, expect, it } from "vitest";
import {
  exceedsNameLength,
  FORBIDDEN_TEXT_CHARACTERS,
  hasSpecialCharacters,
  isAllowedCharacter,
  isValidText,
  limitLength,
  normaliseSavedRxName,
  SAVED_RX_NAME_FORBIDDEN,
  savedRxNameIsValid,
  savedRxNameKey,
  stripInvalidCharacters,
} from "./text";

describe("allowed characters", () => {
  it("refuses exactly the forbidden list within printable ASCII and 0x80-0xFF", () => {
    const refused: string[] = [];
    for (let code = 0x20; code <= 0xff; code++) {
      if (code === 0x7f) continue; // DEL is a control character, refused but not in the printable list
      const char = String.fromCharCode(code);
      if (!isAllowedCharacter(char)) refused.push(char);
    }
    expect(refused.sort()).toEqual([...FORBIDDEN_TEXT_CHARACTERS].sort());
  });
  it("accepts letters, digits and the listed punctuation", () => {
    expect(isValidText("O'Brien")).toBe(false);
    expect(isValidText("Anne-Marie St. John (Jr) & co #12 @home [x] {y} ~_^`!$%+")).toBe(true);
    expect(isValidText("Zoë Müller")).toBe(true);
  });
  it("refuses control characters, characters above 0xFE and DEL", () => {
    expect(isAllowedCharacter("\t")).toBe(false);
    expect(isAllowedCharacter("\u007f")).toBe(false);
    expect(isAllowedCharacter("“")).toBe(false);
    expect(isAllowedCharacter("€")).toBe(false);
    expect(isAllowedCharacter("😀")).toBe(false);
  });
  it("allows line breaks only in text areas", () => {
    expect(isAllowedCharacter("\n")).toBe(false);
    expect(isAllowedCharacter("\n", { multiline: true })).toBe(true);
    expect(isAllowedCharacter("\r", { multiline: true })).toBe(true);
  });
});

describe("stripInvalidCharacters", () => {
  it("removes offending characters and says so", () => {
    expect(stripInvalidCharacters('Jo"hn <Smith>; a=b?')).toEqual({ value: "John Smith ab", removed: true });
    expect(stripInvalidCharacters("path/to\\file|x:y*z,w")).toEqual({ value: "pathtofilexyzw", removed: true });
    expect(stripInvalidCharacters("ÿes")).toEqual({ value: "es", removed: true });
  });
  it("keeps valid text untouched", () => {
    expect(stripInvalidCharacters("John Smith")).toEqual({ value: "John Smith", removed: false });
    expect(stripInvalidCharacters("")).toEqual({ value: "", removed: false });
  });
  it("keeps line breaks in text areas and strips them from inputs", () => {
    expect(stripInvalidCharacters("line 1\nline 2", { multiline: true })).toEqual({
      value: "line 1\nline 2",
      removed: false,
    });
    expect(stripInvalidCharacters("line 1\nline 2")).toEqual({ value: "line 1line 2", removed: true });
  });
  it("removes a whole emoji, not half of it", () => {
    expect(stripInvalidCharacters("a😀b")).toEqual({ value: "ab", removed: true });
  });
});

describe("hasSpecialCharacters", () => {
  it("flags each of ,<>:“/|?* and the straight double quote", () => {
    for (const char of [",", "<", ">", ":", "“", "”", '"', "/", "|", "?", "*"]) {
      expect(hasSpecialCharacters(`ab${char}cd`)).toBe(true);
    }
  });
  it("passes ordinary names", () => {
    expect(hasSpecialCharacters("Anne-Marie O.")).toBe(false);
    expect(hasSpecialCharacters("PO-12345")).toBe(false);
  });
});

describe("savedRxNameIsValid", () => {
  it("refuses every forbidden character", () => {
    for (const char of SAVED_RX_NAME_FORBIDDEN) expect(savedRxNameIsValid(`My Rx ${char}`)).toBe(false);
    expect(SAVED_RX_NAME_FORBIDDEN).toHaveLength(20);
  });
  it("accepts ordinary names and refuses blank ones", () => {
    expect(savedRxNameIsValid("Sport - high arch (v2)")).toBe(true);
    expect(savedRxNameIsValid("   ")).toBe(false);
    expect(savedRxNameIsValid("")).toBe(false);
  });
  it("refuses names that show nothing (zero-width, no-break spaces) or are only dots", () => {
    for (const name of ["\u200b", "\u00a0\u2060", "\ufeff", ".", "..", " ... "]) {
      expect(savedRxNameIsValid(name), JSON.stringify(name)).toBe(false);
    }
    expect(savedRxNameIsValid("v1.2")).toBe(true);
  });
});

describe("saved Rx names kept and compared", () => {
  it("composes accents, trims and folds every run of spaces into one", () => {
    expect(normaliseSavedRxName(" Cafe\u0301\t\u00a0 plan ")).toBe("Caf\u00e9 plan");
  });
  it("compares look-alike names as one, case-insensitively", () => {
    expect(savedRxNameKey("KNEE\u00a0Brace")).toBe(savedRxNameKey("knee  brace"));
    expect(savedRxNameKey("Knee brace")).not.toBe(savedRxNameKey("Knee brace 2"));
  });
});

describe("name length", () => {
  it("allows 25 characters and no more", () => {
    expect(exceedsNameLength("a".repeat(25))).toBe(false);
    expect(exceedsNameLength("a".repeat(26))).toBe(true);
    expect(limitLength("a".repeat(30))).toBe("a".repeat(25));
    expect(limitLength("short")).toBe("short");
  });
});
