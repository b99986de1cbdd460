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
    const partner = data?.partner[0];
    return { agent: partner?.demo_login_hint ?? null, staff: partner?.demo_staff_hint ?? null };
  },
  { ttlMs: PUBLIC_READ_TTL_MS },
);

/** The demo agent's credentials when the data service is the seeded demo; nothing when it cannot be asked. */
export async function loadDemoLoginHint(): Promise<string | null> {
  try {
    return (await readHint()).agent;
  } catch {
    return null;
  }
}

/** The demo's back-office sign-ins (one per line: "Claims officer: 08030000010 / demo-password"), read with the agent's. */
export async function loadDemoStaffHint(): Promise<string | null> {
  try {
    return (await readHint()).staff;
  } catch {
    return null;
  }
}
