import type { GetServerSideProps } from 'next';
import { activePartnerCode } from '@/brands/active';
import { GetSignInPartner } from '@/components/auth/getSignInPartner';
import { SignInView, type SignInViewProps } from '@/components/auth/SignInView';
import { createServerApolloClient, type Visitor } from '@/lib/apollo/serverClient';
import { sameSitePath } from '@/lib/session/safeNext';
import { SESSION_ENDED_PARAM } from '@/lib/session/sessionRouting';

// The middleware has already sent agents with a session on to the dashboard (or their `next`).
export const getServerSideProps: GetServerSideProps<SignInViewProps> = async ({ query, req }) => ({
  props: {
    demoLoginHint: await demoLoginHint(req),
    sessionEnded: query[SESSION_ENDED_PARAM] === '1',
    next: sameSitePath(query.next) ?? null,
  },
});

/** The demo credentials when the data service is the seeded demo; nothing when it cannot be asked. */
async function demoLoginHint(visitor: Visitor): Promise<string | null> {
  try {
    const { data } = await createServerApolloClient({ visitor }).query({
      query: GetSignInPartner,
      variables: { code: activePartnerCode },
      fetchPolicy: 'network-only',
    });
    return data?.partner[0]?.demo_login_hint ?? null;
  } catch {
    return null;
  }
}

export default function AuthPage(props: SignInViewProps) {
  return <SignInView {...props} />;
}
