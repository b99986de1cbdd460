import { Text } from '@chakra-ui/react';
import { Timeline } from '@/components/ui/Timeline';
import { claimStatusLabel, claimStatusPalette } from '@/lib/claims/claimStatus';
import type { ClaimEvent } from './getClaim';

/** An event that is the excess paid (the status unchanged), on the timeline. */
export const EXCESS_PAID_TITLE = 'Excess paid';

/** Each status the claim went through, oldest first, with its Lagos date and time and the desk's note: the agent's and the desk's screens alike. */
export function ClaimTimeline({ events }: { events: ClaimEvent[] }) {
  if (events.length === 0) return <Text color="fg.muted">No status change recorded yet.</Text>;
  const entries = events.map((event) => ({
    id: event.id,
    title: event.paymentId ? EXCESS_PAID_TITLE : claimStatusLabel(event.status),
    at: event.createdAt,
    palette: event.paymentId ? 'green' : claimStatusPalette(event.status),
    note: event.note,
  }));
  return <Timeline label="Status changes, oldest first" entries={entries} />;
}
