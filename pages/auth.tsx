import type { GetServerSideProps } from 'next';
import { loadDemoLoginHint, loadDemoStaffHint } from '@/components/auth/loadDemoLoginHint';
import { SignInView, type SignInViewProps } from '@/components/auth/SignInView';
import { sameSitePath } from '@/lib/session/safeNext';
import { PASSWORD_CHANGED_PARAM } from '@/lib/session/sessionEnded';
import { SESSION_ENDED_PARAM } from '@/lib/session/sessionRouting';

// The middleware has already sent agents with a session on to the dashboard (or their `next`).
export const getServerSideProps: GetServerSideProps<SignInViewProps> = async ({ query }) => ({
  props: {
    demoLoginHint: await loadDemoLoginHint(),
    demoStaffHint: await loadDemoStaffHint(),
    sessionEnded: query[SESSION_ENDED_PARAM] === '1',
    passwordChanged: query[PASSWORD_CHANGED_PARAM] === '1',
    next: sameSitePath(query.next) ?? null,
  },
});

export default function AuthPage(props: SignInViewProps) {
  return <SignInView {...props} />;
}
