import { Link } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useEffect, useState } from 'react';
import { newClaimUrl } from '@/components/claims/urls';
import { Notice } from '@/components/ui/Notice';
import { CLAIM_DRAFT_FLOW_KEY } from '@/lib/flows/flowKeys';
import { storedFlowValues } from '@/lib/flows/storedFlowValues';
import { isUuid } from '@/lib/validation/uuid';

/** A claim kept on this device and not filed yet: its order, and whether it was being sent. */
interface UnfinishedClaim {
  orderId: string;
  awaitingAnswer: boolean;
}

const TYPED_FIELDS = ['claimType', 'incidentDate', 'description', 'policeReportNumber'] as const;

/**
 * The claim draft kept on this device, read as plain JSON (the picker does not load the draft's code): one
 * with something typed or a request awaiting its answer, on an order named by a well-formed id.
 */
export function unfinishedClaim(): UnfinishedClaim | undefined {
  const values = storedFlowValues(CLAIM_DRAFT_FLOW_KEY);
  const orderId = values?.orderId;
  if (!isUuid(orderId)) return undefined;
  const awaitingAnswer = values?.awaitingAnswer === true;
  const typed = TYPED_FIELDS.some((field) => typeof values?.[field] === 'string' && values[field] !== '');
  return typed || awaitingAnswer ? { orderId, awaitingAnswer } : undefined;
}

/** On the order picker: a claim saved on this device and not filed yet, with the way back to it. */
export function UnfinishedClaimNotice() {
  const [saved, setSaved] = useState<UnfinishedClaim>();
  // Local storage is read after the first render, so the server's HTML and the browser's first render agree.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- reading it once, after hydration, is the point
  useEffect(() => setSaved(unfinishedClaim()), []);
  if (!saved) return null;
  const { orderId, awaitingAnswer } = saved;
  return (
    <Notice
      status={awaitingAnswer ? 'warning' : 'info'}
      role="status"
      title={awaitingAnswer ? 'A claim was being sent when the page closed: whether it was filed is not known yet.' : 'A claim you started is not filed yet.'}
      action={
        <Link asChild color="brand.fg" textDecoration="underline" fontWeight="semibold">
          <NextLink href={newClaimUrl(orderId)}>{awaitingAnswer ? 'Finish sending it' : 'Continue the claim'}</NextLink>
        </Link>
      }
    />
  );
}
