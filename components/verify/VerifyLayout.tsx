import { Box, Container, Stack, Text } from '@chakra-ui/react';
import Head from 'next/head';
import type { ReactNode } from 'react';
import { BrandBar } from '@/components/shell/BrandBar';

/** The public check's page: the brand's bar, one narrow column, and what the page never shows. */
export function VerifyLayout({ children }: { children: ReactNode }) {
  return (
    <Box minHeight="100vh">
      <Head>
        {/* A card's check is for whoever holds its code, not for search engines. */}
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <BrandBar />
      <Container as="main" maxWidth="xl" paddingY={{ base: '6', md: '12' }}>
        <Stack gap="6">
          {children}
          <Text fontSize="sm" color="fg.muted" borderTopWidth="1px" paddingTop="4">
            This page says whether a protection card is valid. It never shows the customer&apos;s details.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
