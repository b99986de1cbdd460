import type { Options } from 'browser-image-compression';
import { loadOnce } from '@/lib/network/loadOnce';

/** What a slot takes: a photo only, or (the police report) a photo or the PDF the station sent. */
export type EvidenceAccepts = 'photo' | 'photo-or-pdf';

/**
 * The library's own copy, emitted by the bundler as a static file of ours (`/_next/static/media/…`, byte for
 * byte the package's): its worker loads it with `importScripts`. Without `libURL` the worker fetches it from
 * cdn.jsdelivr.net — a third party's script in our worker, on the agent's data — and the app's CSP
 * (`'strict-dynamic'`) would let it. Next's bundlers make this URL relative: see workerScriptUrl.
 */
const WORKER_SCRIPT_URL = new URL('../../node_modules/browser-image-compression/dist/browser-image-compression.js', import.meta.url);

/**
 * `libURL` made absolute against the page: the worker runs from a blob: URL, against which `importScripts`
 * cannot resolve `/_next/…` (it failed so in Chromium, and the library silently compressed on the main thread).
 */
export function workerScriptUrl(libURL: string, pageUrl: string): string {
  return new URL(libURL, pageUrl).href;
}

/**
 * How a photo is prepared on the phone before it is sent: its long edge at most 1600 px, re-encoded as JPEG
 * from quality 0.8 down until it is under ~0.45 MB (a 12 MP phone photo comes out at 100–350 kB, measured in
 * Chromium), off the main thread, and without its EXIF (the phone's GPS position and serial stay on it; see
 * compressPhoto for the one exception).
 */
export const PHOTO_COMPRESSION = {
  maxWidthOrHeight: 1600,
  maxSizeMB: 0.45,
  fileType: 'image/jpeg',
  initialQuality: 0.8,
  useWebWorker: true,
  preserveExif: false,
  maxIteration: 10,
  libURL: WORKER_SCRIPT_URL.href,
} as const satisfies Options;

export const PDF_TYPE = 'application/pdf';

/** Refusal messages said on the phone before anything is sent (the server checks again). */
export const NOT_A_PHOTO_MESSAGE = 'This file is not a photo. Take a photo with the camera.';
export const NOT_A_PHOTO_OR_PDF_MESSAGE = 'This file is neither a photo nor a PDF. Take a photo of it, or choose its PDF.';
export const EMPTY_FILE_MESSAGE = 'This file is empty. Take the photo again.';
export const PHOTO_UNREADABLE_MESSAGE = 'This photo could not be prepared for sending. Take it again.';

/** A file the phone refuses before sending it; `message` is for the agent. */
export class PhotoRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoRefusedError';
  }
}

// Some pickers (files chosen from storage, some Android galleries) give no type: the name's ending decides.
const PHOTO_ENDINGS = /\.(jpe?g|png|webp|heic|heif|gif|bmp)$/i;
const PDF_ENDING = /\.pdf$/i;

type FileKind = 'photo' | 'pdf' | 'other';

/**
 * Photos sent uncompressed when this phone cannot compress them: the data service reads these (its limit,
 * 10 MB, leaves room for a 12 MP camera's photo), and it, not the phone, then keeps or drops their EXIF.
 */
const SENT_AS_IS_WHEN_UNCOMPRESSED: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp']);

function fileKind(file: File): FileKind {
  const type = file.type.toLowerCase();
  if (type === PDF_TYPE) return 'pdf';
  // A vector drawing is no photo, and may carry script.
  if (type === 'image/svg+xml') return 'other';
  if (type.startsWith('image/')) return 'photo';
  if (type !== '' && type !== 'application/octet-stream') return 'other';
  if (PDF_ENDING.test(file.name)) return 'pdf';
  return PHOTO_ENDINGS.test(file.name) ? 'photo' : 'other';
}

/** `front.heic` → `front.jpg`: the name says what is sent. */
function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'photo';
  return `${base}.jpg`;
}

/**
 * Loads the library's code (once; a failed load is asked again next time). Started when a photo field
 * appears, so a photo taken after the signal went still finds it.
 */
export const loadPhotoCompression = loadOnce(() => import('browser-image-compression'));

/**
 * The file to send for `file`: a photo compressed by PHOTO_COMPRESSION (always re-encoded, so EXIF is dropped
 * even from a small one; sent as it is only when this phone cannot compress it), a PDF untouched where the
 * slot accepts one; anything else refused with a PhotoRefusedError. The library loads only now, never with a
 * page.
 */
export async function compressPhoto(file: File, accepts: EvidenceAccepts = 'photo-or-pdf'): Promise<File> {
  const kind = fileKind(file);
  if (kind === 'other' || (kind === 'pdf' && accepts === 'photo')) {
    throw new PhotoRefusedError(accepts === 'photo' ? NOT_A_PHOTO_MESSAGE : NOT_A_PHOTO_OR_PDF_MESSAGE);
  }
  if (file.size === 0) throw new PhotoRefusedError(EMPTY_FILE_MESSAGE);
  if (kind === 'pdf') return file.type === PDF_TYPE ? file : new File([file], file.name, { type: PDF_TYPE, lastModified: file.lastModified });

  // A failure to load the code (no signal before it came) is no refusal: it is thrown as it is.
  const { default: imageCompression } = await loadPhotoCompression();
  // The library decides "image" by the type: a typeless photo (by its name) is given one.
  const input = file.type.startsWith('image/') ? file : new File([file], file.name, { type: 'image/jpeg', lastModified: file.lastModified });
  let compressed: Blob;
  try {
    compressed = await imageCompression(input, { ...PHOTO_COMPRESSION, libURL: workerScriptUrl(PHOTO_COMPRESSION.libURL, document.baseURI) });
  } catch {
    // A phone out of memory for the canvas, or a format this browser cannot draw (HEIC outside Safari). A
    // format the server reads goes as it is (its limits and checks still apply); any other is asked again.
    if (SENT_AS_IS_WHEN_UNCOMPRESSED.has(input.type)) return input;
    throw new PhotoRefusedError(PHOTO_UNREADABLE_MESSAGE);
  }
  return new File([compressed], jpegName(file.name), { type: PHOTO_COMPRESSION.fileType, lastModified: file.lastModified });
}
