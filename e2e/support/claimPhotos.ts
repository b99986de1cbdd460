import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { addDays, addMonths, lagosToday } from '../../lib/validation/dates';
import { asAdmin } from './backOffice';
import { onboardSellableDevice } from './customers';
import { graphql, type AgentSession } from './dataService';
import { freshPhoto, inspectionPhotoIds, uploadEvidence } from './evidence';
import { E2E_STORAGE_DIR } from './storageDir';

/** A file as a browser's file chooser hands it over (Playwright's `setInputFiles`). */
export interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A photo as the phone's camera hands it to the page. */
export const asCameraPhoto = (buffer: Buffer, name = 'IMG_0001.jpg'): ChosenFile => ({ name, mimeType: 'image/jpeg', buffer });

/**
 * A small valid PDF of one blank A4 page, as a police station's scanner writes one: catalog, pages, page,
 * an empty content stream, a cross-reference table with each object's offset, and `%%EOF`.
 */
export function policeReportPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << >> >>',
    '<< /Length 0 >>\nstream\n\nendstream',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A program renamed to look like a photo: a Windows executable's `MZ` header and some bytes. */
export function renamedExecutable(): ChosenFile {
  const buffer = Buffer.alloc(4096, 0x90);
  buffer.write('MZ', 0, 'latin1');
  buffer.write('This program cannot be run in DOS mode.', 78, 'latin1');
  return { name: 'photo.jpg', mimeType: 'image/jpeg', buffer };
}

/**
 * An order the agent sold (from its wallet, with the inspection photos) on a plan that covers `covers`, its
 * cover moved back 40 days (or `coverStartedDaysAgo`) through the admin role: past the waiting periods (14 days, 30 for theft).
 */
export async function claimableOrder(
  request: APIRequestContext,
  session: AgentSession,
  covers: 'SCREEN' | 'THEFT',
  { coverStartedDaysAgo = 40 } = {},
): Promise<{ orderId: string; deviceId: string; imei: string }> {
  const plans = await graphql<{ plan: { id: string; covers: string[] }[] }>(request, '{ plan(where: { active: { _eq: true } }, order_by: { name: asc }) { id covers } }', {}, session.token);
  const plan = plans.plan.find((candidate) => candidate.covers.includes(covers));
  if (!plan) throw new Error(`no plan covers ${covers}`);
  const device = await onboardSellableDevice(request, session.token);
  const sale = await graphql<{ buy_plan: { order_id: string } }>(
    request,
    `mutation ($key: uuid!, $device: uuid!, $plan: uuid!, $photos: [uuid!]) {
      buy_plan(idempotency_key: $key, device_id: $device, plan_id: $plan, billing: PREPAID, payment_method: WALLET, inspection_evidence_ids: $photos) { order_id }
    }`,
    { key: crypto.randomUUID(), device: device.deviceId, plan: plan.id, photos: await inspectionPhotoIds(request, session.token) },
    session.token,
  );
  const startsOn = addDays(lagosToday(), -coverStartedDaysAgo);
  await asAdmin(request, `mutation ($id: uuid!, $starts: date!, $ends: date!) { update_plan_order_by_pk(pk_columns: { id: $id }, _set: { starts_on: $starts, ends_on: $ends }) { id } }`, {
    id: sale.buy_plan.order_id,
    starts: startsOn,
    ends: addDays(addMonths(startsOn, 12), -1),
  });
  return { orderId: sale.buy_plan.order_id, deviceId: device.deviceId, imei: device.imei };
}

/** A screen claim filed through the API with the damage photo `photo` (uploaded as the app does): its id and reference. */
export async function fileScreenClaimWithPhoto(request: APIRequestContext, session: AgentSession, photo: Buffer = Buffer.alloc(0)): Promise<{ claimId: string; reference: string; evidenceId: string }> {
  const { orderId } = await claimableOrder(request, session, 'SCREEN');
  const evidenceId = await uploadEvidence(request, session.token, 'DAMAGE', photo.length > 0 ? photo : await freshPhoto());
  const filed = await graphql<{ submit_claim: { claim_id: string; reference: string } }>(
    request,
    `mutation ($key: uuid!, $order: uuid!, $date: date!, $photos: [uuid!]) {
      submit_claim(idempotency_key: $key, order_id: $order, claim_type: SCREEN, incident_date: $date, description: "The phone fell in the market and the screen cracked across.", evidence_ids: $photos) { claim_id reference }
    }`,
    { key: crypto.randomUUID(), order: orderId, date: addDays(lagosToday(), -2), photos: [evidenceId] },
    session.token,
  );
  return { claimId: filed.submit_claim.claim_id, reference: filed.submit_claim.reference, evidenceId };
}

/** An `evidence` row as the database holds it. */
export interface StoredEvidence {
  id: string;
  kind: string;
  content_type: string;
  partner_id: string;
  claim_id: string | null;
  device_id: string | null;
  attached_at: string | null;
  matches: { distance: number; matched_evidence_id: string }[];
}

const EVIDENCE_FIELDS = 'id kind content_type partner_id claim_id device_id attached_at matches { distance matched_evidence_id }';

/** The claim's files, oldest first, read as the admin role (what the database holds, not what a screen shows). */
export async function claimEvidence(request: APIRequestContext, claimId: string): Promise<StoredEvidence[]> {
  const data = await asAdmin<{ evidence: StoredEvidence[] }>(
    request,
    `query ($claim: uuid!) { evidence(where: { claim_id: { _eq: $claim } }, order_by: [{ created_at: asc }, { id: asc }]) { ${EVIDENCE_FIELDS} } }`,
    { claim: claimId },
  );
  return data.evidence;
}

/** Where the e2e run's data service stored a file (the disk store's key under STORAGE_DIR). */
export function storedFilePath(evidence: Pick<StoredEvidence, 'id' | 'partner_id' | 'content_type'>): string {
  const extension = evidence.content_type === 'application/pdf' ? 'pdf' : 'jpg';
  return path.join(E2E_STORAGE_DIR, 'evidence', evidence.partner_id, `${evidence.id}.${extension}`);
}

/** The stored file's first bytes, or undefined when it is not there. */
export function storedFileStart(evidence: Pick<StoredEvidence, 'id' | 'partner_id' | 'content_type'>, length = 5): Buffer | undefined {
  const file = storedFilePath(evidence);
  if (!fs.existsSync(file)) return undefined;
  const handle = fs.openSync(file, 'r');
  try {
    const bytes = Buffer.alloc(length);
    fs.readSync(handle, bytes, 0, length, 0);
    return bytes;
  } finally {
    fs.closeSync(handle);
  }
}
