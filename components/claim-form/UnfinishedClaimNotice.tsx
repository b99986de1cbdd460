import { Link } from '@chakra-ui/react';
import NextLink from 'next/link';
import { newClaimUrl } from '@/components/claims/urls';
import { Notice } from '@/components/ui/Notice';
import { useClaimDraftFlow } from '@/lib/flows/claimDraftFlow';
import { useFlowHydrated } from '@/lib/flows/createPersistedFlowStore';

/** On the order picker: a claim saved on this device and not filed yet, with the way back to it. */
export function UnfinishedClaimNotice() {
  const hydrated = useFlowHydrated(useClaimDraftFlow);
  const saved = useClaimDraftFlow((state) => state.values);
  const awaitingAnswer = saved.awaitingAnswer === true;
  const typed = [saved.claimType, saved.incidentDate, saved.description, saved.policeReportNumber].some((value) => (value ?? '') !== '');
  if (!hydrated || saved.orderId === undefined || !(typed || awaitingAnswer)) return null;
  return (
    <Notice
      status={awaitingAnswer ? 'warning' : 'info'}
      role="status"
      title={awaitingAnswer ? 'A claim was being sent when the page closed: whether it was filed is not known yet.' : 'A claim you started is not filed yet.'}
      action={
        <Link asChild color="brand.fg" textDecoration="underline" fontWeight="semibold">
          <NextLink href={newClaimUrl(saved.orderId)}>{awaitingAnswer ? 'Finish sending it' : 'Continue the claim'}</NextLink>
        </Link>
      }
    />
  );
}
