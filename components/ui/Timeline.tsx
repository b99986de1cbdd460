import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@/lib/format/date';

/** One thing that happened to a record: what, when (ISO), in which colour, and a line of detail. */
export interface TimelineEntry {
  id: string;
  title: string;
  at: string;
  palette: string;
  note: string | null;
}

export interface TimelineProps {
  /** The list's accessible name, e.g. "Status changes, oldest first". */
  label: string;
  entries: TimelineEntry[];
}

/**
 * What happened to a record, oldest first (a claim's status changes, a payment's history): a dot in each
 * entry's colour joined by a line, the title, its Lagos date and time, and the note. The latest is the
 * current step.
 */
export function Timeline({ label, entries }: TimelineProps) {
  return (
    <Stack as="ol" gap="0" listStyleType="none" margin="0" padding="0" aria-label={label}>
      {entries.map((entry, index) => {
        const latest = index === entries.length - 1;
        return (
          <Flex as="li" key={entry.id} gap="3" aria-current={latest ? 'step' : undefined}>
            {/* The dot in the entry's colour, and the line down to the next one. */}
            <Flex direction="column" align="center" flexShrink="0" width="3" aria-hidden="true">
              <Box boxSize="3" marginTop="1.5" borderRadius="full" colorPalette={entry.palette} bg="colorPalette.solid" />
              {latest ? null : <Box flex="1" width="2px" marginY="1" bg="border" />}
            </Flex>
            <Stack gap="0.5" paddingBottom={latest ? '0' : '5'} minWidth="0">
              <Text fontWeight="semibold">{entry.title}</Text>
              <Text asChild fontSize="sm" color="fg.muted">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </Text>
              {entry.note === null ? null : <Text overflowWrap="anywhere">{entry.note}</Text>}
            </Stack>
          </Flex>
        );
      })}
    </Stack>
  );
}
