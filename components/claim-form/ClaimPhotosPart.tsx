import { Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, type Ref } from 'react';
import { CLAIM_EVIDENCE_WORDS } from '@/components/evidence/claimEvidenceWords';
import { EvidenceSlotList } from '@/components/evidence/EvidenceSlotList';
import type { ClaimType } from '@/lib/domain/claims';
import { MAX_CLAIM_FILES_PER_KIND, requiredClaimEvidence } from '@/lib/domain/evidence';
import { addClaimPhotoSlot, readClaimDraft, setClaimPhoto, startClaimPhotos, useClaimDraftFlow } from '@/lib/flows/claimDraftFlow';
import { evidenceIdsOf, photoSlotKey, photoSlotPrefix, slotsOfKind, type PhotoSlot } from '@/lib/flows/claimPhotos';
import { forgetEvidenceSlots } from '@/lib/uploads/evidenceSlots';
import { CLAIM_PHOTO_AREA } from './claimPhotosAtSubmit';

export interface ClaimPhotosPartProps {
  orderId: string;
  claimType: ClaimType;
  /** The claim as sent awaits its answer: its photos are those sent, shown but not changed. */
  locked: boolean;
  /** Missing, or the service's refusal of the photos. */
  error?: string;
  /** The form focuses it to point at a problem. */
  listRef?: Ref<HTMLDivElement>;
  /** The photos sent changed: a message about them is out of date. */
  onChange: () => void;
}

export const CLAIM_PHOTOS_MESSAGES = {
  preparing: 'Preparing the photos…',
} as const;

/**
 * The new claim's photos, of the kind its type needs: the damage, or for a theft the police report. Loaded
 * (with the upload code) only once a type is chosen. Each photo is sent as it is taken and kept in the claim
 * draft by its evidence id, so a reload shows it sent; a file still sending resumes.
 */
export function ClaimPhotosPart({ orderId, claimType, locked, error, listRef, onChange }: ClaimPhotosPartProps) {
  const kind = requiredClaimEvidence(claimType);
  const hydrated = useClaimDraftFlow((state) => state.hydrated);
  const stored = useClaimDraftFlow((state) => state.values.photos);
  const photos = stored?.orderId === orderId ? stored : undefined;

  // The draft read first (the form has usually done so), then this order's photos started; another order's go.
  useEffect(() => {
    void readClaimDraft();
  }, []);
  useEffect(() => {
    if (!hydrated) return;
    const { replaced } = startClaimPhotos(orderId);
    if (replaced) void forgetEvidenceSlots(photoSlotPrefix(CLAIM_PHOTO_AREA, replaced));
  }, [hydrated, orderId]);

  const uploaded = useCallback((slot: PhotoSlot, evidenceId: string) => setClaimPhoto(orderId, slot, evidenceId), [orderId]);
  const cleared = useCallback((slot: PhotoSlot) => setClaimPhoto(orderId, slot, undefined), [orderId]);

  const ids = photos ? evidenceIdsOf(photos.slots, kind).join(',') : '';
  const shownIds = useRef(ids);
  useEffect(() => {
    if (shownIds.current === ids) return;
    shownIds.current = ids;
    onChange();
  }, [ids, onChange]);

  if (!photos) return <Text color="fg.muted">{CLAIM_PHOTOS_MESSAGES.preparing}</Text>;
  const slots = slotsOfKind(photos.slots, kind);
  const words = CLAIM_EVIDENCE_WORDS[kind];

  if (locked) {
    const sent = slots.flatMap((slot, position) => (slot.evidenceId ? [words.label(position)] : []));
    return (
      <Stack gap="1">
        <Text fontWeight="semibold">{words.heading}</Text>
        <Text>{sent.length === 0 ? 'None sent with the claim.' : `Sent with the claim: ${sent.join(', ')}.`}</Text>
      </Stack>
    );
  }

  return (
    <EvidenceSlotList
      kind={kind}
      slots={slots}
      slotKeyOf={(slot) => photoSlotKey(CLAIM_PHOTO_AREA, photos.draftId, slot)}
      required
      max={MAX_CLAIM_FILES_PER_KIND}
      error={error}
      onUploaded={uploaded}
      onCleared={cleared}
      onAddAnother={() => addClaimPhotoSlot(orderId, kind)}
      listRef={listRef}
    />
  );
}
