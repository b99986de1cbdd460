import { activePartnerCode } from '@/brands/active';
import { createServerApolloClient } from '@/lib/apollo/serverClient';
import { PUBLIC_READ_TTL_MS, sharedReadCache } from '@/lib/server/sharedReadCache';
import { GetSignInPartner } from './getSignInPartner';

// The same for every visitor of this build: the app server's own read, shared by every sign-in page it
// renders, so no visitor's address pays for it (docs/decisions.md, "Demo credentials").
const readHint = sharedReadCache(
  async () => {
    const { data } = await createServerApolloClient().query({
      query: GetSignInPartner,
      variables: { code: activePartnerCode },
      fetchPolicy: 'network-only',
    });
    return data?.partner[0]?.demo_login_hint ?? null;
  },
  { ttlMs: PUBLIC_READ_TTL_MS },
);

/** The demo credentials when the data service is the seeded demo; nothing when it cannot be asked. */
export async function loadDemoLoginHint(): Promise<string | null> {
  try {
    return await readHint();
  } catch {
    return null;
  }
}
