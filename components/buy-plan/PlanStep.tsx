import { Button, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Notice } from '@/components/ui/Notice';
import { useEffect, useRef } from 'react';
import { usePartner } from '@/components/partner/PartnerContext';
import { ChoiceCard } from '@/components/ui/ChoiceCard';
import { ChoiceGroup } from '@/components/ui/ChoiceGroup';
import { Field } from '@/components/ui/Field';
import { PlanCovers } from '@/components/ui/PlanCovers';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { withAppApollo } from '@/lib/apollo/withAppApollo';
import { useQueryRetry } from '@/lib/apollo/useQueryRetry';
import { errorCode } from '@/lib/errors';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { useTextFormContext } from '@/lib/forms/TextFormContext';
import { errorText, useField } from '@/lib/forms/useTextForm';
import { lagosToday } from '@/lib/validation/lagosDay';
import type { BuyPlanFormValues } from './buyPlanFormValues';
import { GetRenewedOrder } from './getRenewedOrder';
import { keepPlanPhotos } from './inspectionPhotoChanges';
import { postpaidPrice, QuotePlan, quoteVariables, type PlanQuote } from './quotePlan';
import { renewalLine } from './renewal';
import { LINK_MESSAGES } from './useBuyPlanLink';

export interface PlanStepProps {
  deviceId: string;
  /** The order this sale renews, or '': the quotes are then of the renewal (starting after it ends). */
  renewalOfOrderId: string;
  /** A link named the plan: complete the step once it is among the quotes. */
  settleFromLink: boolean;
  onSettled: () => void;
  onLinkProblem: (message: string) => void;
  clearPlan: () => void;
  /** Takes the agent back to choose another device (the service refused to quote this one). */
  onChooseAnotherDevice: () => void;
}

/** Step 2: the partner's plans for the device, priced by the data service, and how the customer pays. */
function PlanStep({ deviceId, renewalOfOrderId, settleFromLink, onSettled, onLinkProblem, clearPlan, onChooseAnotherDevice }: PlanStepProps) {
  const query = useQuery(QuotePlan, { variables: quoteVariables(deviceId, renewalOfOrderId), fetchPolicy: 'cache-and-network' });
  const { errorMessage, retrying, retry } = useQueryRetry(query);
  const quotes = query.data?.quote_plan;
  const { ref: planRef, value: planId, onChange: choosePlan, error: planError } = useField(useTextFormContext<BuyPlanFormValues>(), 'planId');
  const checkedLink = useRef(false);
  const chosen = quotes?.find((quote) => quote.plan_id === planId);

  // What the chosen plan needs photographed goes with the sale: the photos step and "Pay" read it.
  useEffect(() => {
    if (chosen) keepPlanPhotos(chosen.plan_id, chosen.inspection_photos);
  }, [chosen]);

  // A linked (or stored) plan no longer on sale for this device: said, and cleared.
  useEffect(() => {
    if (!quotes || checkedLink.current || planId === '') return;
    checkedLink.current = true;
    if (!quotes.some((quote) => quote.plan_id === planId)) {
      onLinkProblem(LINK_MESSAGES.planNotFound);
      clearPlan();
    } else if (settleFromLink) {
      onSettled();
    }
  }, [quotes, planId, settleFromLink, onSettled, onLinkProblem, clearPlan]);

  if (errorMessage !== undefined && !quotes) {
    // The service's refusal of the renewal (the window not open or passed, the order not renewable) is final.
    const renewalRefused = renewalOfOrderId !== '' && RENEWAL_REFUSALS.has(errorCode(query.error) ?? '');
    return (
      <Stack gap="3">
        {renewalRefused ? (
          <Notice status="error" title="This plan cannot be renewed." description={errorMessage} />
        ) : (
          <RetryAlert title="The plans could not be priced for this device." message={errorMessage} onRetry={retry} retrying={retrying} />
        )}
        <Button type="button" variant="outline" alignSelf="flex-start" onClick={onChooseAnotherDevice}>
          Choose another device
        </Button>
      </Stack>
    );
  }
  if (!quotes) {
    return (
      <Stack gap="3" aria-busy="true">
        <VisuallyHidden role="status">Pricing the plans</VisuallyHidden>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height="28" borderRadius="md" />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      {renewalOfOrderId !== '' ? <RenewalNotice renewalOfOrderId={renewalOfOrderId} quote={chosen ?? quotes[0]} /> : null}
      <Field error={errorText(planError)}>
        <ChoiceGroup groupRef={planRef} legend="Choose a plan">
          {quotes.length === 0 ? <Text>No plans are on sale at the moment.</Text> : null}
          {quotes.map((quote) => (
            <ChoiceCard key={quote.plan_id} name="planId" value={quote.plan_id} checked={planId === quote.plan_id} onChoose={choosePlan} label={<PlanTitle quote={quote} />}>
              <PlanTerms quote={quote} />
            </ChoiceCard>
          ))}
        </ChoiceGroup>
      </Field>
      <BillingChoice quote={chosen} />
    </Stack>
  );
}

/** The refusals of `renewal_of_order_id` the service gives whatever is tried again. */
const RENEWAL_REFUSALS = new Set(['renewal-not-allowed', 'not-found']);

/** In a renewal: which plan is renewed, and that the new cover starts the day after it ends (the quote's dates). */
function RenewalNotice({ renewalOfOrderId, quote }: { renewalOfOrderId: string; quote: PlanQuote | undefined }) {
  const { data } = useQuery(GetRenewedOrder, { variables: { id: renewalOfOrderId }, fetchPolicy: 'cache-first' });
  const renewed = data?.plan_order_by_pk;
  const title = renewed ? renewalLine(renewed, lagosToday()) : 'Renewal of the current plan';
  return (
    <Notice
      status="info"
      title={title}
      description={quote ? `The new cover runs from ${formatDate(quote.starts_on)} to ${formatDate(quote.ends_on)}.` : undefined}
    />
  );
}

function PlanTitle({ quote }: { quote: PlanQuote }) {
  return (
    <>
      {quote.name}
      <Text as="span" display="block" fontWeight="normal">
        {`${formatMoney(quote.prepaid_premium_kobo)} for ${quote.term_months} months`}
      </Text>
    </>
  );
}

/** Everything the customer is told before paying: covers, claims, excesses, dates, the monthly price. */
function PlanTerms({ quote }: { quote: PlanQuote }) {
  const claims = quote.claims_per_term === 1 ? '1 claim' : `${quote.claims_per_term} claims`;
  const postpaid = postpaidPrice(quote);
  return (
    <Stack gap="2" color="fg">
      <Text color="fg.muted">{quote.description}</Text>
      <PlanCovers covers={quote.covers} />
      <Text>{`${claims} per cover term · excess ${formatMoney(quote.excess_kobo)} per claim`}</Text>
      {quote.theft_excess_kobo != null ? <Text>{`Theft excess ${formatMoney(quote.theft_excess_kobo)}`}</Text> : null}
      <Text>{`Cover from ${formatDate(quote.starts_on)} to ${formatDate(quote.ends_on)}`}</Text>
      {postpaid ? <Text>{`Or ${formatMoney(postpaid.instalmentKobo)} a month (${formatMoney(postpaid.totalKobo)} in all)`}</Text> : null}
    </Stack>
  );
}

/**
 * "Pay once (prepaid)" always; "Pay monthly (postpaid)" only where the partner allows it and the service
 * priced it — otherwise it is not offered at all, not even disabled.
 */
function BillingChoice({ quote }: { quote: PlanQuote | undefined }) {
  const { allow_postpaid_plan: postpaidAllowed } = usePartner();
  const { ref: billingRef, value: billing, onChange: chooseBilling, error: billingError } = useField(useTextFormContext<BuyPlanFormValues>(), 'billing');
  const postpaid = quote ? postpaidPrice(quote) : undefined;
  return (
    <Field error={errorText(billingError)}>
      <ChoiceGroup groupRef={billingRef} legend="How the customer pays">
        <ChoiceCard name="billing" value="PREPAID" checked={billing === 'PREPAID'} onChoose={chooseBilling} label="Pay once (prepaid)">
          {quote ? `${formatMoney(quote.prepaid_premium_kobo)} now for the whole cover` : 'The whole cover paid now'}
        </ChoiceCard>
        {postpaidAllowed ? (
          <ChoiceCard name="billing" value="POSTPAID" checked={billing === 'POSTPAID'} onChoose={chooseBilling} label="Pay monthly (postpaid)">
            {postpaid
              ? `${formatMoney(postpaid.instalmentKobo)} now, then ${formatMoney(postpaid.instalmentKobo)} a month: ${postpaid.instalments} instalments, ${formatMoney(postpaid.totalKobo)} in all`
              : 'Monthly instalments, the first paid now'}
          </ChoiceCard>
        ) : null}
      </ChoiceGroup>
    </Field>
  );
}

export default withAppApollo(PlanStep);
