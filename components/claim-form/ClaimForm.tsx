import { Box, Button, chakra, Grid, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useState, type RefObject } from 'react';
import { ChoiceCard } from '@/components/ui/ChoiceCard';
import { Field, FieldInput, FieldTextarea } from '@/components/ui/Field';
import { FlowRecoveredNotice } from '@/components/ui/FlowRecoveredNotice';
import { Notice } from '@/components/ui/Notice';
import { claimTypeLabel } from '@/lib/claims/claimStatus';
import { isClaimType } from '@/lib/domain/claims';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { CLAIM_DESCRIPTION_MAX_LENGTH, CLAIM_DESCRIPTION_MIN_LENGTH, claimDescriptionLength, needsPoliceReport } from '@/lib/validation/claim';
import { useOnlineStatus } from '@/lib/network/useOnlineStatus';
import { ChosenOrder } from './ChosenOrder';
import { NewClaimHeading } from './NewClaimHeading';
import type { ClaimFormValues } from './claimForm';
import type { ClaimOption, ClaimOrder } from './quoteClaim';
import { useClaimForm, type ClaimFormOutcome } from './useClaimForm';

export const CLAIM_FORM_MESSAGES = {
  recovered: 'The saved claim could not be read, so a new one was started.',
  resumeTitle: 'This claim was being sent when the page closed or the connection dropped.',
  resumeHelp: 'Whether it was filed is not known yet. Send it again to find out: it cannot be filed twice.',
  unknownOutcome: 'Whether the claim was filed is not known yet. Trying again cannot file it twice: the same claim is sent again.',
  notSent: 'The claim was not sent.',
  notFiled: 'The claim was not filed.',
  locked: 'The claim cannot be changed until its answer comes.',
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
  const form = useClaimForm(order.id);
  const { values, problems, locked, change } = form;
  const { claimType: claimTypeRef, incidentDate: incidentDateRef, description: descriptionRef, policeReportNumber: policeReportRef, order: orderProblemRef } = form.targets;
  const chosen = order.options.find((option) => option.claimType === values.claimType);

  return (
    <Stack gap="6" maxWidth="3xl">
      <NewClaimHeading intro="A repair or theft claim on a customer’s plan. The claims team reviews it once it is filed." />
      {form.recovered ? <FlowRecoveredNotice message={CLAIM_FORM_MESSAGES.recovered} onDismiss={form.dismissRecovered} /> : null}
      {form.resumable ? (
        <Notice
          status="warning"
          title={CLAIM_FORM_MESSAGES.resumeTitle}
          description={CLAIM_FORM_MESSAGES.resumeHelp}
          action={
            <Button type="button" size="sm" colorPalette="brand" onClick={() => void form.fileClaim()}>
              Finish sending the claim
            </Button>
          }
        />
      ) : null}

      <ChosenOrder order={order} problem={problems.order} openClaim={form.openClaim} problemRef={orderProblemRef} />

      <form
        noValidate
        aria-labelledby="claim-heading"
        onFocus={form.prepare}
        onSubmit={(event) => {
          event.preventDefault();
          void form.fileClaim();
        }}
      >
        <Stack gap="6">
          <Heading as="h2" size="lg" id="claim-heading">
            The claim
          </Heading>
          {form.awaitingAnswer ? <Text color="fg.muted">{CLAIM_FORM_MESSAGES.locked}</Text> : null}

          <ClaimTypeChoice
            options={order.options}
            today={today}
            value={values.claimType}
            onChoose={(claimType) => change('claimType', claimType)}
            problem={problems.claimType}
            locked={locked}
            groupRef={claimTypeRef}
          />

          <Field
            label="Date of the incident"
            hint={`The day it happened. The plan covers ${formatDate(order.startsOn)} to ${formatDate(order.endsOn)}.`}
            error={problems.incidentDate}
            readOnly={locked}
          >
            <FieldInput
              ref={incidentDateRef}
              type="date"
              value={values.incidentDate}
              max={today}
              onChange={(event) => change('incidentDate', event.target.value)}
              maxWidth="14rem"
            />
          </Field>

          <DescriptionField
            value={values.description}
            onChange={(description) => change('description', description)}
            problem={problems.description}
            locked={locked}
            inputRef={descriptionRef}
          />

          {needsPoliceReport(values.claimType) ? (
            <Field
              label="Police report number"
              hint="A theft needs one: as written on the police report."
              error={problems.policeReportNumber}
              readOnly={locked}
            >
              <FieldInput
                ref={policeReportRef}
                value={values.policeReportNumber}
                onChange={(event) => change('policeReportNumber', event.target.value)}
                autoComplete="off"
                spellCheck={false}
                maxLength={60}
                placeholder="e.g. NPF/LAG/2026/00123"
              />
            </Field>
          ) : null}

          {chosen ? (
            <Box borderWidth="1px" borderRadius="md" padding="4" bg="bg.muted">
              <Text fontWeight="semibold">{`Excess for this claim: ${formatMoney(chosen.excessKobo)}`}</Text>
              <Text fontSize="sm" color="fg.muted">
                The customer pays it once the claim is approved.
              </Text>
            </Box>
          ) : null}

          <OutcomeNotice outcome={form.outcome} awaitingAnswer={form.awaitingAnswer} onRetry={() => void form.fileClaim()} />

          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={form.submitting} loadingText="Filing the claim…">
            File claim
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

interface ClaimTypeChoiceProps {
  options: ClaimOption[];
  today: string;
  value: ClaimFormValues['claimType'];
  onChoose: (claimType: ClaimFormValues['claimType']) => void;
  problem?: string;
  locked: boolean;
  groupRef: RefObject<HTMLFieldSetElement | null>;
}

/** What happened, among the types the plan covers: each with its excess and, in its waiting period, the date cover starts. */
function ClaimTypeChoice({ options, today, value, onChoose, problem, locked, groupRef }: ClaimTypeChoiceProps) {
  return (
    <chakra.fieldset ref={groupRef} aria-describedby={problem ? 'claim-type-problem' : undefined} border="0" padding="0" margin="0" minWidth="0">
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
            onChoose={(chosen) => onChoose(isClaimType(chosen) ? chosen : '')}
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
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  locked: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** What happened, in 20 to 1000 characters, with a count the check's way: seen as typed, said once typing pauses. */
function DescriptionField({ value, onChange, problem, locked, inputRef }: DescriptionFieldProps) {
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
        error={problem}
        readOnly={locked}
      >
        <FieldTextarea
          ref={inputRef}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          rows={5}
          height="auto"
          paddingY="2"
          lineHeight="1.5"
        />
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
