import type { GetServerSideProps } from 'next';
import { VERIFY_PATH } from '@/components/cards/urls';
import { isPolicyNumber, isVerificationCode, normalizePolicyNumber } from '@/lib/validation/protectionCard';
import { cardCheckStatus } from './cardCheckStatus';
import { checkCard, type CardCheck } from './checkCard';
import { setPublicHeaders } from './setPublicHeaders';

export interface VerifyCodeProps {
  /** What the check found; never `imei-refused` (a code needs no digits). */
  check: Exclude<CardCheck, { kind: 'imei-refused' }>;
  /** This page again, for "Try again" when the service did not answer. */
  retryPath: string;
}

/**
 * /verify/[code] (a card's QR link), on the server: a malformed code is not found without asking; a policy
 * number typed into the address goes to the policy-number form (it needs the IMEI's digits).
 */
export const getVerifyCodeProps: GetServerSideProps<VerifyCodeProps> = async ({ params, req, res, resolvedUrl }) => {
  setPublicHeaders(res);
  const code = typeof params?.code === 'string' ? params.code : '';
  if (isPolicyNumber(code)) {
    const destination = `${VERIFY_PATH}?${new URLSearchParams({ policy: normalizePolicyNumber(code) }).toString()}`;
    return { redirect: { destination, permanent: false } };
  }
  const found = isVerificationCode(code) ? await checkCard(req, code.trim()) : ({ kind: 'not-found' } as const);
  // A code needs no IMEI digits: a refusal of them would be the service not answering as agreed.
  const check = found.kind === 'imei-refused' ? ({ kind: 'unavailable' } as const) : found;
  res.statusCode = cardCheckStatus(check);
  return { props: { check, retryPath: resolvedUrl } };
};
