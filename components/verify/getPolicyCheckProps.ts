import type { GetServerSideProps } from 'next';
import type { ParsedUrlQuery } from 'node:querystring';
import { verificationPath } from '@/components/cards/urls';
import { isVerificationCode, normalizePolicyNumber, validateImeiLast4, validatePolicyNumber } from '@/lib/validation/protectionCard';
import { cardCheckStatus } from './cardCheckStatus';
import { checkCard, type CardCheck } from './checkCard';
import { setPublicHeaders } from './setPublicHeaders';

export interface PolicyCheckValues {
  policy: string;
  imei: string;
}

export interface PolicyCheckProps {
  /** As typed, for the form to show again. */
  values: PolicyCheckValues;
  /** A message per field that is not right. */
  errors: Partial<Record<keyof PolicyCheckValues, string>>;
  /** What the check found; null when nothing was asked yet or a field is not right. */
  check: Exclude<CardCheck, { kind: 'imei-refused' }> | null;
  /** This page again, for "Try again" when the service did not answer. */
  retryPath: string;
}

// Longer than any policy number or IMEI ending with spaces in it: the rest is not kept.
const MAX_VALUE_LENGTH = 40;

const read = (query: ParsedUrlQuery, name: string) => {
  const value = query[name];
  return (Array.isArray(value) ? value[0] : value)?.slice(0, MAX_VALUE_LENGTH);
};

/**
 * /verify (the policy-number form), on the server: submitted with GET (`?policy=…&imei=…`), it works
 * without JavaScript. Each field's message comes from the shared rules; a card's verification code typed
 * as the policy number goes to that card's page.
 */
export const getPolicyCheckProps: GetServerSideProps<PolicyCheckProps> = async ({ query, req, res, resolvedUrl }) => {
  setPublicHeaders(res);
  const policy = read(query, 'policy');
  const imei = read(query, 'imei');
  const values = { policy: policy ?? '', imei: imei ?? '' };
  const props = { values, errors: {}, check: null, retryPath: resolvedUrl };
  if (policy === undefined && imei === undefined) return { props };
  if (isVerificationCode(values.policy)) return { redirect: { destination: verificationPath(values.policy.trim()), permanent: false } };

  const errors = { policy: validatePolicyNumber(values.policy), imei: validateImeiLast4(values.imei) };
  if (errors.policy !== undefined || errors.imei !== undefined) {
    res.statusCode = 400;
    return { props: { ...props, errors: withoutUndefined(errors) } };
  }

  const check = await checkCard(req, normalizePolicyNumber(values.policy), values.imei.trim());
  res.statusCode = cardCheckStatus(check);
  if (check.kind === 'imei-refused') return { props: { ...props, errors: { imei: check.message } } };
  return { props: { ...props, check } };
};

// Next refuses `undefined` in props: a field without a message is left out.
function withoutUndefined(errors: Record<keyof PolicyCheckValues, string | undefined>): PolicyCheckProps['errors'] {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}
