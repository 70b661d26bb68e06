// pdfkit's built-in Helvetica writes text in WinAnsiEncoding, one byte a character: Latin-1 plus the typographic
// quotes, dashes, bullet, ellipsis, euro and a few letters (its WIN_ANSI_MAP). A character outside it would be
// written as garbage bytes, so every text goes through winAnsi first: kept when the font can draw it, otherwise
// its nearest drawable form (a letter without its accent, a straight quote for a prime), otherwise "?".
// The prescription's own texts (° for degrees, " for inches, ’ in Morton's) are all drawable.

/** The characters above Latin-1 that WinAnsiEncoding has (pdfkit's WIN_ANSI_MAP keys). */
const WIN_ANSI_EXTRA = new Set(
  [
    0x192, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x20ac,
    0x2030, 0x2039, 0x203a, 0x2c6, 0x2122, 0x152, 0x153, 0x2dc, 0x160, 0x161, 0x178, 0x17d, 0x17e,
  ].map((code) => String.fromCodePoint(code)),
);

/** Common characters without a WinAnsi form, and theirs. */
const LOOK_ALIKES: Record<string, string> = {
  "\u2032": "'", // prime (feet, minutes)
  "\u2033": '"', // double prime (inches)
  "\u2212": "-", // minus sign
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2015": "-",
  "\u00a0": " ",
  "\u2009": " ",
  "\u202f": " ",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2248": "~",
  "\u0131": "i",
  "\u0141": "L",
  "\u0142": "l",
  "\u0110": "D",
  "\u0111": "d",
};

function drawable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (code === 0x0a) return true;
  // Printable ASCII and Latin-1's printable half; 0x80-0x9F are C1 control codes in Unicode.
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return true;
  return WIN_ANSI_EXTRA.has(char);
}

/** The text as Helvetica can draw it; line breaks are kept as \n, other control characters dropped. */
export function winAnsi(text: string): string {
  let out = "";
  for (const char of text.replace(/\r\n?/g, "\n")) {
    if (drawable(char)) {
      out += char;
      continue;
    }
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) continue;
    const lookAlike = LOOK_ALIKES[char];
    if (lookAlike !== undefined) {
      out += lookAlike;
      continue;
    }
    // A letter with accents WinAnsi lacks (ő, ł is above): its base letter, when that is drawable.
    const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
    out += base !== "" && Array.from(base).every(drawable) ? base : "?";
  }
  return out;
}
