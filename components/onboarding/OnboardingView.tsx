import { Stack } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { useDeferredValue, useState } from 'react';
import { FlowRecoveredNotice } from '@/components/ui/FlowRecoveredNotice';
import { partLoading } from '@/components/ui/partLoading';
import { useFlowHydrated } from '@/lib/flows/createPersistedFlowStore';
import { useOnboardingFlow } from '@/lib/flows/onboardingFlow';
import { SectionLoading } from '@/components/ui/SectionLoading';
import { WizardLoading } from '@/components/ui/WizardHeader';
import { ONBOARDING_INTRO } from './onboardingIntro';
import { OnboardingWizard } from './OnboardingWizard';
import type { OnboardedCustomer } from './sendOnboarding';

// Seen once per customer: its code starts loading with the wizard's later steps (OnboardingWizard).
const OnboardingSuccess = dynamic(() => import('./OnboardingSuccess').then((module) => module.OnboardingSuccess), {
  ssr: false,
  loading: partLoading('The customer was onboarded, but the confirmation could not be loaded.', <SectionLoading label="Loading the confirmation" />),
});

/**
 * /account/onboarding: the wizard once the persisted flow is read from local storage, then the success
 * screen. The result lives in this component only: the flow is cleared on success (it holds customer PII),
 * and a reload after success shows a fresh wizard rather than a stale confirmation.
 */
export function OnboardingView() {
  // Deferred: once the draft is read, the wizard's first render (its heaviest) runs as a background render
  // React slices, so a phone can answer taps meanwhile instead of freezing for one long task.
  const hydrated = useDeferredValue(useFlowHydrated(useOnboardingFlow));
  const recovered = useOnboardingFlow((state) => state.recoveredFromCorruptData);
  const [done, setDone] = useState<OnboardedCustomer>();
  // A new form (empty, from the cleared flow) after "Start over" or "Onboard another customer".
  const [formKey, setFormKey] = useState(0);

  const startAgain = () => {
    useOnboardingFlow.getState().reset();
    setDone(undefined);
    setFormKey((key) => key + 1);
  };

  if (done) return <OnboardingSuccess customer={done} onOnboardAnother={startAgain} />;
  if (!hydrated) return <WizardLoading header={ONBOARDING_INTRO} label="Loading the onboarding form" />;
  return (
    <Stack gap="4">
      {recovered ? (
        <FlowRecoveredNotice
          message="The saved onboarding could not be read, so a new one was started."
          onDismiss={() => useOnboardingFlow.getState().dismissRecoveryNotice()}
        />
      ) : null}
      <OnboardingWizard key={formKey} onDone={setDone} onStartOver={startAgain} />
    </Stack>
  );
}
