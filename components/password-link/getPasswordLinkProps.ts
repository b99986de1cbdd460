import type { GetServerSideProps } from 'next';
import { createServerApolloClient, type Visitor } from '@/lib/apollo/serverClient';
import { CheckPasswordLink, type PasswordLinkInfo } from './passwordLinkQuery';

export type LinkCheck = { kind: 'found'; link: PasswordLinkInfo } | { kind: 'not-found' } | { kind: 'unavailable' };

export interface PasswordLinkPageProps {
  check: LinkCheck;
  /** The link's secret, for the form to send with the password. */
  token: string;
  /** This page again, for "Try again" when the service did not answer. */
  retryPath: string;
}

// A token is 43 characters of base64url; anything longer or of other characters is no link of ours.
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * /password/[token], on the server: asks `check_password_link` signed out, for the visitor (a token of no link
 * counts against their address, as a wrong card code does). Never cached, never indexed, and the token is
 * never sent on to another site (no Referer).
 */
export const getPasswordLinkProps: GetServerSideProps<PasswordLinkPageProps> = async ({ params, req, res, resolvedUrl }) => {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Referrer-Policy', 'no-referrer');
  const token = typeof params?.token === 'string' ? params.token : '';
  const check = TOKEN.test(token) ? await findLink(req, token) : ({ kind: 'not-found' } as const);
  if (check.kind === 'not-found') res.statusCode = 404;
  if (check.kind === 'unavailable') res.statusCode = 503;
  return { props: { check, token: check.kind === 'found' ? token : '', retryPath: resolvedUrl } };
};

async function findLink(visitor: Visitor, token: string): Promise<LinkCheck> {
  try {
    const { data } = await createServerApolloClient({ visitor }).query({ query: CheckPasswordLink, variables: { token }, fetchPolicy: 'network-only' });
    return data?.check_password_link ? { kind: 'found', link: data.check_password_link } : { kind: 'not-found' };
  } catch {
    return { kind: 'unavailable' };
  }
}
