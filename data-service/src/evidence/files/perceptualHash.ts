import sharp from 'sharp';
import { MAX_PHOTO_PIXELS } from './fileLimits';

/**
 * A photo's perceptual hash (the DCT "pHash"): 64 bits that stay nearly the same when the same photo is sent
 * again re-compressed, resized, a little cropped or brightened, and differ in about half their bits between
 * two different photos. It finds a damage photo used again on another claim, where the SHA-256 of the bytes
 * differs as soon as the photo is saved again.
 *
 * The photo is made grey and 32 × 32 (detail and noise gone, the layout of light and dark kept), its 2-D DCT
 * taken, and the 8 × 8 lowest frequencies kept without the first row and column (as the pHash library
 * does): the DC term is only the overall brightness, and the first row and column carry little but
 * brightness ramps. Each bit says whether its coefficient is above the median of the 64.
 */

const SAMPLE_SIZE = 32;
const HASH_SIZE = 8;

/**
 * Two photos whose hashes differ in at most this many of their 64 bits count as the same photo. Measured on
 * 20 synthetic scenes (evidence-files.test.ts): a copy re-compressed and resized is 0–2 bits away; one
 * cropped 2% a side, brightened and re-compressed 2–10; 2.5% a side up to 12 (cropping is what moves a
 * pHash most: 5% a side reaches 20, and is not caught). Different scenes are 20–46 bits apart (32 on average,
 * as for unrelated photos), so 12 leaves 8 bits of margin below the nearest. Bits flip in pairs around the
 * median, so 12 and 13 mean the same. A match is a lead for a claims officer to look at, never a refusal:
 * two photos of one phone model on the same counter can be near.
 */
export const PHOTO_REUSE_MAX_DISTANCE = 12;

const HEX_HASH = /^[0-9a-f]{16}$/;

/** cos((2x + 1)uπ / 2N) for every frequency u ≤ HASH_SIZE and sample x < N. */
const COSINES: number[][] = Array.from({ length: HASH_SIZE + 1 }, (_, u) =>
  Array.from({ length: SAMPLE_SIZE }, (__, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SAMPLE_SIZE))),
);

/** The 2-D DCT-II coefficients (u, v) for 1 ≤ u, v ≤ 8 of a 32 × 32 grey image, row by row (unscaled: only their order matters). */
function lowFrequencies(grey: Buffer): number[] {
  // Along each row first, then down the columns, for only the frequencies kept.
  const rows: number[][] = [];
  for (let y = 0; y < SAMPLE_SIZE; y += 1) {
    const row: number[] = [];
    for (let v = 1; v <= HASH_SIZE; v += 1) {
      let sum = 0;
      for (let x = 0; x < SAMPLE_SIZE; x += 1) sum += grey[y * SAMPLE_SIZE + x] * COSINES[v][x];
      row.push(sum);
    }
    rows.push(row);
  }
  const coefficients: number[] = [];
  for (let u = 1; u <= HASH_SIZE; u += 1) {
    for (let v = 0; v < HASH_SIZE; v += 1) {
      let sum = 0;
      for (let y = 0; y < SAMPLE_SIZE; y += 1) sum += rows[y][v] * COSINES[u][y];
      coefficients.push(sum);
    }
  }
  return coefficients;
}

/** The 64 bits, first coefficient first, as 16 lowercase hex digits. */
function toHex(bits: boolean[]): string {
  let hex = '';
  for (let i = 0; i < bits.length; i += 4) {
    const nibble = (Number(bits[i]) << 3) | (Number(bits[i + 1]) << 2) | (Number(bits[i + 2]) << 1) | Number(bits[i + 3]);
    hex += nibble.toString(16);
  }
  return hex;
}

/** The perceptual hash of a photo the server can open (the stored JPEG), as 16 lowercase hex digits. */
export async function perceptualHash(photo: Buffer): Promise<string> {
  const { data, info } = await sharp(photo, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1 || data.length !== SAMPLE_SIZE * SAMPLE_SIZE) throw new Error(`perceptualHash: expected ${SAMPLE_SIZE}×${SAMPLE_SIZE} grey pixels, got ${info.width}×${info.height}×${info.channels}`);
  const coefficients = lowFrequencies(data);
  const sorted = [...coefficients].sort((a, b) => a - b);
  const median = (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  return toHex(coefficients.map((c) => c > median));
}

/** In how many of their 64 bits two hashes differ (0: the same picture as far as the hash can tell). */
export function hammingDistance(a: string, b: string): number {
  if (!HEX_HASH.test(a) || !HEX_HASH.test(b)) throw new Error('hammingDistance: each hash must be 16 lowercase hex digits');
  let distance = 0;
  for (let i = 0; i < a.length; i += 1) {
    let differing = parseInt(a[i], 16) ^ parseInt(b[i], 16);
    while (differing) {
      distance += differing & 1;
      differing >>= 1;
    }
  }
  return distance;
}
