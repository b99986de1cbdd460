import { officeCustomers } from '@/components/office/customers/officeCustomers';
import { OfficeCustomersTable } from '@/components/office/customers/OfficeCustomersTable';
import { OFFICE_MENUS } from '@/components/office/officeMenu';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';
import type { ServerPageOf } from '@/lib/lists/defineList';
import { ListView } from '@/lib/lists/ListView';

interface OfficeCustomersPageProps {
  customersPage: ServerPageOf<typeof officeCustomers>;
}

// The page of customers the URL names is rendered on the server: no GraphQL client until operations search.
export const getServerSideProps = getAccountServerSidePropsWith<OfficeCustomersPageProps>(async (context, client) => ({
  customersPage: await officeCustomers.loadFirstPage(context, client, undefined),
}));

export default function OfficeCustomersPage({ customersPage, ...account }: AccountPageProps & OfficeCustomersPageProps) {
  return (
    <AccountLayout {...account} menu={OFFICE_MENUS.partner_ops}>
      <ListView list={officeCustomers} serverPage={customersPage}>
        {(list) => <OfficeCustomersTable {...list} />}
      </ListView>
    </AccountLayout>
  );
}
