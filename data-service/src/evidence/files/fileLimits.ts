/**
 * What an evidence file may be, checked on the server whatever the phone did. The app sends photos already
 * compressed (about 1600 px on the long side, a few hundred kB), so every limit here sits far above what it
 * sends: they stop a file that did not come through the app, or one made to hurt the server.
 */

/**
 * Largest photo, in bytes: ten times what the app sends, and still room for a photo straight from a 12 MP
 * camera (3–8 MB) sent from a browser that could not compress it.
 */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/**
 * Largest PDF, in bytes: a police report of a few scanned pages is well under this; the same figure as a
 * photo so an agent meets one limit.
 */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

/**
 * Most pixels (width × height) a photo may declare, checked on its header before any pixel is decoded: a
 * file of a few kB can declare an image that takes gigabytes of memory to open (a decompression bomb).
 * 50 MP is above a 48 MP phone camera's full-size photo; decoded, it is about 150 MB. Also given to sharp as
 * `limitInputPixels`, so the decoder refuses it too.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;

/** Shortest side of a usable photo, in pixels: below this a crack or the IMEI digits cannot be read. */
export const MIN_PHOTO_EDGE = 200;

/**
 * Longest side of a stored photo, in pixels: larger photos are scaled down, never up. 2048 px still shows a
 * hairline crack and the IMEI digits, and keeps a stored photo to a few hundred kB; it is above the app's
 * 1600 px, so the app's photos keep their size.
 */
export const MAX_STORED_PHOTO_EDGE = 2048;

/**
 * Most bytes a PDF's compressed object streams may inflate to, all together. They hold only the document's
 * dictionaries (a few kB a page), so more than this is a zip bomb, not a police report.
 */
export const MAX_PDF_INFLATED_BYTES = 16 * 1024 * 1024;
