import { Box, Link, Stack, Text } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { EvidenceThumbnails, type EvidenceGroup } from '@/components/evidence/EvidenceThumbnails';
import type { FetchEvidenceLinks } from '@/components/evidence/evidenceLinks';
import { DetailSection } from '@/components/ui/DetailSection';
import { OpenOnRequest } from '@/components/ui/OpenOnRequest';
import { formatDate, formatDateTime } from '@/lib/format/date';
import type { DeskClaim, PhotoReuseFlag } from './getDeskClaim';
import { deskClaimUrl } from './urls';

// Loaded when the officer asks for more: a claim that needs nothing more never loads it.
const RequestEvidenceForm = dynamic(() => import('./RequestEvidenceForm').then((module) => module.RequestEvidenceForm));
const fetchLinks: FetchEvidenceLinks = (ids) => import('./deskEvidenceRequests').then((module) => module.fetchDeskEvidenceLinks(ids));

export const DESK_EVIDENCE_MESSAGES = {
  none: 'The agent sent no photos or documents.',
  noInspection: 'No inspection photos: the phone was sold before the sale asked for them.',
  askMore: 'Ask the agent for more when these are not enough to decide.',
  asked: (at: string) => `You asked for more on ${at}: the agent has not added any since.`,
} as const;

/**
 * What the agent sent (thumbnails that open full size; a PDF as a link), each photo's reuse flags in plain
 * words and highlighted, the phone's inspection photos from its sale (was it whole, is it the one covered),
 * and, while the claim is being reviewed, "Ask for more evidence". Labels and flags are worded on the server
 * (toDeskClaim); the files' links are asked for when they come on screen.
 */
export function DeskClaimEvidence({ claim }: { claim: DeskClaim }) {
  const groups: EvidenceGroup[] = [
    {
      label: 'Sent with the claim',
      empty: DESK_EVIDENCE_MESSAGES.none,
      files: claim.files.map((file) => ({
        id: file.id,
        contentType: file.contentType,
        label: file.label,
        caption: `Added ${formatDateTime(file.createdAt)}`,
        extra: file.reuses.length > 0 ? <ReuseFlags reuses={file.reuses} /> : undefined,
      })),
    },
    {
      label: 'Inspection photos from the sale',
      heading: 'Inspection photos from the sale',
      empty: DESK_EVIDENCE_MESSAGES.noInspection,
      files: claim.inspectionPhotos.map((photo) => ({
        id: photo.id,
        contentType: photo.contentType,
        label: photo.label,
        caption: `Taken at the sale${photo.orderReference ? ` ${photo.orderReference}` : ''}, ${formatDate(photo.createdAt)}`,
      })),
    },
  ];

  return (
    <DetailSection id="desk-evidence-heading" title="Photos and documents">
      <Stack gap="5">
        {claim.reuseSummary ? (
          <Text bg="red.subtle" color="red.fg" fontWeight="semibold" borderRadius="md" padding="3">
            {claim.reuseSummary}
          </Text>
        ) : null}
        <EvidenceThumbnails groups={groups} fetchLinks={fetchLinks} />
        {claim.takesEvidence ? (
          <OpenOnRequest
            summary={claim.evidenceRequestedAt ? DESK_EVIDENCE_MESSAGES.asked(formatDateTime(claim.evidenceRequestedAt)) : DESK_EVIDENCE_MESSAGES.askMore}
            action="Ask for more evidence"
          >
            {(done) => <RequestEvidenceForm claimId={claim.id} onDone={done} />}
          </OpenOnRequest>
        ) : null}
      </Stack>
    </DetailSection>
  );
}

/** Each earlier use of the photo, highlighted: the claim it was on (a link), or the other phone. */
function ReuseFlags({ reuses }: { reuses: readonly PhotoReuseFlag[] }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" margin="0" padding="0" aria-label="Also used elsewhere">
      {reuses.map((reuse) => (
        <Box as="li" key={reuse.matchedId} bg="red.subtle" color="red.fg" borderInlineStartWidth="4px" borderColor="red.solid" borderRadius="sm" paddingX="3" paddingY="2">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            <FlagWords reuse={reuse} />
          </Text>
          <Text textStyle="sm">{reuse.closeness}</Text>
        </Box>
      ))}
    </Stack>
  );
}

/** The flag's sentence, its claim reference a link to that claim. */
function FlagWords({ reuse }: { reuse: PhotoReuseFlag }) {
  if (!reuse.claim) return <>{reuse.text}</>;
  const at = reuse.text.lastIndexOf(reuse.claim.reference);
  return (
    <>
      {reuse.text.slice(0, at)}
      <Link asChild color="red.fg" textDecoration="underline">
        <NextLink href={deskClaimUrl(reuse.claim.id)} prefetch={false}>
          {reuse.claim.reference}
        </NextLink>
      </Link>
      {reuse.text.slice(at + reuse.claim.reference.length)}
    </>
  );
}
