import { Heading, Stack, Text } from '@chakra-ui/react';
import { OFFICE_MENUS } from '@/components/office/officeMenu';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSideProps, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

// /office is the landing of a back-office role whose screens have not landed yet (supervisors: issue 32);
// the middleware sends every other role straight to its own section (lib/session/areas.ts `mayVisit`).
export const getServerSideProps = getAccountServerSideProps;

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
