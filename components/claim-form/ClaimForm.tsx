import { Box, Button, chakra, Flex, Grid, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { ChoiceCard } from '@/components/ui/ChoiceCard';
import { Field, FieldInput, FieldTextarea } from '@/components/ui/Field';
import { FlowRecoveredNotice } from '@/components/ui/FlowRecoveredNotice';
import { Notice } from '@/components/ui/Notice';
import { claimTypeLabel } from '@/lib/claims/claimType';
import { errorText, useField, useFieldValue, useFormState, type TextForm } from '@/lib/forms/useTextForm';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { CLAIM_DESCRIPTION_MAX_LENGTH, CLAIM_DESCRIPTION_MIN_LENGTH, claimDescriptionLength, needsPoliceReport } from '@/lib/validation/claim';
import { useOnlineStatus } from '@/lib/network/useOnlineStatus';
import { ChosenOrder } from './ChosenOrder';
import { NewClaimHeading } from './NewClaimHeading';
import type { ClaimFormValues } from './claimFormValues';
import type { ClaimOption, ClaimOrder } from './quoteClaim';
import { useClaimForm, type ClaimFormOutcome } from './useClaimForm';

// The photos' part, with the upload and compression code, loads once a claim type is chosen: the form's
// first load carries none of it.
const ClaimPhotosPart = dynamic(() => import('./ClaimPhotosPart').then((module) => module.ClaimPhotosPart), {
  loading: () => <Text color="fg.muted">Preparing the photos…</Text>,
});

export const CLAIM_FORM_MESSAGES = {
  recovered: 'The saved claim could not be read, so a new one was started.',
  resumeTitle: 'This claim was being sent when the page closed or the connection dropped.',
  resumeHelp: 'Whether it was filed is not known yet. Send it again to find out: it cannot be filed twice.',
  unknownOutcome: 'Whether the claim was filed is not known yet. Trying again cannot file it twice: the same claim is sent again.',
  notSent: 'The claim was not sent.',
  notFiled: 'The claim was not filed.',
  locked: 'The claim cannot be changed until its answer comes.',
  waitingForPhotos: 'Waiting for the photos…',
} as const;

/** How long typing in the description may pause before its length is announced. */
const COUNT_ANNOUNCE_DELAY_MS = 1000;

export interface ClaimFormProps {
  order: ClaimOrder;
  /** Lagos `YYYY-MM-DD` of the server's render: the latest incident date offered, and which waiting periods are still running. */
  today: string;
}

/**
 * /account/warranty/new?order=…: the chosen order, then the claim. Only the types the plan covers are
 * offered, each with its excess as the service quoted it; the service decides everything else and its
 * refusals are shown where they belong. Filed: the claim's screen opens.
 */
export function ClaimForm({ order, today }: ClaimFormProps) {
  const claim = useClaimForm(order.id);
  const { form, locked } = claim;
  const claimType = useFieldValue(form, 'claimType');
  const incidentDateError = useFormState(form, (state) => state.errors.incidentDate);
  const policeReportError = useFormState(form, (state) => state.errors.policeReportNumber);
  const chosen = order.options.find((option) => option.claimType === claimType);

  return (
    <Stack gap="6" maxWidth="3xl" {...claim.loadOnFirstInput}>
      <NewClaimHeading intro="A repair or theft claim on a customer’s plan. The claims team reviews it once it is filed." />
      {claim.recovered ? <FlowRecoveredNotice message={CLAIM_FORM_MESSAGES.recovered} onDismiss={claim.dismissRecovered} /> : null}
      {claim.resumable ? (
        <Notice
          status="warning"
          title={CLAIM_FORM_MESSAGES.resumeTitle}
          description={CLAIM_FORM_MESSAGES.resumeHelp}
          action={
            <Button type="button" size="sm" colorPalette="brand" onClick={() => void claim.fileClaim()}>
              Finish sending the claim
            </Button>
          }
        />
      ) : null}

      <ChosenOrder order={order} problem={claim.orderRefusal?.message} openClaim={claim.orderRefusal?.openClaim} problemRef={claim.orderRefusalRef} />

      <form noValidate aria-labelledby="claim-heading" onSubmit={(event) => void claim.fileClaim(event)}>
        <Stack gap="6">
          <Heading as="h2" size="lg" id="claim-heading">
            The claim
          </Heading>
          {claim.awaitingAnswer ? <Text color="fg.muted">{CLAIM_FORM_MESSAGES.locked}</Text> : null}

          <ClaimTypeChoice form={form} options={order.options} today={today} locked={locked} />

          <Field
            label="Date of the incident"
            hint={`The day it happened. The plan covers ${formatDate(order.startsOn)} to ${formatDate(order.endsOn)}.`}
            error={errorText(incidentDateError)}
            readOnly={locked}
          >
            <FieldInput {...form.register('incidentDate')} type="date" max={today} maxWidth="14rem" />
          </Field>

          <DescriptionField form={form} locked={locked} />

          {needsPoliceReport(claimType) ? (
            <Field label="Police report number" hint="A theft needs one: as written on the police report." error={errorText(policeReportError)} readOnly={locked}>
              <FieldInput
                {...form.register('policeReportNumber')}
                autoComplete="off"
                spellCheck={false}
                maxLength={60}
                placeholder="e.g. NPF/LAG/2026/00123"
              />
            </Field>
          ) : null}

          {claimType !== '' ? (
            <ClaimPhotosPart
              orderId={order.id}
              claimType={claimType}
              locked={locked}
              error={claim.photoProblem}
              listRef={claim.photosRef}
              onChange={claim.photosChanged}
            />
          ) : null}

          {chosen ? (
            <Box borderWidth="1px" borderRadius="md" padding="4" bg="bg.muted">
              <Text fontWeight="semibold">{`Excess for this claim: ${formatMoney(chosen.excessKobo)}`}</Text>
              <Text fontSize="sm" color="fg.muted">
                The customer pays it once the claim is approved.
              </Text>
            </Box>
          ) : null}

          <OutcomeNotice outcome={claim.outcome} awaitingAnswer={claim.awaitingAnswer} onRetry={() => void claim.fileClaim()} />

          {/* Said while "File claim" waits for photos still sending: which ones. */}
          <Box aria-live="polite">
            {claim.stillUploading ? (
              <Flex gap="3" align="center" wrap="wrap">
                <Text>{claim.stillUploading}</Text>
                <Button type="button" size="sm" variant="ghost" minHeight="11" onClick={claim.stopWaiting}>
                  Stop waiting
                </Button>
              </Flex>
            ) : null}
          </Box>

          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="flex-start"
            loading={claim.submitting || claim.stillUploading !== undefined}
            loadingText={claim.stillUploading ? CLAIM_FORM_MESSAGES.waitingForPhotos : 'Filing the claim…'}
          >
            File claim
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

type ClaimTextForm = TextForm<ClaimFormValues>;

interface ClaimTypeChoiceProps {
  form: ClaimTextForm;
  options: ClaimOption[];
  today: string;
  locked: boolean;
}

/** What happened, among the types the plan covers: each with its excess and, in its waiting period, the date cover starts. */
function ClaimTypeChoice({ form, options, today, locked }: ClaimTypeChoiceProps) {
  const { value, error, onChange, ref } = useField(form, 'claimType');
  const problem = errorText(error);
  return (
    <chakra.fieldset
      ref={ref}
      tabIndex={-1}
      // Focus sent to the group (to correct it) lands on its chosen radio, else its first.
      onFocus={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.querySelector<HTMLInputElement>('input:checked, input')?.focus();
      }}
      aria-describedby={problem ? 'claim-type-problem' : undefined}
      border="0"
      padding="0"
      margin="0"
      minWidth="0"
      outline="none"
    >
      <Text as="legend" fontWeight="semibold" marginBottom="2">
        What happened to the device?
      </Text>
      <Grid gap="3" templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}>
        {options.map((option) => (
          <ChoiceCard
            key={option.claimType}
            name="claimType"
            value={option.claimType}
            checked={value === option.claimType}
            onChoose={onChange}
            label={claimTypeLabel(option.claimType)}
            disabled={locked}
          >
            <Text>{`Excess ${formatMoney(option.excessKobo)}`}</Text>
            {option.coveredFrom > today ? <Text color="fg.warning">{`Covered from ${formatDate(option.coveredFrom)} (waiting period)`}</Text> : null}
          </ChoiceCard>
        ))}
      </Grid>
      {problem ? (
        <Text id="claim-type-problem" color="fg.error" fontSize="sm" marginTop="2">
          {problem}
        </Text>
      ) : null}
    </chakra.fieldset>
  );
}

interface DescriptionFieldProps {
  form: ClaimTextForm;
  locked: boolean;
}

/** What happened, in 20 to 1000 characters, with a count the check's way: seen as typed, said once typing pauses. */
function DescriptionField({ form, locked }: DescriptionFieldProps) {
  const value = useFieldValue(form, 'description');
  const error = useFormState(form, (state) => state.errors.description);
  const length = claimDescriptionLength(value);
  const tooLong = length > CLAIM_DESCRIPTION_MAX_LENGTH;
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (length === 0) return;
    const timer = setTimeout(() => setAnnounced(`${length} of ${CLAIM_DESCRIPTION_MAX_LENGTH} characters`), COUNT_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [length]);

  return (
    <Stack gap="1">
      <Field
        label="Describe what happened"
        hint={`How, where and when it happened, and what is wrong with the device: ${CLAIM_DESCRIPTION_MIN_LENGTH} to ${CLAIM_DESCRIPTION_MAX_LENGTH} characters.`}
        error={errorText(error)}
        readOnly={locked}
      >
        <FieldTextarea {...form.register('description')} rows={5} height="auto" paddingY="2" lineHeight="1.5" />
      </Field>
      <Text aria-hidden="true" alignSelf="flex-end" fontSize="sm" color={tooLong ? 'fg.error' : 'fg.muted'} fontVariantNumeric="tabular-nums">
        {`${length} / ${CLAIM_DESCRIPTION_MAX_LENGTH}`}
      </Text>
      <VisuallyHidden aria-live="polite">{announced}</VisuallyHidden>
    </Stack>
  );
}

interface OutcomeNoticeProps {
  outcome?: ClaimFormOutcome;
  awaitingAnswer: boolean;
  onRetry: () => void;
}

/** A sending's outcome that belongs to no field: no answer, a refusal of the whole claim, or filed. */
function OutcomeNotice({ outcome, awaitingAnswer, onRetry }: OutcomeNoticeProps) {
  // Offline, trying again could only fail the same way: the button waits for the connection.
  const online = useOnlineStatus();
  const retry = (
    <Button type="button" size="sm" variant="outline" onClick={onRetry} disabled={!online}>
      {online ? 'Try again' : 'Waiting for the connection…'}
    </Button>
  );
  switch (outcome?.kind) {
    case 'unanswered':
      return (
        <Notice status="warning" title={outcome.message} description={awaitingAnswer ? CLAIM_FORM_MESSAGES.unknownOutcome : CLAIM_FORM_MESSAGES.notSent} action={retry} />
      );
    case 'refused':
      return <Notice status="error" title={CLAIM_FORM_MESSAGES.notFiled} description={outcome.message} action={retry} />;
    case 'filed':
      return <Notice status="success" title={`Claim ${outcome.filed.reference} filed.`} description="Opening it…" />;
    default:
      return null;
  }
}
