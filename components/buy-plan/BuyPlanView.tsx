import { Stack } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import type { CustomerRow } from '@/components/customers/customerListQuery';
import { FlowRecoveredNotice } from '@/components/ui/FlowRecoveredNotice';
import { useBuyPlanFlow } from '@/lib/flows/buyPlanFlow';
import { useFlowHydrated } from '@/lib/flows/createPersistedFlowStore';
import type { ServerListPage } from '@/lib/lists/loadListPage';
import { WizardLoading } from '@/components/ui/WizardHeader';
import { BUY_PLAN_INTRO } from './buyPlanIntro';
import { BuyPlanWizard } from './BuyPlanWizard';
import { forgetPhotoSlots } from './inspectionPhotos';
import { NO_LINK, useBuyPlanLink } from './useBuyPlanLink';

const NOT_FROM_SERVER: ServerListPage<CustomerRow> = { kind: 'unanswered' };

/**
 * /account/buy-plan: the wizard once the persisted flow is read from local storage and the link it was
 * opened with (`?customer=&device=&plan=`) is applied. `newestCustomers`: the first step's customers as the
 * server found them (else the browser asks); `publicOrigin`: the app's public origin, for the sold card's link.
 */
export function BuyPlanView({ newestCustomers = NOT_FROM_SERVER, publicOrigin }: { newestCustomers?: ServerListPage<CustomerRow>; publicOrigin: string }) {
  const hydrated = useFlowHydrated(useBuyPlanFlow);
  const link = useBuyPlanLink(hydrated);
  const recovered = useBuyPlanFlow((state) => state.recoveredFromCorruptData);
  // A new form (empty, from the cleared flow) after "Start over" or "Sell another"; the link served the first.
  const [formKey, setFormKey] = useState(0);

  const startAgain = () => {
    // The sale's photos go with it: their uploads stopped, nothing of them left on the phone.
    const { inspection } = useBuyPlanFlow.getState().values;
    useBuyPlanFlow.getState().reset();
    if (inspection) forgetPhotoSlots(inspection.slotsId);
    setFormKey((key) => key + 1);
  };

  // Deferred: once the sale is read and the link applied, the wizard's first render (its heaviest) runs as a
  // background render React slices, so a phone can answer taps meanwhile instead of one long task.
  const ready = useDeferredValue(hydrated && link !== undefined);
  if (!ready || !link) return <WizardLoading header={BUY_PLAN_INTRO} label="Loading the sale" />;
  return (
    <Stack gap="4">
      {recovered ? (
        <FlowRecoveredNotice
          message="The saved sale could not be read, so a new one was started."
          onDismiss={() => useBuyPlanFlow.getState().dismissRecoveryNotice()}
        />
      ) : null}
      <BuyPlanWizard
        key={formKey}
        newestCustomers={newestCustomers}
        publicOrigin={publicOrigin}
        link={formKey === 0 ? link : NO_LINK}
        onStartOver={startAgain}
      />
    </Stack>
  );
}
