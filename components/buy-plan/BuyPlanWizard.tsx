import { Button, Skeleton, Stack } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { CustomerRow } from '@/components/customers/customerListQuery';
import { Notice } from '@/components/ui/Notice';
import { partLoading } from '@/components/ui/partLoading';
import { useLoadOnFirstInput, type PartLoad } from '@/components/ui/useLoadOnFirstInput';
import { StartOver } from '@/components/ui/StartOver';
import { StepIndicator } from '@/components/ui/StepIndicator';
import { WizardHeader } from '@/components/ui/WizardHeader';
import { WizardNav } from '@/components/ui/WizardNav';
import { WizardStepHeading } from '@/components/ui/WizardStepHeading';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { BUY_PLAN_STEPS, useBuyPlanFlow, type BuyPlanStep } from '@/lib/flows/buyPlanFlow';
import { useStepsForm } from '@/lib/flows/useStepsForm';
import { TextFormContext } from '@/lib/forms/TextFormContext';
import type { ServerListPage } from '@/lib/lists/loadListPage';
import { useOnlineStatus } from '@/lib/network/useOnlineStatus';
import { BUY_PLAN_INTRO } from './buyPlanIntro';
import { BUY_PLAN_STEP_FIELDS, BUY_PLAN_STEP_TITLES, buyPlanRules, changesTheSale, storedChoices, type BuyPlanFormValues } from './buyPlanFormValues';
import { CustomerDeviceStep } from './CustomerDeviceStep';
import { photosStepShown } from './inspectionPhotos';
import type { PhotoProblems } from './inspectionUploads';
import { useBuyPlanForm } from './useBuyPlanForm';
import type { LinkIntent } from './useBuyPlanLink';
import type { SaleFailure } from './saleRequests';
import { usePaySale } from './usePaySale';

// The plan and payment steps price the sale with the data service, and the sale's result is seen once
// per sale: their code (and the GraphQL client's) is not the page's. It starts loading when the agent
// starts on the wizard, so it has usually arrived before it is reached.
const stepLoading = (failedTitle: string) => partLoading(failedTitle, <Skeleton height="40" borderRadius="md" aria-busy="true" />);
const PlanStep = dynamic(() => import('./PlanStep'), { ssr: false, loading: stepLoading('The plans could not be loaded.') });
const PaymentStep = dynamic(() => import('./PaymentStep'), { ssr: false, loading: stepLoading('The payment could not be loaded.') });
// The photos' parts carry the camera and upload code (EvidenceField, lib/uploads), in one chunk: loaded only
// when the photos step shows, or the payment of a sale with photos (which photo still uploads; the checks).
const loadPhotoParts = () => import('./inspectionParts');
const InspectionPart = dynamic(() => loadPhotoParts().then((parts) => parts.InspectionPart), { ssr: false, loading: stepLoading('The photos could not be loaded.') });
const STEPS_WITHOUT_PHOTOS: readonly BuyPlanStep[] = BUY_PLAN_STEPS.filter((candidate) => candidate !== 'photos');
const SaleDone = dynamic(() => import('./SaleDone').then((module) => module.SaleDone), {
  ssr: false,
  loading: stepLoading('The sale went through, but its summary could not be loaded.'),
});
// What the customer does while a gateway payment is pending: only a sale that waits for one shows it.
const SaleWaiting = dynamic(() => import('./SaleWaiting'), { ssr: false, loading: stepLoading('The payment’s instructions could not be loaded.') });
const LATER_PARTS: readonly PartLoad[] = [() => import('./PlanStep'), () => import('./PaymentStep'), () => import('./SaleDone'), buyPlanRules.ready];

export interface BuyPlanWizardProps {
  /** The agent's newest customers as the server found them (the first step's offer). */
  newestCustomers: ServerListPage<CustomerRow>;
  /** The app's public origin (APP_PUBLIC_URL): the sold card's public link is built on it. */
  publicOrigin: string;
  /** What the link the wizard was opened with asked for. */
  link: LinkIntent;
  /** "Start over" and "Sell another": a fresh flow and a fresh form. */
  onStartOver: () => void;
}

export const BUY_PLAN_MESSAGES_ON_SCREEN = {
  offline: 'You are offline. Everything entered here is kept: carry on when the connection is back.',
  completeFailed: 'The payment was received, but the proof of cover could not be loaded yet.',
} as const;

/**
 * The steps over one form, resumed from the persisted buy-plan flow (the caller renders it once the flow is
 * hydrated and the link applied): customer and device, plan, photos of the phone (skipped when the plan or a
 * renewal needs none), payment. Once the sale went through, only its result is shown.
 */
export function BuyPlanWizard({ newestCustomers, publicOrigin, link, onStartOver }: BuyPlanWizardProps) {
  const form = useBuyPlanForm(useBuyPlanFlow.getState().values);
  const wizard = useStepsForm({
    flow: useBuyPlanFlow,
    steps: BUY_PLAN_STEPS,
    form,
    stepFields: BUY_PLAN_STEP_FIELDS,
    toStored: storedChoices,
    startsNewRequest: changesTheSale,
  });
  const sold = useBuyPlanFlow((state) => state.values.sold);
  const awaitingAnswer = useBuyPlanFlow((state) => state.values.awaitingAnswer === true);
  const pendingPayment = useBuyPlanFlow((state) => state.values.payment);
  const { pay, lookUp, payAnotherWay, paying, checking } = usePaySale();
  const online = useOnlineStatus();
  const [failure, setFailure] = useState<SaleFailure>();
  /** What was said instead of the last payment's answer (no connection, the service busy). */
  const [unansweredMessage, setUnansweredMessage] = useState<string>();
  const [notice, setNotice] = useState(link.problem);
  const [settle, setSettle] = useState({ customerDevice: link.customerDevice, plan: link.plan });
  /** The payment was seen paid but the order could not be read yet for the Done screen. */
  const [completeFailed, setCompleteFailed] = useState(false);
  const { getValues, handleSubmit, setValue } = form;
  const loadLaterParts = useLoadOnFirstInput(LATER_PARTS);
  const photosShown = useBuyPlanFlow((state) => photosStepShown(state.values));
  // A flow completed without its result (hand-edited storage) is shown at the payment step, to be paid; so is
  // the photos step of a sale that needs none (a renewal, a plan without photos): it goes from plan to payment.
  const step = wizard.step === 'done' || (wizard.step === 'photos' && !photosShown) ? 'payment' : wizard.step;
  const steps = photosShown ? BUY_PLAN_STEPS : STEPS_WITHOUT_PHOTOS;
  const stepIndex = Math.max(steps.indexOf(step), 0);
  /** What "Next", "Pay" or the service found wrong with the photos, said on their step. */
  const [photoProblems, setPhotoProblems] = useState<PhotoProblems>();
  /** The photos to take (again) on their step; focus goes to the first (not the heading). */
  const backToPhotos = useCallback(
    (problems: PhotoProblems) => {
      setPhotoProblems(problems);
      wizard.flushDraft();
      useBuyPlanFlow.getState().goTo('photos');
    },
    [wizard],
  );

  const payNow = useCallback(
    async (values: BuyPlanFormValues, openCheckout = true) => {
      setFailure(undefined);
      setUnansweredMessage(undefined);
      const outcome = await pay(values, { openCheckout });
      if (outcome.kind === 'unanswered') setUnansweredMessage(outcome.message);
      if (outcome.kind !== 'failed') return;
      const { photos, message } = outcome.failure;
      // The service would not take the photos: the agent takes them (again) on their step, with its words.
      const parts = photos && (await loadPhotoParts().catch(() => undefined));
      if (photos && parts) return backToPhotos(parts.photosRefused(photos, message));
      setFailure(outcome.failure);
      if (outcome.failure.field) wizard.showFieldError(outcome.failure.field, outcome.failure.message);
    },
    [pay, wizard, backToPhotos],
  );

  /** The outcome of a payment whose answer was lost: the same request again, under the same key (the service answers the first outcome). */
  const settleUnanswered = useCallback((openCheckout = true) => payNow(getValues(), openCheckout), [getValues, payNow]);

  /** The gateway payment was paid and the order is in force: the order's facts for the Done screen. */
  const completePaid = useCallback(async () => {
    setCompleteFailed(false);
    const found = await lookUp();
    if (found.kind !== 'sold') setCompleteFailed(true);
  }, [lookUp]);

  const tryAnotherWay = useCallback(() => {
    payAnotherWay();
    setValue('paymentMethod', '');
    setValue('ussdBank', '');
    setFailure(undefined);
  }, [payAnotherWay, setValue]);

  // Reopened (a reload, a closed tab) while a payment awaited its answer: ask for the outcome before offering "Pay".
  const askedOnOpen = useRef(false);
  useEffect(() => {
    if (askedOnOpen.current || !useBuyPlanFlow.getState().values.awaitingAnswer) return;
    askedOnOpen.current = true;
    // Reopened: the answer is shown (a card's waiting screen offers its page), not acted on by itself.
    void settleUnanswered(false);
  }, [settleUnanswered]);

  const linkSettled = useCallback(
    async (which: 'customerDevice' | 'plan') => {
      setSettle((current) => ({ ...current, [which]: false }));
      if (await buyPlanRules.ready()) wizard.next();
      else setNotice(NO_ANSWER_MESSAGE);
    },
    [wizard],
  );
  const linkProblem = useCallback((message: string) => {
    setSettle({ customerDevice: false, plan: false });
    setNotice(message);
  }, []);
  const chooseId = useCallback(
    (field: 'customerId' | 'deviceId' | 'planId' | 'renewalOfOrderId', id: string) => wizard.choose(field, id),
    [wizard],
  );

  if (sold) return <SaleDone sold={sold} publicOrigin={publicOrigin} onSellAnother={onStartOver} />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(undefined);
    // The rules came with the agent's first tap, or come now; unable to load them, nothing is checked or sent.
    if (!(await buyPlanRules.ready())) return setNotice(NO_ANSWER_MESSAGE);
    if (step === 'photos' || (step === 'payment' && photosShown)) {
      // The photos' checks come with their parts (loaded with their step): offline before they came, nothing goes.
      const parts = await loadPhotoParts().catch(() => undefined);
      if (!parts) return setNotice(NO_ANSWER_MESSAGE);
      const held = parts.photosHolding(step, useBuyPlanFlow.getState().values);
      // Never paid while a photo is on its way (said on the step); a photo missing is taken first.
      if (held === 'uploading') return;
      if (held) return backToPhotos(held);
      setPhotoProblems(undefined);
    }
    if (step === 'payment') await handleSubmit((values) => payNow(values), wizard.onInvalid)(event);
    else wizard.next();
  };
  const back = () => wizard.goTo(steps[Math.max(stepIndex - 1, 0)]);

  return (
    <Stack gap="6" maxWidth="3xl">
      <WizardHeader
        {...BUY_PLAN_INTRO}
        action={awaitingAnswer || pendingPayment ? null : <StartOver question="Clear this sale and start again?" onConfirm={onStartOver} />}
      />

      <StepIndicator label="Buy-plan steps" steps={steps} titles={BUY_PLAN_STEP_TITLES} current={step} completed={wizard.completed} />

      {online ? null : <Notice status="warning" role="status" title={BUY_PLAN_MESSAGES_ON_SCREEN.offline} />}
      {notice ? <Notice status="warning" title={notice} /> : null}

      {pendingPayment ? (
        <Stack gap="6">
          <WizardStepHeading index={stepIndex} count={steps.length} title={BUY_PLAN_STEP_TITLES.payment} id="buy-plan-step-heading" headingRef={wizard.headingRef} />
          <SaleWaiting payment={pendingPayment} onPaid={() => void completePaid()} onPayAnotherWay={tryAnotherWay} completing={checking} />
          {completeFailed ? (
            <Notice
              status="warning"
              title={BUY_PLAN_MESSAGES_ON_SCREEN.completeFailed}
              action={
                <Button type="button" size="sm" variant="outline" onClick={() => void completePaid()} loading={checking}>
                  Try again
                </Button>
              }
            />
          ) : null}
        </Stack>
      ) : (
        <TextFormContext value={form}>
          <form noValidate aria-labelledby="buy-plan-step-heading" onSubmit={(event) => void onSubmit(event)} {...loadLaterParts}>
            <Stack gap="6">
              <WizardStepHeading index={stepIndex} count={steps.length} title={BUY_PLAN_STEP_TITLES[step]} id="buy-plan-step-heading" headingRef={wizard.headingRef} />

              {step === 'customer-device' ? (
                <CustomerDeviceStep
                  newestCustomers={newestCustomers}
                  choose={chooseId}
                  settleFromLink={settle.customerDevice}
                  onSettled={() => void linkSettled('customerDevice')}
                  onLinkProblem={linkProblem}
                />
              ) : null}
              {step === 'plan' ? (
                <PlanStep
                  deviceId={getValues().deviceId}
                  renewalOfOrderId={getValues().renewalOfOrderId}
                  settleFromLink={settle.plan}
                  onSettled={() => void linkSettled('plan')}
                  onLinkProblem={linkProblem}
                  clearPlan={() => chooseId('planId', '')}
                  onChooseAnotherDevice={() => {
                    chooseId('renewalOfOrderId', '');
                    chooseId('deviceId', '');
                    wizard.goTo('customer-device', 'deviceId');
                  }}
                />
              ) : null}
              {step === 'photos' && photosShown ? (
                <InspectionPart part="step" problems={photoProblems} />
              ) : null}
              {step === 'payment' ? (
                <PaymentStep
                  locked={awaitingAnswer}
                  payBlocked={!online || awaitingAnswer}
                  paying={paying}
                  onBack={back}
                  outcome={{ failure, unansweredMessage, awaitingAnswer: awaitingAnswer && !paying, checking, online, onTryAgain: () => void settleUnanswered() }}
                  beforePay={photosShown ? <InspectionPart part="uploads" /> : null}
                />
              ) : (
                <WizardNav onBack={stepIndex > 0 ? back : undefined}>
                  <Button type="submit" colorPalette="brand">
                    Next
                  </Button>
                </WizardNav>
              )}
            </Stack>
          </form>
        </TextFormContext>
      )}
    </Stack>
  );
}
