import { Button, Skeleton, Stack } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { CustomerRow } from '@/components/customers/getCustomers';
import { Notice } from '@/components/ui/Notice';
import { partLoading } from '@/components/ui/partLoading';
import { StepIndicator } from '@/components/ui/StepIndicator';
import { WizardHeader } from '@/components/ui/WizardHeader';
import { WizardNav } from '@/components/ui/WizardNav';
import { WizardStepHeading } from '@/components/ui/WizardStepHeading';
import { BUY_PLAN_STEPS, useBuyPlanFlow } from '@/lib/flows/buyPlanFlow';
import { useStepsForm } from '@/lib/flows/useStepsForm';
import { TextFormContext } from '@/lib/forms/TextFormContext';
import type { ServerListPage } from '@/lib/lists/loadListPage';
import { useOnlineStatus } from '@/lib/network/useOnlineStatus';
import { BUY_PLAN_STEP_FIELDS, BUY_PLAN_STEP_TITLES, changesTheSale, storedChoices, type BuyPlanFormValues } from './buyPlanForm';
import { CustomerDeviceStep } from './CustomerDeviceStep';
import { SaleDone } from './SaleDone';
import { useBuyPlanForm } from './useBuyPlanForm';
import type { LinkIntent } from './useBuyPlanLink';
import { usePaySale, type SaleFailure } from './usePaySale';

// The plan and payment steps price the sale with the data service: their code loads with the GraphQL
// client when the agent reaches them, not with the page.
const stepLoading = (failedTitle: string) => partLoading(failedTitle, <Skeleton height="40" borderRadius="md" aria-busy="true" />);
const PlanStep = dynamic(() => import('./PlanStep'), { ssr: false, loading: stepLoading('The plans could not be loaded.') });
const PaymentStep = dynamic(() => import('./PaymentStep'), { ssr: false, loading: stepLoading('The payment could not be loaded.') });

export interface BuyPlanWizardProps {
  /** The agent's newest customers as the server found them (the first step's offer). */
  newestCustomers: ServerListPage<CustomerRow>;
  /** What the link the wizard was opened with asked for. */
  link: LinkIntent;
  /** "Start over" and "Sell another": a fresh flow and a fresh form. */
  onStartOver: () => void;
}

export const BUY_PLAN_MESSAGES_ON_SCREEN = {
  offline: 'You are offline. Everything entered here is kept: carry on when the connection is back.',
  unanswered: 'No answer came back for the payment, so it is not known yet whether it went through.',
  unansweredHelp: 'Nothing is lost, and trying again cannot charge the customer twice: the same payment is sent again.',
  checking: 'Checking whether the last payment went through…',
  enterCardAgain:
    'The last card payment got no answer and no sale was found for it. Enter the card again and press Pay: it is sent as the same payment, so the customer cannot be charged twice.',
} as const;

/**
 * The four steps over one form, resumed from the persisted buy-plan flow (the caller renders it once the
 * flow is hydrated and the link applied). Once the sale went through, only its result is shown.
 */
export function BuyPlanWizard({ newestCustomers, link, onStartOver }: BuyPlanWizardProps) {
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
  const { pay, lookUp, paying, checking } = usePaySale();
  const online = useOnlineStatus();
  const [failure, setFailure] = useState<SaleFailure>();
  const [notice, setNotice] = useState(link.problem);
  const [settle, setSettle] = useState({ customerDevice: link.customerDevice, plan: link.plan });
  const [cardAgain, setCardAgain] = useState(false);
  const { getValues, handleSubmit } = form;
  // A flow completed without its result (hand-edited storage) is shown at the payment step, to be paid.
  const step = wizard.step === 'done' ? 'payment' : wizard.step;

  const payNow = useCallback(
    async (values: BuyPlanFormValues) => {
      setFailure(undefined);
      setCardAgain(false);
      const outcome = await pay(values);
      if (outcome.kind !== 'failed') return;
      setFailure(outcome.failure);
      if (outcome.failure.field) wizard.showFieldError(outcome.failure.field, outcome.failure.message);
    },
    [pay, wizard],
  );

  /** The outcome of a payment whose answer was lost: the same request again, or (the card not typed since a reload) a look-up. */
  const settleUnanswered = useCallback(async () => {
    const values = getValues();
    if (values.paymentMethod === 'CARD' && values.cardNumber === '') {
      const found = await lookUp();
      if (found.kind === 'not-found') setCardAgain(true);
      return;
    }
    await payNow(values);
  }, [getValues, lookUp, payNow]);

  // Reopened (a reload, a closed tab) while a payment awaited its answer: ask for the outcome before offering "Pay".
  const askedOnOpen = useRef(false);
  useEffect(() => {
    if (askedOnOpen.current || !useBuyPlanFlow.getState().values.awaitingAnswer) return;
    askedOnOpen.current = true;
    void settleUnanswered();
  }, [settleUnanswered]);

  const linkSettled = useCallback(
    (which: 'customerDevice' | 'plan') => {
      setSettle((current) => ({ ...current, [which]: false }));
      wizard.next();
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

  if (sold) return <SaleDone sold={sold} onSellAnother={onStartOver} />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(undefined);
    if (step === 'payment') await handleSubmit(payNow, wizard.onInvalid)(event);
    else wizard.next();
  };

  return (
    <Stack gap="6" maxWidth="3xl">
      <WizardHeader title="Buy a plan" startOverQuestion={awaitingAnswer ? undefined : 'Clear this sale and start again?'} onStartOver={onStartOver} />

      <StepIndicator label="Buy-plan steps" steps={BUY_PLAN_STEPS} titles={BUY_PLAN_STEP_TITLES} current={step} completed={wizard.completed} />

      {online ? null : <Notice status="warning" role="status" title={BUY_PLAN_MESSAGES_ON_SCREEN.offline} />}
      {notice ? <Notice status="warning" title={notice} /> : null}

      <TextFormContext value={form}>
        <form noValidate aria-labelledby="buy-plan-step-heading" onSubmit={(event) => void onSubmit(event)}>
          <Stack gap="6">
            <WizardStepHeading index={wizard.index} count={wizard.count} title={BUY_PLAN_STEP_TITLES[step]} id="buy-plan-step-heading" headingRef={wizard.headingRef} />

            {step === 'customer-device' ? (
              <CustomerDeviceStep
                newestCustomers={newestCustomers}
                choose={chooseId}
                settleFromLink={settle.customerDevice}
                onSettled={() => linkSettled('customerDevice')}
                onLinkProblem={linkProblem}
              />
            ) : null}
            {step === 'plan' ? (
              <PlanStep
                deviceId={getValues().deviceId}
                renewalOfOrderId={getValues().renewalOfOrderId}
                settleFromLink={settle.plan}
                onSettled={() => linkSettled('plan')}
                onLinkProblem={linkProblem}
                clearPlan={() => chooseId('planId', '')}
                onChooseAnotherDevice={() => {
                  chooseId('renewalOfOrderId', '');
                  chooseId('deviceId', '');
                  wizard.goTo('customer-device', 'deviceId');
                }}
              />
            ) : null}
            {step === 'payment' ? (
              <PaymentStep locked={awaitingAnswer} payBlocked={!online || (awaitingAnswer && !cardAgain)} paying={paying} onBack={wizard.back}>
                <PaymentOutcome
                  failure={failure}
                  awaitingAnswer={awaitingAnswer && !paying}
                  checking={checking}
                  cardAgain={cardAgain}
                  online={online}
                  onTryAgain={() => void settleUnanswered()}
                />
              </PaymentStep>
            ) : (
              <WizardNav onBack={wizard.index > 0 ? wizard.back : undefined}>
                <Button type="submit" colorPalette="brand">
                  Next
                </Button>
              </WizardNav>
            )}
          </Stack>
        </form>
      </TextFormContext>
    </Stack>
  );
}

interface PaymentOutcomeProps {
  failure?: SaleFailure;
  awaitingAnswer: boolean;
  checking: boolean;
  cardAgain: boolean;
  online: boolean;
  onTryAgain: () => void;
}

/** What became of the last attempt: refused (and why), unanswered (and a way to settle it), or being checked. */
function PaymentOutcome({ failure, awaitingAnswer, checking, cardAgain, online, onTryAgain }: PaymentOutcomeProps) {
  if (checking) return <Notice status="info" title={BUY_PLAN_MESSAGES_ON_SCREEN.checking} />;
  if (cardAgain) return <Notice status="warning" title={BUY_PLAN_MESSAGES_ON_SCREEN.enterCardAgain} />;
  if (awaitingAnswer) {
    return (
      <Notice
        status="warning"
        title={BUY_PLAN_MESSAGES_ON_SCREEN.unanswered}
        description={BUY_PLAN_MESSAGES_ON_SCREEN.unansweredHelp}
        action={
          <Button type="button" size="sm" variant="outline" onClick={onTryAgain} disabled={!online}>
            {online ? 'Try again' : 'Waiting for the connection…'}
          </Button>
        }
      />
    );
  }
  // A refusal about one field is said on that field.
  if (!failure || failure.field) return null;
  return <Notice status="error" title={failure.message} />;
}
