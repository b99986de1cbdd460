import { Badge, Flex } from '@chakra-ui/react';

const COVER_LABELS: Record<string, string> = {
  SCREEN: 'Screen damage',
  LIQUID: 'Liquid damage',
  HARDWARE: 'Hardware fault',
  THEFT: 'Theft',
};

/** "SCREEN" → "Screen damage"; an unknown cover shows as the service named it. */
export function coverLabel(cover: string): string {
  return COVER_LABELS[cover] ?? cover;
}

/** What a plan covers, as a list of badges. */
export function PlanCovers({ covers, label = 'Covers' }: { covers: readonly string[]; label?: string }) {
  return (
    <Flex as="ul" aria-label={label} gap="1.5" wrap="wrap" listStyleType="none" margin="0" padding="0">
      {covers.map((cover) => (
        <Badge as="li" key={cover} colorPalette="gray" variant="subtle">
          {coverLabel(cover)}
        </Badge>
      ))}
    </Flex>
  );
}
