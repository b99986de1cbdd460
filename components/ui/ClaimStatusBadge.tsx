import { Badge } from '@chakra-ui/react';
import { claimStatusLabel, claimStatusPalette } from '@/lib/claims/claimStatus';

/** "Under review", "Ready for pickup"… in the status's colour, the same on every screen. */
export function ClaimStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={claimStatusPalette(status)} width="fit-content">
      {claimStatusLabel(status)}
    </Badge>
  );
}
