import { ProfileView } from '@/components/profile/ProfileView';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSideProps, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

// Who is signed in comes with the shell, from the server; the password form loads after the first paint.
export const getServerSideProps = getAccountServerSideProps;

export default function ProfilePage(account: AccountPageProps) {
  return (
    <AccountLayout {...account}>
      <ProfileView agent={account.agent} />
    </AccountLayout>
  );
}
