import { expect, type Locator, type Page } from '@playwright/test';
import { EVIDENCE_KIND_LABELS, INSPECTION_KINDS, type InspectionKind } from '../../lib/domain/evidence';
import { freshPhoto } from './evidence';

/** How long a photo may take to be prepared and sent: a run's two cores compress it and the service checks it. */
export const PHOTO_SENT_TIMEOUT = 30_000;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The buy-plan wizard's field of one inspection photo (its group, named by its label). */
export function photoField(page: Page, kind: InspectionKind): Locator {
  return page.getByRole('group', { name: new RegExp(`^${escaped(EVIDENCE_KIND_LABELS[kind])}( \\(required\\))?$`) });
}

/** The photo's camera button: the file input the phone's camera fills (`<input capture>`), named by what it does and the photo. */
export function cameraButton(page: Page, kind: InspectionKind): Locator {
  return photoField(page, kind).getByRole('button', { name: new RegExp(`^(Take photo|Retake|Take it again) ${escaped(EVIDENCE_KIND_LABELS[kind])}`) });
}

/** Takes the photo of `kind` with the phone's camera: a JPEG as a camera makes one. */
export async function takePhoto(page: Page, kind: InspectionKind, buffer?: Buffer): Promise<void> {
  await cameraButton(page, kind).setInputFiles({ name: `IMG_${kind.toLowerCase()}.jpg`, mimeType: 'image/jpeg', buffer: buffer ?? (await freshPhoto()) });
}

/** Waits for "Sent" under the photo of `kind` (the service has it). */
export async function expectPhotoSent(page: Page, kind: InspectionKind): Promise<void> {
  await expect(photoField(page, kind).getByText('Sent', { exact: true })).toBeVisible({ timeout: PHOTO_SENT_TIMEOUT });
}

/**
 * On the wizard's "Photos of the phone" step: takes the front (screen on), the back and the IMEI screen with
 * the camera, waits until each says "Sent", then (unless `next` is false) goes on to the payment.
 */
export async function takeInspectionPhotos(page: Page, { next = true }: { next?: boolean } = {}): Promise<void> {
  const heading = page.getByRole('heading', { level: 2 }).and(page.locator('#buy-plan-step-heading'));
  await expect(heading).toHaveText('Photos of the phone');
  for (const kind of INSPECTION_KINDS) await takePhoto(page, kind);
  for (const kind of INSPECTION_KINDS) await expectPhotoSent(page, kind);
  if (!next) return;
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(heading).toHaveText('Payment');
}
