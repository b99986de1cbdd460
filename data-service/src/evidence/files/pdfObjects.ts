/**
 * Just enough of the PDF syntax (ISO 32000-2 §7.2–7.3) to find a PDF's streams and read their dictionaries,
 * for scanPdf.ts. Not a PDF reader: it walks the file from one `N G obj` to the next and never trusts the
 * cross-reference table, which a hostile file can point anywhere. It reads the file as latin1, one character
 * a byte, so a position in the text is the same position in the bytes.
 */

export type PdfValue =
  | { type: 'name'; name: string }
  | { type: 'number'; value: number }
  | { type: 'ref'; num: number; gen: number }
  | { type: 'array'; items: PdfValue[] }
  | { type: 'dict'; entries: Map<string, PdfValue> }
  /** Strings, booleans, null, stray keywords: nothing the scan needs to read. */
  | { type: 'other' };

export interface PdfStream {
  dict: Map<string, PdfValue>;
  /** Where its `stream` keyword starts. */
  keywordAt: number;
  /** Its data: [dataStart, dataEnd). */
  dataStart: number;
  dataEnd: number;
}

// The characters that end a token (§7.2.3): white space and delimiters. The rest are "regular".
const REGULAR = String.raw`[^\x00\t\n\f\r ()<>[\]{}/%]`;
const SPACE = String.raw`[\x00\t\n\f\r ]`;
const WHITESPACE = new Set(['\x00', '\t', '\n', '\f', '\r', ' ']);
const DELIMITERS = new Set(['(', ')', '<', '>', '[', ']', '{', '}', '/', '%']);

const OBJECT_HEADER = new RegExp(String.raw`(?<![0-9])(\d+)${SPACE}+(\d+)${SPACE}+obj(?!${REGULAR})`, 'g');
const STREAM_KEYWORD = new RegExp(String.raw`(?<!${REGULAR})stream(?!${REGULAR})`, 'g');
// An object that is only an integer: where an indirect /Length is kept.
const INTEGER_OBJECT = new RegExp(String.raw`(?<![0-9])(\d+)${SPACE}+(\d+)${SPACE}+obj${SPACE}*(\d+)${SPACE}*endobj`, 'g');
const NAME = new RegExp(String.raw`/(${REGULAR}*)`, 'g');

/** How far one object's dictionary may run, in characters: a longer one is not read (see readPdfStreams). */
const MAX_OBJECT_CHARS = 256 * 1024;
/** How deeply arrays and dictionaries may nest: real files nest a handful. */
const MAX_DEPTH = 64;

/**
 * Thrown where an object cannot be read. One instance for all: a hostile file can cause a million of them,
 * and a stack trace each would cost seconds.
 */
const UNREADABLE = new Error('a PDF object that cannot be read');

/** A name's characters with its `#xx` escapes decoded (§7.3.5): `/J#61vaScript` is `/JavaScript`. */
export function decodePdfName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every name in `text`, decoded. */
export function namesIn(text: string): string[] {
  return Array.from(text.matchAll(NAME), (match) => decodePdfName(match[1]));
}

/** Where each `stream` keyword stands in `text` (a token by itself, not part of `endstream`). */
export function streamKeywordPositions(text: string): number[] {
  return Array.from(text.matchAll(STREAM_KEYWORD), (match) => match.index);
}

/** Whether `text` holds an object's header (`12 0 obj`): somewhere a reader could be pointed to find an object. */
export function holdsObjectHeader(text: string): boolean {
  OBJECT_HEADER.lastIndex = 0;
  return OBJECT_HEADER.test(text);
}

/** Reads values from `text` starting at `pos`; throws UNREADABLE at anything it cannot read or past `limit`. */
class ValueReader {
  constructor(
    private readonly text: string,
    public pos: number,
    private readonly limit: number,
  ) {}

  private peek(offset = 0): string {
    if (this.pos + offset >= this.limit) throw UNREADABLE;
    return this.text[this.pos + offset];
  }

  skipSpace(): void {
    for (;;) {
      const c = this.peek();
      if (WHITESPACE.has(c)) this.pos += 1;
      else if (c === '%') while (this.pos < this.limit && this.text[this.pos] !== '\n' && this.text[this.pos] !== '\r') this.pos += 1;
      else return;
    }
  }

  /** A run of regular characters (a number, a keyword, a name's characters). */
  token(): string {
    const start = this.pos;
    while (this.pos < this.limit && !WHITESPACE.has(this.text[this.pos]) && !DELIMITERS.has(this.text[this.pos])) this.pos += 1;
    return this.text.slice(start, this.pos);
  }

  value(depth = 0): PdfValue {
    if (depth > MAX_DEPTH) throw UNREADABLE;
    this.skipSpace();
    const c = this.peek();
    if (c === '<' && this.peek(1) === '<') return this.dict(depth);
    if (c === '<') {
      while (this.peek() !== '>') this.pos += 1;
      this.pos += 1;
      return { type: 'other' };
    }
    if (c === '(') return this.literalString();
    if (c === '[') {
      this.pos += 1;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (this.peek() === ']') break;
        items.push(this.value(depth + 1));
      }
      this.pos += 1;
      return { type: 'array', items };
    }
    if (c === '/') {
      this.pos += 1;
      return { type: 'name', name: decodePdfName(this.token()) };
    }
    if (DELIMITERS.has(c)) throw UNREADABLE;
    const word = this.token();
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return this.numberOrRef(Number(word), /^\d+$/.test(word));
    return { type: 'other' };
  }

  private numberOrRef(value: number, whole: boolean): PdfValue {
    if (whole) {
      const back = this.pos;
      try {
        this.skipSpace();
        const gen = this.token();
        this.skipSpace();
        if (/^\d+$/.test(gen) && this.token() === 'R') return { type: 'ref', num: value, gen: Number(gen) };
      } catch (error) {
        if (error !== UNREADABLE) throw error;
      }
      this.pos = back;
    }
    return { type: 'number', value };
  }

  private dict(depth: number): PdfValue {
    this.pos += 2;
    const entries = new Map<string, PdfValue>();
    for (;;) {
      this.skipSpace();
      if (this.peek() === '>' && this.peek(1) === '>') break;
      const key = this.value(depth + 1);
      if (key.type !== 'name') throw UNREADABLE;
      entries.set(key.name, this.value(depth + 1));
    }
    this.pos += 2;
    return { type: 'dict', entries };
  }

  /** `( … )` with balanced parentheses and backslash escapes (§7.3.4.2). */
  private literalString(): PdfValue {
    let open = 0;
    for (;;) {
      const c = this.peek();
      this.pos += 1;
      if (c === '\\') this.pos += 1;
      else if (c === '(') open += 1;
      else if (c === ')' && --open === 0) return { type: 'other' };
    }
  }
}

/** Where a stream's data ends: after /Length bytes if `endstream` follows there, else at the next `endstream`. */
function dataEnd(text: string, dataStart: number, length: number | undefined): number {
  if (length !== undefined && Number.isInteger(length) && length >= 0 && dataStart + length <= text.length) {
    const after = text.slice(dataStart + length, dataStart + length + 32);
    if (/^[\x00\t\n\f\r ]*endstream/.test(after)) return dataStart + length;
  }
  const end = text.indexOf('endstream', dataStart);
  if (end < 0) return text.length;
  // The end-of-line before `endstream` is not data.
  if (text[end - 1] === '\n') return text[end - 2] === '\r' ? end - 2 : end - 1;
  return text[end - 1] === '\r' ? end - 1 : end;
}

/**
 * Every stream in the file, found by walking from one object header to the next: an object is read from its
 * header, and if it is a dictionary followed by `stream`, its data is skipped to `endstream`. An object that
 * cannot be read (bad syntax, or a dictionary running on past MAX_OBJECT_CHARS) is passed over from where
 * reading stopped, so the walk reads each character about once. Whatever the walk passed over is still in
 * the file for scanPdf.ts to scan, and a `stream` keyword it did not account for makes the file uncheckable.
 */
export function readPdfStreams(text: string): PdfStream[] {
  const integers = new Map<string, number>();
  for (const match of text.matchAll(INTEGER_OBJECT)) integers.set(`${match[1]} ${match[2]}`, Number(match[3]));
  const lengthOf = (value: PdfValue | undefined): number | undefined => {
    if (value?.type === 'number') return value.value;
    if (value?.type === 'ref') return integers.get(`${value.num} ${value.gen}`);
    return undefined;
  };

  const streams: PdfStream[] = [];
  let pos = 0;
  for (;;) {
    OBJECT_HEADER.lastIndex = pos;
    const header = OBJECT_HEADER.exec(text);
    if (!header) return streams;
    const afterHeader = header.index + header[0].length;
    const reader = new ValueReader(text, afterHeader, Math.min(text.length, afterHeader + MAX_OBJECT_CHARS));
    try {
      const value = reader.value();
      pos = reader.pos;
      if (value.type !== 'dict') continue;
      reader.skipSpace();
      const keywordAt = reader.pos;
      if (reader.token() !== 'stream') continue;
      // As readers do: the data starts on the line after the keyword (§7.3.8.1 asks for CRLF or LF).
      let dataStart = reader.pos;
      while (dataStart < text.length && text[dataStart] !== '\n' && text[dataStart] !== '\r') dataStart += 1;
      dataStart += text.startsWith('\r\n', dataStart) ? 2 : 1;
      dataStart = Math.min(dataStart, text.length);
      const end = dataEnd(text, dataStart, lengthOf(value.entries.get('Length')));
      streams.push({ dict: value.entries, keywordAt, dataStart, dataEnd: end });
      pos = end;
    } catch (error) {
      if (error !== UNREADABLE) throw error;
      pos = Math.max(reader.pos, afterHeader);
    }
  }
}
