import { Heading, Stack, Text } from '@chakra-ui/react';
import type { GetServerSideProps } from 'next';
import { OFFICE_MENUS } from '@/components/office/officeMenu';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSideProps, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';
import { homePathOf, OFFICE_PATH } from '@/lib/session/areas';
import { serverCookieStore } from '@/lib/session/serverCookieStore';
import { readTokenClaims } from '@/lib/session/token';

// /office opens the role's first screen (the claims officer's queue). A back-office role whose screens have
// not landed yet (operations, supervisors: issue 32) is told so here rather than sent in a circle.
export const getServerSideProps: GetServerSideProps<AccountPageProps> = async (context) => {
  const token = serverCookieStore(context).getToken();
  const home = homePathOf(token === undefined ? undefined : readTokenClaims(token)?.role);
  if (home !== OFFICE_PATH) return { redirect: { destination: home, permanent: false } };
  return getAccountServerSideProps(context);
};

export default function OfficeHome(account: AccountPageProps) {
  return (
    <AccountLayout {...account} menu={OFFICE_MENUS.supervisor}>
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Office
        </Heading>
        <Text>The screens for your role are not open yet. Ask your partner&apos;s operations team what you can use meanwhile.</Text>
      </Stack>
    </AccountLayout>
  );
}
