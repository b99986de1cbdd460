import { Alert, Button, Link, Skeleton, Stack } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useState, type ComponentType, type FormEvent } from 'react';
import { StepIndicator } from '@/components/ui/StepIndicator';
import { partLoading } from '@/components/ui/partLoading';
import { useLoadOnFirstInput, type PartLoad } from '@/components/ui/useLoadOnFirstInput';
import { StartOver } from '@/components/ui/StartOver';
import { WizardHeader } from '@/components/ui/WizardHeader';
import { WizardNav } from '@/components/ui/WizardNav';
import { WizardStepHeading } from '@/components/ui/WizardStepHeading';
import { ONBOARDING_STEPS, useOnboardingFlow, type OnboardingStep } from '@/lib/flows/onboardingFlow';
import { useStepsForm } from '@/lib/flows/useStepsForm';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { TextFormContext } from '@/lib/forms/TextFormContext';
import { ONBOARDING_INTRO } from './onboardingIntro';
import { onboardingRules, STEP_FIELDS, STEP_TITLES, type OnboardingFormValues } from './onboardingFormValues';
import { PersonalStep } from './PersonalStep';
import { useOnboardingForm } from './useOnboardingForm';
import type { OnboardedCustomer, OnboardingFailure } from './sendOnboarding';
import { useSubmitOnboarding } from './useSubmitOnboarding';
import { customerUrl } from '@/components/customers/urls';

export interface OnboardingWizardProps {
  onDone: (customer: OnboardedCustomer) => void;
  onStartOver: () => void;
}

// The steps after the first, and the success screen, are not the page's code: they start loading when the
// agent starts on the first step, so they have usually arrived before they are reached.
const stepLoading = partLoading('This step could not be loaded.', <Skeleton height="40" borderRadius="md" aria-busy="true" />);
const IdentificationStep = dynamic(() => import('./IdentificationStep').then((module) => module.IdentificationStep), { ssr: false, loading: stepLoading });
const DeviceStep = dynamic(() => import('./DeviceStep').then((module) => module.DeviceStep), { ssr: false, loading: stepLoading });
const ReviewStep = dynamic(() => import('./ReviewStep').then((module) => module.ReviewStep), { ssr: false, loading: stepLoading });
const LATER_PARTS: readonly PartLoad[] = [
  () => import('./IdentificationStep'),
  () => import('./DeviceStep'),
  () => import('./ReviewStep'),
  () => import('./OnboardingSuccess'),
  onboardingRules.ready,
];

const STEP_VIEWS: Record<Exclude<OnboardingStep, 'review'>, ComponentType> = {
  personal: PersonalStep,
  identification: IdentificationStep,
  device: DeviceStep,
};

// Every value the agent typed is kept; any edit makes the next submit a new request (new key).
const keepEverything = (values: OnboardingFormValues) => values;
const anyEdit = () => true;

/**
 * The four steps over one form, resumed from the persisted flow (the caller renders it once the flow is
 * hydrated). "Next" checks only the step's fields; "Back" and "Edit" keep every value; the review submits.
 */
export function OnboardingWizard({ onDone, onStartOver }: OnboardingWizardProps) {
  const form = useOnboardingForm(useOnboardingFlow.getState().values);
  const wizard = useStepsForm({
    flow: useOnboardingFlow,
    steps: ONBOARDING_STEPS,
    form,
    stepFields: STEP_FIELDS,
    toStored: keepEverything,
    startsNewRequest: anyEdit,
  });
  const { step, index } = wizard;
  const { submit, submitting } = useSubmitOnboarding();
  const [failure, setFailure] = useState<OnboardingFailure>();
  /** The rules' code could not load (offline at the first "Next"): said as the service's failures are. */
  const [rulesMissing, setRulesMissing] = useState(false);
  const shownFailure: OnboardingFailure | undefined = rulesMissing ? { message: NO_ANSWER_MESSAGE } : failure;
  const loadLaterParts = useLoadOnFirstInput(LATER_PARTS);

  const onSubmitValues = async (values: OnboardingFormValues) => {
    setFailure(undefined);
    wizard.flushDraft();
    const outcome = await submit(values);
    if (!outcome) return;
    if (outcome.ok) {
      useOnboardingFlow.getState().reset();
      onDone(outcome.customer);
      return;
    }
    setFailure(outcome.failure);
    if (outcome.failure.field) wizard.showFieldError(outcome.failure.field);
  };

  const onNext = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The rules came with the agent's first tap, or come now; unable to load them, nothing is checked or sent.
    const rulesLoaded = await onboardingRules.ready();
    setRulesMissing(!rulesLoaded);
    if (!rulesLoaded) return;
    if (step === 'review') await form.handleSubmit(onSubmitValues, wizard.onInvalid)(event);
    else wizard.next();
  };

  return (
    <Stack gap="6" maxWidth="3xl">
      <WizardHeader
        {...ONBOARDING_INTRO}
        action={<StartOver question="Clear everything entered for this customer and start again?" onConfirm={onStartOver} />}
      />

      <StepIndicator label="Onboarding steps" steps={ONBOARDING_STEPS} titles={STEP_TITLES} current={step} completed={wizard.completed} />

      {shownFailure ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{shownFailure.message}</Alert.Title>
            {shownFailure.existingCustomerId ? (
              <Alert.Description>
                <Link asChild color="fg" fontWeight="semibold" textDecoration="underline">
                  <NextLink href={customerUrl(shownFailure.existingCustomerId)}>
                    Open the existing customer
                  </NextLink>
                </Link>
              </Alert.Description>
            ) : null}
          </Alert.Content>
        </Alert.Root>
      ) : null}

      <TextFormContext value={form}>
        <form noValidate aria-labelledby="onboarding-step-heading" onSubmit={(event) => void onNext(event)} {...loadLaterParts}>
          <Stack gap="6">
            <WizardStepHeading index={index} count={wizard.count} title={STEP_TITLES[step]} id="onboarding-step-heading" headingRef={wizard.headingRef} />

            {step === 'review' ? <ReviewStep onEdit={(target) => wizard.goTo(target)} /> : <StepFields step={step} />}

            <WizardNav onBack={index > 0 ? wizard.back : undefined} backDisabled={submitting}>
              {step === 'review' ? (
                <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Submitting…" disabled={submitting}>
                  Submit
                </Button>
              ) : (
                <Button type="submit" colorPalette="brand">
                  Next
                </Button>
              )}
            </WizardNav>
          </Stack>
        </form>
      </TextFormContext>
    </Stack>
  );
}

function StepFields({ step }: { step: Exclude<OnboardingStep, 'review'> }) {
  const View = STEP_VIEWS[step];
  return <View />;
}
