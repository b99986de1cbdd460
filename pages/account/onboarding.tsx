import { AccountLayout } from '@/components/shell/AccountLayout';
import { ComingSoon } from '@/components/shell/ComingSoon';
import { getAccountServerSideProps, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

export const getServerSideProps = getAccountServerSideProps;

export default function OnboardingPage(props: AccountPageProps) {
  return (
    <AccountLayout {...props}>
      <ComingSoon title="Onboard a customer" />
    </AccountLayout>
  );
}
