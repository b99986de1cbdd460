import { Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import dynamic, { type DynamicOptionsLoadingProps } from 'next/dynamic';
import { useEffect, useState } from 'react';
import { EvidenceThumbnails } from '@/components/evidence/EvidenceThumbnails';
import { fetchAgentEvidenceLinks } from '@/components/evidence/fetchAgentEvidenceLinks';
import { DetailSection } from '@/components/ui/DetailSection';
import { OpenOnRequest } from '@/components/ui/OpenOnRequest';
import type { ClaimEvidenceKind } from '@/lib/domain/evidence';
import { CLAIM_EVIDENCE_FLOW_KEY } from '@/lib/flows/flowKeys';
import { storedFlowValues } from '@/lib/flows/storedFlowValues';
import { formatDateTime } from '@/lib/format/date';
import type { ClaimNote } from './ClaimNotes';
import type { ClaimDetails } from './getClaim';

// The form and its upload code load when the agent asks to add photos; the links' request when the files come on screen.
const AddClaimEvidenceForm = dynamic(() => import('./AddClaimEvidenceForm').then((module) => module.AddClaimEvidenceForm), { loading: FormLoading });

export const CLAIM_EVIDENCE_MESSAGES = {
  requested: 'The assessor asked for more photos or documents',
  none: 'No photos or documents yet.',
  addMore: 'Add more when the customer has them, or when the claims desk asks.',
  addRequested: 'Add what the claims desk asked for here.',
} as const;

const SECTION_ID = 'claim-evidence-heading';

/** The words of adding more of a kind. */
const ADD_ACTION: Record<ClaimEvidenceKind, string> = { DAMAGE: 'Add photos', POLICE_REPORT: 'Add photos or a PDF' };

/**
 * The claim's photos and documents as thumbnails (a PDF as a link), and while it is being reviewed "Add
 * photos": the form opens by itself when photos for this claim are kept on this device, unsent.
 */
export function ClaimEvidenceSection({ claim }: { claim: ClaimDetails }) {
  const files = claim.files.map((file) => ({ id: file.id, contentType: file.contentType, label: file.label, caption: `Added ${formatDateTime(file.createdAt)}` }));
  const adding = claim.addEvidence;
  const [kept, setKept] = useState(false);
  // Read after the first render, so the server's HTML and the browser's first render agree.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- reading the device's storage once, after hydration
  useEffect(() => setKept(storedFlowValues(CLAIM_EVIDENCE_FLOW_KEY)?.claimId === claim.id), [claim.id]);

  return (
    <DetailSection id={SECTION_ID} title="Photos and documents">
      <Stack gap="5">
        <EvidenceThumbnails groups={[{ label: "The claim's photos and documents", files, empty: CLAIM_EVIDENCE_MESSAGES.none }]} fetchLinks={fetchAgentEvidenceLinks} />
        {adding ? (
          <OpenOnRequest
            summary={claim.evidenceRequestedAt ? CLAIM_EVIDENCE_MESSAGES.addRequested : CLAIM_EVIDENCE_MESSAGES.addMore}
            action={ADD_ACTION[adding.kind]}
            startOpen={kept}
          >
            {(done) => <AddClaimEvidenceForm claimId={claim.id} kind={adding.kind} room={adding.room} onDone={done} />}
          </OpenOnRequest>
        ) : null}
      </Stack>
    </DetailSection>
  );
}

/**
 * Above the claim while the claims desk waits for more photos or documents: what it asked (its latest note,
 * also in the notes) and the way to the photos.
 */
export function EvidenceRequestNotice({ claim }: { claim: ClaimDetails }) {
  if (!claim.evidenceRequestedAt || !claim.addEvidence) return null;
  const asked = latestDeskNote(claim.notes);
  return (
    // Plain text in the warning's colours, not an Alert: the page's first load stays without its recipe.
    <Box bg="orange.subtle" color="orange.fg" borderWidth="1px" borderColor="orange.muted" borderRadius="md" padding="4">
      <Stack gap="2">
        <Text fontWeight="semibold">{CLAIM_EVIDENCE_MESSAGES.requested}</Text>
        {asked ? (
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {`“${asked.body}” (${formatDateTime(asked.createdAt)})`}
          </Text>
        ) : null}
        <Link href={`#${SECTION_ID}`} color="orange.fg" textDecoration="underline" fontWeight="semibold" alignSelf="flex-start">
          {ADD_ACTION[claim.addEvidence.kind]}
        </Link>
      </Stack>
    </Box>
  );
}

/** While the form's code loads; offline, what failed and "Try again" (plain, so the page's first load carries no Alert). */
function FormLoading({ error, retry }: DynamicOptionsLoadingProps) {
  if (!error) return <Text color="fg.muted">Preparing the photos…</Text>;
  return (
    <Flex gap="3" align="center" wrap="wrap">
      <Text color="fg.error">The photo form could not be loaded. Check the connection.</Text>
      <Button type="button" size="sm" variant="outline" minHeight="11" onClick={() => retry?.()}>
        Try again
      </Button>
    </Flex>
  );
}

function latestDeskNote(notes: readonly ClaimNote[]): ClaimNote | undefined {
  return notes.filter((note) => !note.own).at(-1);
}
