import { Box, Button, chakra, createRecipeContext, Flex, Stack, Text, VisuallyHidden, type HTMLChakraProps, type RecipeProps } from '@chakra-ui/react';
import { useId, type ChangeEvent } from 'react';
import type { EvidenceKind } from '@/lib/domain/evidence';
import type { EvidenceAccepts } from '@/lib/uploads/compressPhoto';
import { useEvidenceSlot, type EvidenceSlot } from '@/lib/uploads/useEvidenceSlot';
import { fetchAgentEvidenceLinks } from './fetchAgentEvidenceLinks';
import { useEvidenceLinks } from './useEvidenceLinks';

export interface EvidenceFieldProps {
  /** Unique per slot of one sale or claim draft (e.g. `sale:<draft key>:DEVICE_FRONT`). */
  slotKey: string;
  kind: EvidenceKind;
  /** What the photo shows ("Front, screen on"). */
  label: string;
  /** How to take it ("Dial *#06# and photograph the screen"). */
  hint?: string;
  required?: boolean;
  accepts: EvidenceAccepts;
  /** The id the form keeps for this slot (its persisted flow). */
  evidenceId?: string;
  /** The server confirmed the file; may come after the field has left the screen: keep the id in a store. */
  onUploaded: (evidenceId: string) => void;
  /** The slot's photo was replaced or removed. */
  onCleared: () => void;
  /** The form's message for this slot ("Add this photo"). */
  error?: string;
}

export const NO_SIGNAL_TEXT = 'No signal: the photo is kept and will be sent when the connection is back';
export const NOT_KEPT_TEXT = 'This browser cannot keep the photo if the page is reloaded: stay on this page until it is sent.';

const buttonRecipe = createRecipeContext({ key: 'button' });
/** The file input's label, drawn as a button: a tap on it opens the camera (or the files). */
const ButtonLabel = buttonRecipe.withContext<HTMLLabelElement, HTMLChakraProps<'label', RecipeProps<'button'>>>('label');

const FOCUS_RING = { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' };

function statusText(slot: EvidenceSlot): string {
  const what = slot.isPdf ? 'file' : 'photo';
  switch (slot.status) {
    case 'empty':
      return '';
    case 'preparing':
      return `Preparing the ${what}…`;
    case 'uploading':
      return 'Uploading…';
    case 'waiting-for-signal':
      return slot.isPdf ? NO_SIGNAL_TEXT.replace('photo', 'file') : NO_SIGNAL_TEXT;
    case 'uploaded':
      return 'Sent';
    case 'refused':
    case 'failed':
      return slot.message ?? '';
  }
}

function actionText(slot: EvidenceSlot, accepts: EvidenceAccepts): string {
  if (slot.status === 'refused') return 'Take it again';
  if (slot.status !== 'empty') return 'Retake';
  return accepts === 'photo-or-pdf' ? 'Take photo or choose PDF' : 'Take photo';
}

/**
 * One photo of a sale or claim: the camera opens from "Take photo" (a real file input, reachable by
 * keyboard), the photo is prepared and sent at once, and the field says where it stands — with its
 * progress, "Sent", no signal (kept, sent later) or the server's refusal — politely to screen readers.
 */
export function EvidenceField({ slotKey, kind, label, hint, required = false, accepts, evidenceId, onUploaded, onCleared, error }: EvidenceFieldProps) {
  const id = useId();
  const slot = useEvidenceSlot({ slotKey, kind, accepts, evidenceId, onUploaded, onCleared, label });
  // A photo sent before a reload is no longer on the phone: its thumbnail comes from the stored file.
  const sentId = slot.status === 'uploaded' && !slot.previewUrl && !slot.isPdf ? evidenceId : undefined;
  const sentLinks = useEvidenceLinks(sentId ? [sentId] : [], fetchAgentEvidenceLinks);
  const sentUrl = sentId ? sentLinks.linkOf(sentId)?.url : undefined;
  const ids = { label: `${id}-label`, hint: `${id}-hint`, input: `${id}-input`, action: `${id}-action`, status: `${id}-status`, error: `${id}-error` };
  const percent = Math.round(slot.progress * 100);
  const sending = slot.status === 'uploading' || slot.status === 'waiting-for-signal';
  const pending = slot.status !== 'empty' && slot.status !== 'uploaded' && slot.status !== 'refused';
  const describedBy = [hint ? ids.hint : undefined, ids.status, error ? ids.error : undefined].filter(Boolean).join(' ');

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied, so choosing the same file again is a change too.
    event.target.value = '';
    if (file) slot.choose(file);
  };

  return (
    <Stack gap="2" role="group" aria-labelledby={ids.label} data-status={slot.status}>
      <Text id={ids.label} fontWeight="semibold">
        {label}
        {required ? (
          <>
            <chakra.span color="fg.error" aria-hidden="true">
              {' *'}
            </chakra.span>
            <VisuallyHidden> (required)</VisuallyHidden>
          </>
        ) : null}
      </Text>
      {hint ? (
        <Text id={ids.hint} textStyle="sm" color="fg.muted">
          {hint}
        </Text>
      ) : null}

      <Flex gap="3" align="center" minHeight="16">
        <Preview slot={slot} label={label} url={slot.previewUrl ?? sentUrl} onBroken={sentId ? () => sentLinks.onBroken(sentId) : undefined} />
        <Stack gap="1" flex="1" minWidth="0">
          {slot.isPdf && slot.fileName ? (
            <Text textStyle="sm" overflowWrap="anywhere">
              {slot.fileName}
            </Text>
          ) : null}
          {sending ? (
            <Box
              role="progressbar"
              aria-label={`Sending ${label}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              height="2"
              bg="bg.muted"
              borderRadius="full"
              overflow="hidden"
            >
              {/* An inline width: a class per percent would grow the style sheet by a hundred rules. */}
              <Box height="full" bg="brand.solid" transition="width 0.2s" style={{ width: `${percent}%` }} />
            </Box>
          ) : null}
          <Text textStyle="sm" color={slot.status === 'refused' || slot.status === 'failed' ? 'fg.error' : undefined}>
            {/* Announced when the status changes, not at every percent. */}
            <chakra.span id={ids.status} aria-live="polite">
              {statusText(slot)}
            </chakra.span>
            {slot.status === 'uploading' ? <chakra.span aria-hidden="true">{` ${percent}%`}</chakra.span> : null}
          </Text>
        </Stack>
      </Flex>

      <Flex gap="2" wrap="wrap">
        <chakra.input
          type="file"
          id={ids.input}
          srOnly
          accept={accepts === 'photo-or-pdf' ? 'image/*,application/pdf' : 'image/*'}
          // The camera directly for a photo; for a photo or PDF the phone offers camera and files.
          capture={accepts === 'photo' ? 'environment' : undefined}
          aria-labelledby={`${ids.action} ${ids.label}`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={onChange}
        />
        <ButtonLabel
          htmlFor={ids.input}
          id={ids.action}
          variant={slot.status === 'empty' || slot.status === 'refused' ? 'solid' : 'outline'}
          minHeight="11"
          cursor="pointer"
          css={{ 'input:focus-visible + &': FOCUS_RING }}
        >
          {actionText(slot, accepts)}
        </ButtonLabel>
        {slot.status === 'failed' || slot.status === 'waiting-for-signal' ? (
          <Button variant="outline" minHeight="11" onClick={slot.retry}>
            {slot.status === 'failed' ? 'Try again' : 'Send now'}
          </Button>
        ) : null}
        {!required && slot.status !== 'empty' ? (
          <Button variant="ghost" minHeight="11" onClick={slot.retake}>
            Remove
          </Button>
        ) : null}
      </Flex>

      {pending && !slot.survivesReload ? (
        <Text textStyle="sm" color="fg.warning">
          {NOT_KEPT_TEXT}
        </Text>
      ) : null}
      {error ? (
        <Text id={ids.error} textStyle="sm" color="fg.error" aria-live="polite">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The photo's thumbnail (`url`: the photo on the phone, or the stored file's link once it was sent), a PDF's
 * icon, or an empty frame, always the same size (nothing moves).
 */
function Preview({ slot, label, url, onBroken }: { slot: EvidenceSlot; label: string; url?: string; onBroken?: () => void }) {
  const frame = { boxSize: '16', flexShrink: 0, borderRadius: 'md', borderWidth: '1px', overflow: 'hidden', bg: 'bg.muted' } as const;
  if (url) {
    return <chakra.img src={url} alt={`Photo for ${label}`} objectFit="cover" onError={onBroken} {...frame} />;
  }
  return (
    <Flex {...frame} align="center" justify="center" color="fg.muted" aria-hidden="true">
      <chakra.svg viewBox="0 0 24 24" boxSize="7" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
        {slot.isPdf ? (
          <>
            <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
            <path d="M14 3v5h5" />
            <path d="M9 13h6M9 17h4" />
          </>
        ) : (
          <>
            <path d="M4 8a2 2 0 0 1 2-2h2l1.5-2h5L16 6h2a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z" />
            <circle cx="12" cy="13" r="3.5" />
          </>
        )}
      </chakra.svg>
    </Flex>
  );
}
