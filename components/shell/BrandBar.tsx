import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { activeBrand } from '@/brands/active';

/** The page's top bar in the brand colour, with the logo on a light chip so it reads in both colour modes. */
export function BrandBar({ children }: { children?: ReactNode }) {
  return (
    <Flex
      as="header"
      bg="brand.solid"
      color="brand.contrast"
      paddingX={{ base: '4', md: '6' }}
      paddingY="3"
      align="center"
      justify="space-between"
      gap="4"
    >
      <Box bg="white" borderRadius="md" paddingX="2" paddingY="1" lineHeight="0">
        {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG: next/image adds nothing here */}
        <img src={activeBrand.logoUrl} alt={`${activeBrand.name} logo`} width={160} height={32} />
      </Box>
      {children}
    </Flex>
  );
}
