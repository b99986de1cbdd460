import zlib from 'node:zlib';
import { MAX_PDF_INFLATED_BYTES } from './fileLimits';
import { holdsObjectHeader, namesIn, readPdfStreams, streamKeywordPositions, type PdfStream, type PdfValue } from './pdfObjects';

/**
 * What a PDF would do when a claims officer opens it. A PDF is stored as it was sent (a police report must
 * not be rewritten), so the check is on the file itself: it must hold none of the names below, wherever a
 * reader could find them — in the file's own text, with `#xx` escapes decoded (`/J#61vaScript`), and inside
 * its compressed object streams, where PDF 1.5+ keeps dictionaries out of sight. A file that hides part of
 * itself from the check (encrypted, an object stream it cannot decode) is refused too: what cannot be read
 * cannot be said to be clean.
 */

/** Names that make a PDF act when it is opened, reach out of the viewer, or carry another file. */
const ACTIVE_CONTENT_NAMES: ReadonlySet<string> = new Set([
  // Scripts: the document's named scripts, and a script action's code.
  'JavaScript',
  'JS',
  // Actions run when a page or a field is shown, without a click: how a script or a launch starts itself.
  'AA',
  // Starts a program or opens a file on the officer's computer.
  'Launch',
  // Sends the form's data to a server; reads data in from a file.
  'SubmitForm',
  'ImportData',
  // Opens another PDF: from a path or a network share (on Windows a share is sent the officer's login), or
  // one attached to this one.
  'GoToR',
  'GoToE',
  // Attached files: the list of attachments, an attached file, the annotation showing one, the key holding one.
  'EmbeddedFiles',
  'EmbeddedFile',
  'FileAttachment',
  'EF',
  // XML forms, which carry scripts of their own; Flash and media players.
  'XFA',
  'RichMedia',
]);
// Allowed on purpose: /OpenAction (most often "open at page 1"; whatever else it would start is refused by
// its own name above), /URI links (the viewer asks before following one), /AcroForm (plain form fields).

export interface PdfScan {
  /** The active-content names found (decoded, each once), in the order found. */
  activeContent: string[];
  /** The file is encrypted: its strings and streams cannot be read without the key. */
  encrypted: boolean;
  /** It names a page (`/Type /Page`) somewhere: without one it shows nothing, whatever it is. */
  hasPage: boolean;
  /** Why part of the file could not be checked, or null. */
  uncheckable: string | null;
}

/** `/Filter` and `/DecodeParms` as lists (each may be one value or an array). */
function asList(value: PdfValue | undefined): PdfValue[] {
  if (value === undefined) return [];
  return value.type === 'array' ? value.items : [value];
}

/**
 * An object stream holds other objects' dictionaries. Readers find one by its `/Type /ObjStm`, or (pdf.js,
 * MuPDF) by `/N` and `/First` alone, so any of the three counts. ICC colour profiles carry `/N` too, and are
 * decoded with them: they are small.
 */
function isObjectStream(dict: Map<string, PdfValue>): boolean {
  const type = dict.get('Type');
  return (type?.type === 'name' && type.name === 'ObjStm') || dict.has('N') || dict.has('First');
}

/**
 * One of a stream's decoding keys. Readers differ on the short forms (pdf.js takes `/F` for `/Filter` and
 * `/DP` for `/DecodeParms` on any stream, PDFium only the long ones), so a stream that gives both, unequal,
 * is read differently by each and cannot be checked.
 */
function decodingKey(dict: Map<string, PdfValue>, long: string, short: string): PdfValue[] | 'ambiguous' {
  const full = dict.get(long);
  const abbreviated = dict.get(short);
  if (full !== undefined && abbreviated !== undefined && JSON.stringify(full) !== JSON.stringify(abbreviated)) return 'ambiguous';
  return asList(full ?? abbreviated);
}

/**
 * An object stream's decoded bytes, or why they cannot be had. Only FlateDecode (what every writer uses for
 * object streams) is decoded, without a predictor, within what is left of MAX_PDF_INFLATED_BYTES.
 */
function decodeObjectStream(pdf: Buffer, stream: PdfStream, budget: { left: number }): Buffer | string {
  const filters = decodingKey(stream.dict, 'Filter', 'F');
  const params = decodingKey(stream.dict, 'DecodeParms', 'DP');
  if (filters === 'ambiguous' || params === 'ambiguous') return 'an object stream whose filters readers read differently';
  // Each filter's parameters: none (`null`), or a dictionary without a predictor (which would scramble the bytes).
  const plain = params.every((p) => {
    if (p.type === 'other') return true;
    const predictor = p.type === 'dict' ? p.entries.get('Predictor') : undefined;
    return p.type === 'dict' && (predictor === undefined || (predictor.type === 'number' && predictor.value <= 1));
  });
  if (!plain) return 'an object stream with a predictor';
  let data = pdf.subarray(stream.dataStart, stream.dataEnd);
  for (const filter of filters) {
    if (filter.type !== 'name' || (filter.name !== 'FlateDecode' && filter.name !== 'Fl')) return 'an object stream in a compression the check does not read';
    if (budget.left <= 0) return 'object streams that inflate too far';
    try {
      data = zlib.inflateSync(data, { maxOutputLength: budget.left });
    } catch {
      return 'an object stream that does not inflate (damaged, or larger than the limit)';
    }
    budget.left -= data.length;
  }
  return data;
}

/**
 * The file's text a reader parses as objects: everything but the data of its streams. A stream's data is
 * kept when an object header (`12 0 obj`) stands in it, since the cross-reference table could point a
 * reader there; without one it is pixels, fonts or page drawing, and its bytes would only raise false
 * alarms on short names like /JS.
 */
function objectText(text: string, streams: PdfStream[]): { text: string; skipped: Array<[number, number]> } {
  const skipped = streams
    .filter((stream) => !holdsObjectHeader(text.slice(stream.dataStart, stream.dataEnd)))
    .map((stream): [number, number] => [stream.dataStart, stream.dataEnd]);
  const parts: string[] = [];
  let at = 0;
  for (const [start, end] of skipped) {
    parts.push(text.slice(at, start));
    at = Math.max(at, end);
  }
  parts.push(text.slice(at));
  // A space between the parts, so a name cannot be glued together across a stream's data.
  return { text: parts.join(' '), skipped };
}

/**
 * Whether a `stream` keyword stands where the walk read no stream: it could start an object stream the scan
 * never decoded. Inside skipped stream data it is only bytes (a word on a page, a run of pixels). Keywords and
 * skipped ranges both come in file order, so one pass over each.
 */
function hasUnreadStream(text: string, streams: PdfStream[], skipped: Array<[number, number]>): boolean {
  const known = new Set(streams.map((stream) => stream.keywordAt));
  let range = 0;
  for (const at of streamKeywordPositions(text)) {
    if (known.has(at)) continue;
    while (range < skipped.length && skipped[range][1] <= at) range += 1;
    if (range >= skipped.length || at < skipped[range][0]) return true;
  }
  return false;
}

export function scanPdf(pdf: Buffer): PdfScan {
  const text = pdf.toString('latin1');
  const streams = readPdfStreams(text);
  const outside = objectText(text, streams);
  const names = namesIn(outside.text);
  let uncheckable: string | null = null;

  if (hasUnreadStream(text, streams, outside.skipped)) uncheckable = 'a stream the check could not read';

  const budget = { left: MAX_PDF_INFLATED_BYTES };
  for (const stream of streams.filter((s) => isObjectStream(s.dict))) {
    const decoded = decodeObjectStream(pdf, stream, budget);
    if (typeof decoded === 'string') {
      uncheckable ??= decoded;
      continue;
    }
    const objects = decoded.toString('latin1');
    names.push(...namesIn(objects));
    // The spec keeps streams out of object streams, but pdf.js reads one there, and it could be another
    // object stream, compressed inside this one.
    if (streamKeywordPositions(objects).length > 0) uncheckable ??= 'a stream inside an object stream';
  }

  return {
    activeContent: [...new Set(names.filter((name) => ACTIVE_CONTENT_NAMES.has(name)))],
    encrypted: names.includes('Encrypt'),
    hasPage: names.includes('Page'),
    uncheckable,
  };
}
