/**
 * What a file really is, read from its first bytes (its "magic number"), never from its name or the type the
 * phone declared: both are whatever the sender chose, and a program renamed IMG_0001.jpg is still a program.
 * Only the types evidence may be are named; everything else (programs, scripts, archives, videos, other image
 * formats) is `unknown` and refused.
 *
 * HEIC (an iPhone's "High Efficiency" photos) and AVIF are both HEIF files, told apart by their brands: the
 * server opens each only if this build of sharp can decode its compression (inspectPhoto.ts).
 */
export type SniffedFileType = 'jpeg' | 'png' | 'webp' | 'heic' | 'avif' | 'pdf' | 'unknown';

/** The types a photo may arrive as. */
export type PhotoFileType = Exclude<SniffedFileType, 'pdf' | 'unknown'>;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// HEIF brands (ISO/IEC 23008-12 and the AVIF specification): which compression the pictures use.
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const AV1_BRANDS = new Set(['avif', 'avis']);
// A HEIF file that names no compression: phones that write these use HEVC.
const GENERIC_HEIF_BRANDS = new Set(['mif1', 'msf1']);

function startsWith(bytes: Buffer, signature: Buffer | string, offset = 0): boolean {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : signature;
  return bytes.length >= offset + expected.length && bytes.subarray(offset, offset + expected.length).equals(expected);
}

/**
 * A HEIF file starts with an `ftyp` box: its size, `ftyp`, a major brand, a version, then compatible brands.
 * The major brand decides; else any compatible one (an MP4 video has an `ftyp` box too, with other brands).
 */
function sniffHeif(bytes: Buffer): 'heic' | 'avif' | 'unknown' {
  if (bytes.length < 16 || !startsWith(bytes, 'ftyp', 4)) return 'unknown';
  const boxSize = bytes.readUInt32BE(0);
  if (boxSize < 16 || boxSize > bytes.length) return 'unknown';
  const major = bytes.toString('latin1', 8, 12);
  const compatible: string[] = [];
  for (let at = 16; at + 4 <= boxSize; at += 4) compatible.push(bytes.toString('latin1', at, at + 4));
  for (const brands of [[major], compatible]) {
    if (brands.some((brand) => AV1_BRANDS.has(brand))) return 'avif';
    if (brands.some((brand) => HEVC_BRANDS.has(brand))) return 'heic';
  }
  return GENERIC_HEIF_BRANDS.has(major) || compatible.some((brand) => GENERIC_HEIF_BRANDS.has(brand)) ? 'heic' : 'unknown';
}

/**
 * The file's type from its content. A PDF's `%PDF-` must be the very first bytes: readers also accept it
 * anywhere in the first 1024 bytes, but that leeway is what lets one file be a web page or an archive and a
 * PDF at once, and scanners and phones always write it first.
 */
export function sniffFileType(bytes: Buffer): SniffedFileType {
  if (startsWith(bytes, Buffer.from([0xff, 0xd8, 0xff]))) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'webp';
  if (startsWith(bytes, '%PDF-')) return 'pdf';
  return sniffHeif(bytes);
}
