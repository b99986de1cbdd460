import { Alert, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { FormProvider, type FieldErrors } from 'react-hook-form';
import { ONBOARDING_STEPS, useOnboardingFlow, type OnboardingStep } from '@/lib/flows/onboardingFlow';
import { DeviceStep } from './DeviceStep';
import { IdentificationStep } from './IdentificationStep';
import { STEP_FIELDS, STEP_TITLES, stepOfField, type OnboardingFormValues } from './onboardingForm';
import { PersonalStep } from './PersonalStep';
import { ReviewStep } from './ReviewStep';
import { StartOver } from './StartOver';
import { StepIndicator } from './StepIndicator';
import { useOnboardingDraft } from './useOnboardingDraft';
import { useOnboardingForm } from './useOnboardingForm';
import { useSubmitOnboarding, type OnboardedCustomer, type OnboardingFailure } from './useSubmitOnboarding';

export interface OnboardingWizardProps {
  onDone: (customer: OnboardedCustomer) => void;
  onStartOver: () => void;
}

const STEP_VIEWS: Record<Exclude<OnboardingStep, 'review'>, ComponentType> = {
  personal: PersonalStep,
  identification: IdentificationStep,
  device: DeviceStep,
};

/** The step to show: the stored current step, but never past the first step not yet completed. */
function shownStep(current: OnboardingStep, completed: readonly OnboardingStep[]): OnboardingStep {
  const firstOpen = ONBOARDING_STEPS.find((step) => !completed.includes(step)) ?? 'review';
  return ONBOARDING_STEPS.indexOf(current) <= ONBOARDING_STEPS.indexOf(firstOpen) ? current : firstOpen;
}

/** Where focus goes once `step` is on screen: the field to correct, else the step's heading. */
type FocusRequest = { step: OnboardingStep; field?: keyof OnboardingFormValues };

/**
 * The four steps over one form, resumed from the persisted flow (the caller renders it once the flow is
 * hydrated). "Next" checks only the step's fields; "Back" and "Edit" keep every value; the review submits.
 */
export function OnboardingWizard({ onDone, onStartOver }: OnboardingWizardProps) {
  const storedCurrent = useOnboardingFlow((state) => state.currentStep);
  const completed = useOnboardingFlow((state) => state.completedSteps);
  const step = shownStep(storedCurrent, completed);
  const index = ONBOARDING_STEPS.indexOf(step);
  const form = useOnboardingForm(useOnboardingFlow.getState().values);
  const flushDraft = useOnboardingDraft(form, STEP_FIELDS[step]);
  const { submit, submitting } = useSubmitOnboarding();
  const [failure, setFailure] = useState<OnboardingFailure>();
  const focusRequest = useRef<FocusRequest | undefined>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { setFocus, setError, trigger, getValues, handleSubmit } = form;

  // After a move the agent asked for, focus lands on the new step's heading (or the field to correct).
  // Runs after every commit; an earlier update's commit may come before the move's, hence the step check.
  useEffect(() => {
    const request = focusRequest.current;
    if (!request || request.step !== step) return;
    focusRequest.current = undefined;
    if (request.field) setFocus(request.field);
    else headingRef.current?.focus();
  });

  const go = (target: OnboardingStep, field?: keyof OnboardingFormValues) => {
    flushDraft();
    focusRequest.current = { step: target, field };
    useOnboardingFlow.getState().goTo(target);
  };

  const showFailure = (next: OnboardingFailure) => {
    setFailure(next);
    if (next.field) {
      setError(next.field, { type: 'server' });
      go(stepOfField(next.field), next.field);
    }
  };

  const onInvalid = (errors: FieldErrors<OnboardingFormValues>) => {
    const field = (Object.keys(errors) as (keyof OnboardingFormValues)[])[0];
    if (field) go(stepOfField(field), field);
  };

  const onSubmitValues = async (values: OnboardingFormValues) => {
    setFailure(undefined);
    flushDraft();
    const outcome = await submit(values);
    if (!outcome) return;
    if (outcome.ok) {
      useOnboardingFlow.getState().reset();
      onDone(outcome.customer);
    } else {
      showFailure(outcome.failure);
    }
  };

  const onNext = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'review') {
      await handleSubmit(onSubmitValues, onInvalid)(event);
      return;
    }
    if (!(await trigger(STEP_FIELDS[step], { shouldFocus: true }))) return;
    flushDraft();
    focusRequest.current = { step: ONBOARDING_STEPS[index + 1] };
    useOnboardingFlow.getState().completeStep(step, getValues());
  };

  return (
    <Stack gap="6" maxWidth="3xl">
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          Onboard a customer
        </Heading>
        <StartOver onConfirm={onStartOver} />
      </Flex>

      <StepIndicator current={step} completed={completed} />

      {failure ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{failure.message}</Alert.Title>
            {failure.existingCustomerId ? (
              <Alert.Description>
                <Link asChild color="fg" fontWeight="semibold" textDecoration="underline">
                  <NextLink href={`/account/customers/${encodeURIComponent(failure.existingCustomerId)}`}>
                    Open the existing customer
                  </NextLink>
                </Link>
              </Alert.Description>
            ) : null}
          </Alert.Content>
        </Alert.Root>
      ) : null}

      <FormProvider {...form}>
        <form noValidate aria-labelledby="onboarding-step-heading" onSubmit={(event) => void onNext(event)}>
          <Stack gap="6">
            <Stack gap="1">
              <Text fontSize="sm" color="fg.muted">{`Step ${index + 1} of ${ONBOARDING_STEPS.length}`}</Text>
              <Heading as="h2" size="lg" id="onboarding-step-heading" ref={headingRef} tabIndex={-1} outline="none">
                {STEP_TITLES[step]}
              </Heading>
            </Stack>

            {step === 'review' ? <ReviewStep onEdit={(target) => go(target)} /> : <StepFields step={step} />}

            <Flex gap="3" justify="space-between" direction={{ base: 'column-reverse', sm: 'row' }}>
              {index > 0 ? (
                <Button type="button" variant="outline" onClick={() => go(ONBOARDING_STEPS[index - 1])} disabled={submitting}>
                  Back
                </Button>
              ) : (
                <span />
              )}
              {step === 'review' ? (
                <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Submitting…" disabled={submitting}>
                  Submit
                </Button>
              ) : (
                <Button type="submit" colorPalette="brand">
                  Next
                </Button>
              )}
            </Flex>
          </Stack>
        </form>
      </FormProvider>
    </Stack>
  );
}

function StepFields({ step }: { step: Exclude<OnboardingStep, 'review'> }) {
  const View = STEP_VIEWS[step];
  return <View />;
}
