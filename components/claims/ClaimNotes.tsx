import { Box, Stack, Text } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { DetailSection } from '@/components/ui/DetailSection';
import { formatDateTime } from '@/lib/format/date';
import type { ClaimNoteFormProps } from './ClaimNoteForm';

// The thread is the page's (server-rendered); the form and its code load after the first paint, in a chunk
// of their own unless the screen gives its own (the claims desk loads it with its move form, in one chunk).
const ClaimNoteFormOfItsOwn = dynamic(() => import('./ClaimNoteForm').then((module) => module.ClaimNoteForm));

/** One note of a claim's thread, as a screen shows it. */
export interface ClaimNote {
  id: string;
  body: string;
  /** Who wrote it, in the reader's words: "You", "Claims desk", "Amaka Okonkwo (agent)". */
  author: string;
  /** Written by the one reading. */
  own: boolean;
  createdAt: string;
}

export interface ClaimNotesProps {
  claimId: string;
  /** Oldest first. */
  notes: ClaimNote[];
  /** What the form says to whom, and when the other side reads it. */
  form: Omit<ClaimNoteFormProps, 'claimId'>;
  /** When the thread is empty. */
  empty: string;
  /** The note form as the screen loads it; by default in a chunk of its own. */
  NoteForm?: ComponentType<ClaimNoteFormProps>;
}

/** The notes between a claim's agent and the claims desk, oldest first, and a note to send. */
export function ClaimNotes({ claimId, notes, form, empty, NoteForm = ClaimNoteFormOfItsOwn }: ClaimNotesProps) {
  return (
    <DetailSection id="claim-notes-heading" title="Notes">
      <Stack gap="4">
        {notes.length === 0 ? (
          <Text color="fg.muted">{empty}</Text>
        ) : (
          <Stack as="ol" gap="3" listStyleType="none" margin="0" padding="0" aria-label="Notes, oldest first">
            {notes.map((note) => (
              <Box
                as="li"
                key={note.id}
                borderWidth="1px"
                borderRadius="md"
                padding="3"
                bg={note.own ? 'brand.subtle' : 'bg.panel'}
                marginStart={note.own ? { base: '4', md: '8' } : '0'}
                marginEnd={note.own ? '0' : { base: '4', md: '8' }}
              >
                <Text fontSize="sm" color="fg.muted">
                  {`${note.author} · ${formatDateTime(note.createdAt)}`}
                </Text>
                <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {note.body}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
        <NoteForm claimId={claimId} {...form} />
      </Stack>
    </DetailSection>
  );
}
