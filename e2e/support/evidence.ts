import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { EvidenceKind } from '../../lib/domain/evidence';
import { dataServiceUrl, NEEDS_DATA_SERVICE } from './dataService';

/**
 * A photo as a phone camera takes one: a scene of blocks and gradients drawn from `seed`, so photos of
 * different seeds are different photos to the service's perceptual hash, and the same seed is the same photo.
 * JPEG, 960×1280, a few hundred kB.
 */
export async function cameraPhoto(seed: number, size = { width: 960, height: 1280 }, { noise = 30 } = {}): Promise<Buffer> {
  const { width, height } = size;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2_654_435_761 + 1;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const blocks = Array.from({ length: 12 }, () => ({ x: random() * width, y: random() * height, r: 80 + random() * 300, c: [random() * 255, random() * 255, random() * 255] }));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      let [r, g, b] = [(x / width) * 120, (y / height) * 120, 60];
      for (const block of blocks) {
        if (Math.abs(x - block.x) < block.r && Math.abs(y - block.y) < block.r / 2) [r, g, b] = block.c;
      }
      const grain = (random() - 0.5) * noise;
      pixels[i] = Math.max(0, Math.min(255, r + grain));
      pixels[i + 1] = Math.max(0, Math.min(255, g + grain));
      pixels[i + 2] = Math.max(0, Math.min(255, b + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 88 }).toBuffer();
}

let photoSeed = Math.floor(Math.random() * 1_000_000);
/** A photo no other test uses. */
export const freshPhoto = () => cameraPhoto((photoSeed += 1));

const uploadsUrl = () => {
  if (!dataServiceUrl) throw new Error(NEEDS_DATA_SERVICE);
  return new URL('/v1/uploads', dataServiceUrl).toString();
};

/**
 * Uploads a file as the app does (tus: create, then send it), as the agent of `token`: its evidence id.
 * For the tests whose subject comes after the upload (a claim filed through the API, a sale made by a script).
 */
export async function uploadEvidence(request: APIRequestContext, token: string, kind: EvidenceKind, bytes: Buffer, fileName = 'photo.jpg'): Promise<string> {
  const metadata = [`kind ${Buffer.from(kind).toString('base64')}`, `filename ${Buffer.from(fileName).toString('base64')}`].join(',');
  const created = await request.post(uploadsUrl(), {
    headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', 'upload-length': String(bytes.length), 'upload-metadata': metadata },
  });
  if (created.status() !== 201) throw new Error(`upload not created: ${created.status()} ${await created.text()}`);
  const location = new URL(created.headers().location, uploadsUrl()).toString();
  const sent = await request.patch(location, {
    headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    data: bytes,
  });
  if (sent.status() !== 204) throw new Error(`upload refused: ${sent.status()} ${await sent.text()}`);
  return location.split('/').pop() as string;
}

/** The three inspection photos a sale on the seed's plans needs, uploaded: their evidence ids. */
export async function inspectionPhotoIds(request: APIRequestContext, token: string): Promise<string[]> {
  const ids: string[] = [];
  for (const kind of ['DEVICE_FRONT', 'DEVICE_BACK', 'IMEI_SCREEN'] as const) ids.push(await uploadEvidence(request, token, kind, await freshPhoto()));
  return ids;
}
