import { Link } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useEffect, useState } from 'react';
import { newClaimUrl } from '@/components/claims/urls';
import { Notice } from '@/components/ui/Notice';
import { claimDraftIsStored } from '@/lib/flows/claimDraftKey';
import { loadClaimDraft } from './claimDraftStore';

/** A claim written (or sent without an answer) on this device and not filed: its order. */
interface Unfinished {
  orderId: string;
  awaitingAnswer: boolean;
}

/**
 * On the order picker: a claim saved on this device and not filed yet, with the way back to it. Reads the
 * draft only when one is stored (its code loads only then).
 */
export function UnfinishedClaimNotice() {
  const [unfinished, setUnfinished] = useState<Unfinished>();
  useEffect(() => {
    if (!claimDraftIsStored()) return;
    let current = true;
    void loadClaimDraft().then((flow) => {
      const saved = flow?.useClaimDraftFlow.getState().values;
      if (!current || !saved?.orderId) return;
      const typed = [saved.claimType, saved.incidentDate, saved.description, saved.policeReportNumber].some((value) => (value ?? '') !== '');
      if (typed || saved.awaitingAnswer) setUnfinished({ orderId: saved.orderId, awaitingAnswer: saved.awaitingAnswer === true });
    });
    return () => {
      current = false;
    };
  }, []);
  if (!unfinished) return null;
  return (
    <Notice
      status={unfinished.awaitingAnswer ? 'warning' : 'info'}
      role="status"
      title={unfinished.awaitingAnswer ? 'A claim was being sent when the page closed: whether it was filed is not known yet.' : 'A claim you started is not filed yet.'}
      action={
        <Link asChild color="brand.fg" textDecoration="underline" fontWeight="semibold">
          <NextLink href={newClaimUrl(unfinished.orderId)}>{unfinished.awaitingAnswer ? 'Finish sending it' : 'Continue the claim'}</NextLink>
        </Link>
      }
    />
  );
}
