import { loadPlanCatalogue, type PlanCataloguePage } from '@/components/office/plans/getPlanCatalogue';
import { PlanCatalogueView } from '@/components/office/plans/PlanCatalogueView';
import { OFFICE_MENUS } from '@/components/office/officeMenu';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

interface PlanCataloguePageProps {
  catalogue: PlanCataloguePage;
}

// The catalogue is rendered on the server; the browser loads a GraphQL client only to change a plan.
export const getServerSideProps = getAccountServerSidePropsWith<PlanCataloguePageProps>(async (context, client) => {
  const catalogue = await loadPlanCatalogue(client, context.resolvedUrl);
  if (catalogue.kind === 'unavailable') context.res.statusCode = 503;
  return { catalogue };
});

export default function PlanCataloguePage({ catalogue, ...account }: AccountPageProps & PlanCataloguePageProps) {
  return (
    <AccountLayout {...account} menu={OFFICE_MENUS.partner_ops}>
      <PlanCatalogueView catalogue={catalogue} />
    </AccountLayout>
  );
}
