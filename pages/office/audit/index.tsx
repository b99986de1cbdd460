import { auditLog } from '@/components/office/audit/auditLog';
import { AuditLogTable } from '@/components/office/audit/AuditLogTable';
import { OFFICE_MENUS } from '@/components/office/officeMenu';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';
import type { ServerPageOf } from '@/lib/lists/defineList';
import { ListView } from '@/lib/lists/ListView';

interface AuditLogPageProps {
  auditPage: ServerPageOf<typeof auditLog>;
}

// The page of the log the URL names is rendered on the server: no GraphQL client until operations search or filter.
export const getServerSideProps = getAccountServerSidePropsWith<AuditLogPageProps>(async (context, client) => ({
  auditPage: await auditLog.loadFirstPage(context, client, undefined),
}));

export default function AuditLogPage({ auditPage, ...account }: AccountPageProps & AuditLogPageProps) {
  return (
    <AccountLayout {...account} menu={OFFICE_MENUS.partner_ops}>
      <ListView list={auditLog} serverPage={auditPage}>
        {(list) => <AuditLogTable {...list} />}
      </ListView>
    </AccountLayout>
  );
}
