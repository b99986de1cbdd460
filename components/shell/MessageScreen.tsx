import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { BrandBar } from './BrandBar';

export interface MessageScreenProps {
  title: string;
  message: string;
}

/** A full page with one message and a way back: used by the not-found and server-error pages. */
export function MessageScreen({ title, message }: MessageScreenProps) {
  return (
    <Box minHeight="100vh">
      <BrandBar />
      <Container as="main" maxWidth="md" paddingY="16">
        <Stack gap="4">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text>{message}</Text>
          <Link asChild color="brand.fg" textDecoration="underline">
            <NextLink href="/">Go to the start page</NextLink>
          </Link>
        </Stack>
      </Container>
    </Box>
  );
}
