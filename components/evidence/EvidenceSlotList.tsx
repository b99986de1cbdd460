import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useId, useRef, useState, type Ref } from 'react';
import type { ClaimEvidenceKind } from '@/lib/domain/evidence';
import type { PhotoSlot } from '@/lib/flows/claimPhotos';
import { CLAIM_EVIDENCE_WORDS } from './claimEvidenceWords';
import { EvidenceField } from './EvidenceField';

export interface EvidenceSlotListProps {
  kind: ClaimEvidenceKind;
  /** The slots of `kind`, in order (the first always there). */
  slots: readonly PhotoSlot[];
  /** Where each slot keeps its file (unique per draft and slot). */
  slotKeyOf: (slot: PhotoSlot) => string;
  /** The first slot must hold a file (a new claim's required photo). */
  required: boolean;
  /** How many slots may be open: the most a claim takes of a kind, less what it already has. */
  max: number;
  /** The form's message about these files (missing, or the service's refusal), under the first. */
  error?: string;
  onUploaded: (slot: PhotoSlot, evidenceId: string) => void;
  onCleared: (slot: PhotoSlot) => void;
  /** "Add another photo": the caller opens one more slot. */
  onAddAnother: () => void;
  /** The list's container: the form focuses it to point at a problem, and the focus goes to its first field. */
  listRef?: Ref<HTMLDivElement>;
}

/**
 * A claim's photos of one kind (the damage, or the police report's pages): a field per photo, each sent as
 * soon as it is taken, and "Add another" up to `max`. A new slot takes the focus, as a keyboard user expects.
 */
export function EvidenceSlotList({ kind, slots, slotKeyOf, required, max, error, onUploaded, onCleared, onAddAnother, listRef }: EvidenceSlotListProps) {
  const words = CLAIM_EVIDENCE_WORDS[kind];
  const headingId = useId();
  const [focusIndex, setFocusIndex] = useState<number>();
  const lastIndex = slots.length === 0 ? -1 : slots[slots.length - 1].index;

  return (
    <Stack
      ref={listRef}
      gap="4"
      role="group"
      aria-labelledby={headingId}
      tabIndex={-1}
      outline="none"
      // Focus sent to the list (to correct it) lands on its first field.
      onFocus={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
      }}
    >
      <Stack gap="1">
        <Text id={headingId} fontWeight="semibold" fontSize="md">
          {words.heading}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {words.hint}
        </Text>
      </Stack>
      {slots.map((slot, position) => (
        <SlotField
          key={slot.index}
          slot={slot}
          slotKey={slotKeyOf(slot)}
          label={words.label(position)}
          accepts={words.accepts}
          required={required && position === 0}
          error={position === 0 ? error : undefined}
          focusOnMount={focusIndex === slot.index}
          onUploaded={onUploaded}
          onCleared={onCleared}
        />
      ))}
      {slots.length < max ? (
        <Button
          type="button"
          variant="outline"
          alignSelf="flex-start"
          minHeight="11"
          onClick={() => {
            setFocusIndex(lastIndex + 1);
            onAddAnother();
          }}
        >
          {words.addAnother}
        </Button>
      ) : null}
    </Stack>
  );
}

interface SlotFieldProps {
  slot: PhotoSlot;
  slotKey: string;
  label: string;
  accepts: 'photo' | 'photo-or-pdf';
  required: boolean;
  error?: string;
  focusOnMount: boolean;
  onUploaded: (slot: PhotoSlot, evidenceId: string) => void;
  onCleared: (slot: PhotoSlot) => void;
}

function SlotField({ slot, slotKey, label, accepts, required, error, focusOnMount, onUploaded, onCleared }: SlotFieldProps) {
  const box = useRef<HTMLDivElement>(null);
  const { kind, index } = slot;
  // Stable per slot: the upload keeps the latest, and may call them after the field has gone.
  const uploaded = useCallback((evidenceId: string) => onUploaded({ kind, index }, evidenceId), [onUploaded, kind, index]);
  const cleared = useCallback(() => onCleared({ kind, index }), [onCleared, kind, index]);
  useEffect(() => {
    if (focusOnMount) box.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
  }, [focusOnMount]);
  return (
    <Box ref={box}>
      <EvidenceField
        slotKey={slotKey}
        kind={kind}
        label={label}
        required={required}
        accepts={accepts}
        evidenceId={slot.evidenceId}
        onUploaded={uploaded}
        onCleared={cleared}
        error={error}
      />
    </Box>
  );
}
