import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { CLAIM_EVIDENCE_WORDS } from '@/components/evidence/claimEvidenceWords';
import { EvidenceSlotList } from '@/components/evidence/EvidenceSlotList';
import { waitForUploads } from '@/components/evidence/waitForUploads';
import { Notice } from '@/components/ui/Notice';
import type { ClaimEvidenceKind } from '@/lib/domain/evidence';
import {
  addClaimEvidenceSlot,
  claimEvidenceDraftOf,
  clearClaimEvidenceDraft,
  readClaimEvidenceDraft,
  setClaimEvidencePhoto,
  startClaimEvidenceDraft,
  useClaimEvidenceFlow,
} from '@/lib/flows/claimEvidenceFlow';
import { evidenceIdsOf, photoSlotKey, photoSlotPrefix, slotsOfKind, type PhotoSlot } from '@/lib/flows/claimPhotos';
import { failureNotice } from '@/lib/forms/failureNotice';
import { useKeyedSubmitOnce } from '@/lib/forms/submitOnce';
import { forgetEvidenceSlots } from '@/lib/uploads/evidenceSlots';
import { stillUploadingMessage } from '@/lib/uploads/uploadsInProgress';

/** Where photos added to a filed claim keep their files: `claim-evidence:<draft id>:<kind>:<n>`. */
export const ADD_EVIDENCE_AREA = 'claim-evidence';

export const ADD_CLAIM_EVIDENCE_MESSAGES = {
  notAdded: 'The photos were not added.',
  unknown: 'Whether the photos were added is not known yet. Send them again: they are not added twice.',
  added: 'Added to the claim. The claims desk sees them now.',
  none: { DAMAGE: 'Take a photo first.', POLICE_REPORT: 'Add a photo of the report or its PDF first.' } satisfies Record<ClaimEvidenceKind, string>,
  full: 'This claim has all the files of this kind it can take.',
  preparing: 'Preparing the photos…',
} as const;

const TITLES = { notDone: ADD_CLAIM_EVIDENCE_MESSAGES.notAdded, unknown: ADD_CLAIM_EVIDENCE_MESSAGES.unknown };

const loadRequests = () => import('./claimEvidenceRequests');

export interface AddClaimEvidenceFormProps {
  claimId: string;
  /** What the claim takes: photos of the damage, or the police report's. */
  kind: ClaimEvidenceKind;
  /** How many more files of `kind` the claim can take. */
  room: number;
  /** Added (or closed): the section says `message` and shows the button again. */
  onDone: (message: string) => void;
}

/**
 * More photos (or the police report's pages) for a claim under review: each sent as it is taken and kept on
 * this device (a reload resumes it), then added to the claim at once with `add_claim_evidence`, under one key
 * until it went through. Waits for files still sending, saying which; the page is read again once added.
 */
export function AddClaimEvidenceForm({ claimId, kind, room, onDone }: AddClaimEvidenceFormProps) {
  const router = useRouter();
  const hydrated = useClaimEvidenceFlow((state) => state.hydrated);
  const values = useClaimEvidenceFlow((state) => state.values);
  const draft = values.claimId === claimId && values.draftId ? { draftId: values.draftId, slots: values.slots ?? [] } : undefined;
  const { submitKeyed, submitting } = useKeyedSubmitOnce();
  const [problem, setProblem] = useState<string>();
  const [outcome, setOutcome] = useState<{ title: string; description?: string }>();
  const [stillUploading, setStillUploading] = useState<string>();
  const waiting = useRef<AbortController>(undefined);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void readClaimEvidenceDraft();
    return () => waiting.current?.abort();
  }, []);
  useEffect(() => {
    if (!hydrated) return;
    const { replaced } = startClaimEvidenceDraft(claimId);
    if (replaced) void forgetEvidenceSlots(photoSlotPrefix(ADD_EVIDENCE_AREA, replaced));
  }, [hydrated, claimId]);

  const uploaded = useCallback((slot: PhotoSlot, evidenceId: string) => {
    setClaimEvidencePhoto(claimId, slot, evidenceId);
    setProblem(undefined);
  }, [claimId]);
  const cleared = useCallback((slot: PhotoSlot) => setClaimEvidencePhoto(claimId, slot, undefined), [claimId]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft || waiting.current || submitting) return;
    setProblem(undefined);
    setOutcome(undefined);
    const prefix = photoSlotPrefix(ADD_EVIDENCE_AREA, draft.draftId, kind);
    const controller = new AbortController();
    waiting.current = controller;
    try {
      await waitForUploads(prefix, controller.signal, (uploads) => {
        const which = stillUploadingMessage(uploads);
        setStillUploading(which && `${which} ${uploads.length === 1 ? 'It is' : 'They are'} added to the claim as soon as sent.`);
      });
    } catch {
      return;
    } finally {
      waiting.current = undefined;
    }
    const ids = evidenceIdsOf(claimEvidenceDraftOf(claimId)?.slots ?? [], kind);
    if (ids.length === 0) {
      setProblem(ADD_CLAIM_EVIDENCE_MESSAGES.none[kind]);
      listRef.current?.focus();
      return;
    }
    const attempt = await submitKeyed({ load: loadRequests, send: (requests, key) => requests.sendClaimEvidence(claimId, ids, key) });
    switch (attempt.kind) {
      case 'busy':
        return;
      case 'done':
        clearClaimEvidenceDraft();
        void forgetEvidenceSlots(photoSlotPrefix(ADD_EVIDENCE_AREA, draft.draftId));
        onDone(ADD_CLAIM_EVIDENCE_MESSAGES.added);
        return void router.replace(router.asPath, undefined, { scroll: false });
      case 'refused':
        if (attempt.failure.onPhotos) {
          setProblem(attempt.failure.message);
          listRef.current?.focus();
          return;
        }
        return setOutcome(failureNotice(attempt, TITLES));
      default:
        return setOutcome(failureNotice(attempt, TITLES));
    }
  };

  if (room <= 0) return <Text>{ADD_CLAIM_EVIDENCE_MESSAGES.full}</Text>;
  if (!draft) return <Text color="fg.muted">{ADD_CLAIM_EVIDENCE_MESSAGES.preparing}</Text>;
  const words = CLAIM_EVIDENCE_WORDS[kind];

  return (
    <form noValidate aria-label={`Add ${words.heading.toLowerCase()}`} onSubmit={(event) => void send(event)}>
      <Stack gap="4">
        <EvidenceSlotList
          kind={kind}
          slots={slotsOfKind(draft.slots, kind)}
          slotKeyOf={(slot) => photoSlotKey(ADD_EVIDENCE_AREA, draft.draftId, slot)}
          required={false}
          max={room}
          error={problem}
          onUploaded={uploaded}
          onCleared={cleared}
          onAddAnother={() => addClaimEvidenceSlot(claimId, kind, room)}
          listRef={listRef}
        />
        {outcome ? <Notice status="error" title={outcome.title} description={outcome.description} /> : null}
        <Flex aria-live="polite" gap="3" align="center" wrap="wrap">
          {stillUploading ? (
            <>
              <Text>{stillUploading}</Text>
              <Button type="button" size="sm" variant="ghost" minHeight="11" onClick={() => waiting.current?.abort()}>
                Stop waiting
              </Button>
            </>
          ) : null}
        </Flex>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          minHeight="11"
          loading={submitting || stillUploading !== undefined}
          loadingText={stillUploading ? 'Waiting for the photos…' : 'Adding…'}
        >
          Add to the claim
        </Button>
      </Stack>
    </form>
  );
}
