import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_LINK_LIFETIME_MS, type PasswordLinkPurpose } from '@/lib/domain/passwordLinks';
import type { Queryable } from '../../db/types';

/**
 * One-time password links (migration 0021): the token is 256 random bits, given to the caller once; the
 * database keeps its SHA-256 alone (a copy of the table opens no account). A new link of an account ends
 * its earlier ones (they expire now), so only the link last shared works.
 */

/** The stored form of a token: a fast hash suffices, the token being as long as a key. */
export const linkTokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export interface NewPasswordLink {
  token: string;
  expiresAt: Date;
}

export async function makePasswordLink(
  tx: Queryable,
  link: { partnerId: string; agentId: string; purpose: PasswordLinkPurpose; createdBy: string | null; now: Date },
): Promise<NewPasswordLink> {
  await endPasswordLinks(tx, link.agentId, link.now);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(link.now.getTime() + PASSWORD_LINK_LIFETIME_MS[link.purpose]);
  await tx.query(
    `INSERT INTO public.password_link (partner_id, agent_id, purpose, token_hash, created_by, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [link.partnerId, link.agentId, link.purpose, linkTokenHash(token), link.createdBy, link.now.toISOString(), expiresAt.toISOString()],
  );
  return { token, expiresAt };
}

/** Every link of the account that still works stops working now. */
export async function endPasswordLinks(tx: Queryable, agentId: string, now: Date): Promise<void> {
  await tx.query(`UPDATE public.password_link SET expires_at = $2 WHERE agent_id = $1 AND used_at IS NULL AND expires_at > $2`, [agentId, now.toISOString()]);
}

export type PasswordLinkRow = {
  id: string;
  partner_id: string;
  agent_id: string;
  purpose: PasswordLinkPurpose;
  expires_at: Date;
  used_at: Date | null;
  first_name: string;
  phone: string;
  status: string;
  partner_name: string;
  partner_code: string;
};

/** The link a token opens, with its account and partner; `lock` holds the link until the transaction ends. */
export async function findPasswordLink(tx: Queryable, token: string, options: { lock?: boolean } = {}): Promise<PasswordLinkRow | undefined> {
  const { rows } = await tx.query<PasswordLinkRow>(
    `SELECT l.id, l.partner_id, l.agent_id, l.purpose, l.expires_at, l.used_at, a.first_name, a.phone, a.status, p.name AS partner_name, p.code AS partner_code
       FROM public.password_link l JOIN public.agent a ON a.id = l.agent_id JOIN public.partner p ON p.id = l.partner_id
      WHERE l.token_hash = $1${options.lock ? ' FOR UPDATE OF l' : ''}`,
    [linkTokenHash(token)],
  );
  return rows[0] && { ...rows[0], expires_at: new Date(rows[0].expires_at), used_at: rows[0].used_at === null ? null : new Date(rows[0].used_at) };
}

/** What the holder may do with the link at `now`. */
export function passwordLinkState(link: Pick<PasswordLinkRow, 'used_at' | 'expires_at'>, now: Date): 'VALID' | 'EXPIRED' | 'USED' {
  if (link.used_at !== null) return 'USED';
  return link.expires_at.getTime() <= now.getTime() ? 'EXPIRED' : 'VALID';
}
