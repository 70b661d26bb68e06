// The words and numbers of a text mesh file (ASCII STL, OBJ, ASCII PLY), read on its bytes: no string of the whole
// file is made (a 32 MiB file would be 32 MiB more, and splitting it into lines millions of strings), and each byte
// is looked at once. Numbers are checked against the C grammar the formats are written in, so a word that is not a
// number is told from a NaN a scanner wrote (kept: the server's usable-mesh check refuses it, not the reader).

const LF = 0x0a;
const HASH = 0x23;
const MAX_NUMBER_LENGTH = 64;
const POW10 = Array.from({ length: 23 }, (_, i) => 10 ** i);

/** Spaces, tabs, line feeds and returns, vertical tabs, form feeds. */
function isSpace(byte: number): boolean {
  return byte === 0x20 || (byte >= 0x09 && byte <= 0x0d);
}

function isDigit(byte: number): boolean {
  return byte >= 0x30 && byte <= 0x39;
}

/** NaN and infinity as C libraries print them: nan, -nan(ind), inf, infinity, MSVC's 1.#QNAN and 1.#INF. */
const NOT_FINITE = /^([+-]?)(?:(nan(?:\([^)]*\))?|1\.#(?:ind|qnan|snan)\d*)|(inf(?:inity)?|1\.#inf\d*))$/i;

export class TextTokens {
  /** The current token: bytes[start, end). */
  start = 0;
  end = 0;

  /**
   * Reads tokens from `at` up to `stop` (a reader of lines moves both); with `comments`, a token starting with #
   * ends the text there (OBJ).
   */
  constructor(
    readonly bytes: Uint8Array,
    public at = 0,
    public stop = bytes.length,
    private readonly comments = false,
  ) {}

  /** Moves to the next token; false, with the cursor at `stop`, when only spaces (or a comment) are left. */
  next(): boolean {
    const b = this.bytes;
    let i = this.at;
    while (i < this.stop && isSpace(b[i] as number)) i++;
    if (i >= this.stop || (this.comments && b[i] === HASH)) {
      this.at = this.stop;
      this.start = this.end = this.at;
      return false;
    }
    this.start = i;
    while (i < this.stop && !isSpace(b[i] as number)) i++;
    this.end = this.at = i;
    return true;
  }

  /** Moves past the next line feed (or to the end). */
  skipLine(): void {
    const lf = this.bytes.indexOf(LF, this.at);
    this.at = lf < 0 || lf >= this.stop ? this.stop : lf + 1;
  }

  /** Whether the current token is `word` (lower case ASCII), in any case. */
  is(word: string): boolean {
    if (this.end - this.start !== word.length) return false;
    for (let k = 0; k < word.length; k++) {
      if (((this.bytes[this.start + k] as number) | 0x20) !== word.charCodeAt(k)) return false;
    }
    return true;
  }

  /** Whether nothing but spaces follows `from` in the whole file: a bad ending there is a file cut short. */
  blankAfter(from: number): boolean {
    const b = this.bytes;
    for (let i = from; i < b.length; i++) if (!isSpace(b[i] as number)) return false;
    return true;
  }

  /** The current token as text (short tokens only: numbers). */
  text(): string {
    return String.fromCharCode(...this.bytes.subarray(this.start, this.end));
  }

  /** The current token as a number (NaN and infinities as written); undefined when it is not a number. */
  number(): number | undefined {
    const b = this.bytes;
    const end = this.end;
    if (end - this.start > MAX_NUMBER_LENGTH) return undefined;
    let i = this.start;
    const negative = b[i] === 0x2d;
    if (negative || b[i] === 0x2b) i++;
    let mantissa = 0;
    let digits = 0;
    let fraction = 0;
    while (i < end && isDigit(b[i] as number)) {
      mantissa = mantissa * 10 + (b[i++] as number) - 0x30;
      digits++;
    }
    if (i < end && b[i] === 0x2e) {
      i++;
      while (i < end && isDigit(b[i] as number)) {
        mantissa = mantissa * 10 + (b[i++] as number) - 0x30;
        digits++;
        fraction++;
      }
    }
    if (digits === 0 || (i < end && b[i] === HASH)) return this.notFinite();
    let exponent = 0;
    if (i < end) {
      if (b[i] !== 0x65 && b[i] !== 0x45) return undefined;
      i++;
      const negativeExponent = b[i] === 0x2d;
      if (negativeExponent || b[i] === 0x2b) i++;
      const exponentStart = i;
      while (i < end && isDigit(b[i] as number) && i - exponentStart < 4)
        exponent = exponent * 10 + (b[i++] as number) - 0x30;
      if (i !== end || i === exponentStart) return undefined;
      if (negativeExponent) exponent = -exponent;
    }
    // Up to 15 digits the mantissa is exact, and so is a power of ten up to 10^22: one multiplication or division
    // of the two is the correctly rounded value, the same as Number's (Clinger's fast path). Others go to Number.
    const scale = exponent - fraction;
    if (digits > 15 || scale < -22 || scale > 22) return Number(this.text());
    const signed = negative ? -mantissa : mantissa;
    return scale < 0 ? signed / (POW10[-scale] as number) : signed * (POW10[scale] as number);
  }

  /** The current token as an integer (digits only, with a sign); undefined otherwise. */
  integer(): number | undefined {
    const value = this.number();
    return value !== undefined && Number.isInteger(value) ? value : undefined;
  }

  /**
   * The integer the current token starts with, up to a slash or its end (an OBJ corner: 12, 12/5, 12//3, -1/-1);
   * undefined when it does not start with one.
   */
  leadingInteger(): number | undefined {
    const b = this.bytes;
    let i = this.start;
    const negative = b[i] === 0x2d;
    if (negative || b[i] === 0x2b) i++;
    const digitsStart = i;
    let value = 0;
    while (i < this.end && isDigit(b[i] as number) && i - digitsStart < 12)
      value = value * 10 + (b[i++] as number) - 0x30;
    if (i === digitsStart || (i < this.end && b[i] !== 0x2f)) return undefined;
    return negative ? -value : value;
  }

  private notFinite(): number | undefined {
    const match = NOT_FINITE.exec(this.text());
    if (!match) return undefined;
    if (match[2] !== undefined) return Number.NaN;
    return match[1] === "-" ? -Infinity : Infinity;
  }
}
