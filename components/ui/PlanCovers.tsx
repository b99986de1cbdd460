import { Badge, Flex } from '@chakra-ui/react';
import { claimTypeLabel } from '@/lib/claims/claimType';

/** What a plan covers, as a list of badges. */
export function PlanCovers({ covers, label = 'Covers' }: { covers: readonly string[]; label?: string }) {
  return (
    <Flex as="ul" aria-label={label} gap="1.5" wrap="wrap" listStyleType="none" margin="0" padding="0">
      {covers.map((cover) => (
        <Badge as="li" key={cover} colorPalette="gray" variant="subtle">
          {claimTypeLabel(cover)}
        </Badge>
      ))}
    </Flex>
  );
}
