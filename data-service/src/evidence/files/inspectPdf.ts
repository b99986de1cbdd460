import { createHash } from 'node:crypto';
import { MAX_PDF_BYTES } from './fileLimits';
import { PDF_MESSAGES, refuse, type FileRefusal, type InspectedFile } from './inspectionResult';
import { scanPdf } from './scanPdf';

/**
 * A police report sent as a PDF is stored byte for byte as it came (rewriting it could change what it
 * shows), so it is only let in whole and inert: a PDF header, an end, a page, and nothing that runs, reaches
 * out or carries another file (scanPdf.ts).
 */

/**
 * How near the end `%%EOF` must be. The spec puts it on the last line; readers allow some bytes after it,
 * and so does this, but not a whole second file appended to the PDF.
 */
const EOF_WINDOW = 1024;

/** Checks a file whose bytes start with `%PDF-`. */
export function inspectPdf(bytes: Buffer): InspectedFile | FileRefusal {
  if (bytes.length > MAX_PDF_BYTES) return refuse('too-large', PDF_MESSAGES.tooLarge);
  if (!/^%PDF-\d\.\d/.test(bytes.toString('latin1', 0, 16))) return refuse('unreadable-pdf');
  // Without it the file was cut short on the way (or is not a PDF at all).
  if (!bytes.subarray(-EOF_WINDOW).includes('%%EOF')) return refuse('unreadable-pdf');

  const scan = scanPdf(bytes);
  if (scan.encrypted) return refuse('unreadable-pdf', PDF_MESSAGES.locked);
  if (scan.activeContent.length > 0) return refuse('pdf-active-content');
  if (scan.uncheckable) return refuse('unreadable-pdf', PDF_MESSAGES.uncheckable);
  if (!scan.hasPage) return refuse('unreadable-pdf');

  return { ok: true, mime: 'application/pdf', extension: 'pdf', bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}
