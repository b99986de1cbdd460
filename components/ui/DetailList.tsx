import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label–value pairs as a description list: stacked on a phone, two columns from 480 px. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'minmax(8rem, max-content) 1fr' }}
      columnGap="6"
      rowGap={{ base: '0', sm: '2' }}
      margin="0"
      // Chakra's breakpoints apply to screens only: paper as wide as `sm` gets the two columns too.
      css={{ '@media print and (min-width: 30em)': { gridTemplateColumns: 'minmax(8rem, max-content) 1fr', rowGap: '2' } }}
    >
      {items.map((item) => (
        <Box key={item.label} display="contents">
          <Text as="dt" fontSize="sm" color="fg.muted" fontWeight="medium" marginTop={{ base: '2', sm: '0' }} css={{ '@media print and (min-width: 30em)': { marginTop: '0' } }}>
            {item.label}
          </Text>
          <Box as="dd" margin="0" overflowWrap="anywhere">
            {item.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
