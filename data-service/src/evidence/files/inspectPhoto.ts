import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, MAX_STORED_PHOTO_EDGE, MIN_PHOTO_EDGE } from './fileLimits';
import { refuse, type FileRefusal, type InspectedFile } from './inspectionResult';
import { perceptualHash } from './perceptualHash';
import type { PhotoFileType } from './sniffFileType';

/**
 * A photo is opened and written again by the server, and only what it wrote is stored: a JPEG the right way
 * up, at most MAX_STORED_PHOTO_EDGE on its long side, with no metadata at all. A phone's EXIF carries the
 * shop's GPS position, the camera's serial number and the time; XMP and IPTC carry editing history. None of
 * it is evidence, and the agent never chose to share it. The ICC colour profile goes too: colours are
 * converted to sRGB, which is what a JPEG without a profile is read as, so an iPhone's Display P3 photo keeps
 * its colours and the stored file carries nothing from the phone.
 */

/** Good enough to see a hairline crack; mozjpeg keeps the file small (sharp's prebuilt binaries include it). */
const JPEG_QUALITY = 82;

/** What sharp calls each type once it has read the header: the content must agree with the magic number. */
const SHARP_FORMAT: Record<PhotoFileType, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', heic: 'heif', avif: 'heif' };

/**
 * Whether this build of sharp can open a HEIF photo of this compression. Its prebuilt binaries decode AVIF
 * but not HEIC (HEVC is patent-encumbered), and say so in the file suffixes they list.
 */
function canDecode(type: 'heic' | 'avif'): boolean {
  const input = sharp.format.heif?.input;
  return Boolean(input?.buffer && input.fileSuffix?.includes(type === 'heic' ? '.heic' : '.avif'));
}

/** The size the photo says it is, read from its header alone: no pixel is decoded yet. */
async function readHeader(bytes: Buffer): Promise<{ format: string; width: number; height: number } | null> {
  try {
    // No pixel limit here: the header is read whatever it declares, and the limit is checked on it below.
    const { format, width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width && height ? { format, width, height } : null;
  } catch {
    return null;
  }
}

/** The photo written again, or null when it cannot be decoded to the end (truncated, corrupt pixel data). */
async function rewrite(bytes: Buffer): Promise<{ data: Buffer; width: number; height: number } | null> {
  try {
    // 'error' refuses truncated and corrupt pixel data; 'warning' would also refuse photos that decode
    // whole but whose encoder left a harmless quirk, and the decoder has read the bytes either way.
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
      .autoOrient()
      // A transparent PNG (a screenshot) on white rather than JPEG's black.
      .flatten({ background: '#ffffff' })
      .resize({ width: MAX_STORED_PHOTO_EDGE, height: MAX_STORED_PHOTO_EDGE, fit: 'inside', withoutEnlargement: true })
      // No withMetadata/keepExif/keepIccProfile: sharp writes none of the input's metadata.
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/** Checks a photo (its type sniffed from its bytes) and writes it again as the JPEG to store. */
export async function inspectPhoto(bytes: Buffer, type: PhotoFileType): Promise<InspectedFile | FileRefusal> {
  if (bytes.length > MAX_PHOTO_BYTES) return refuse('too-large');
  if ((type === 'heic' || type === 'avif') && !canDecode(type)) return refuse('heic-not-supported');

  const header = await readHeader(bytes);
  if (!header || header.format !== SHARP_FORMAT[type]) return refuse('unreadable-image');
  if (header.width * header.height > MAX_PHOTO_PIXELS) return refuse('image-too-big');
  if (Math.min(header.width, header.height) < MIN_PHOTO_EDGE) return refuse('image-too-small');

  const stored = await rewrite(bytes);
  if (!stored) return refuse('unreadable-image');
  // A long thin strip is scaled down to fit the long side and may end up too narrow to see.
  if (Math.min(stored.width, stored.height) < MIN_PHOTO_EDGE) return refuse('image-too-small');

  return {
    ok: true,
    mime: 'image/jpeg',
    extension: 'jpg',
    bytes: stored.data,
    width: stored.width,
    height: stored.height,
    phash: await perceptualHash(stored.data),
    sha256: createHash('sha256').update(stored.data).digest('hex'),
  };
}
