import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';

export interface ComingSoonProps {
  /** The section's name, as in the sidebar. */
  title: string;
}

/** A section whose screen is not built yet says so plainly: no placeholder data. */
export function ComingSoon({ title }: ComingSoonProps) {
  return (
    <Stack gap="4" maxWidth="prose">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text>This section is coming soon.</Text>
      <Link asChild color="brand.fg" textDecoration="underline" alignSelf="flex-start">
        <NextLink href="/account/dashboard">Back to the dashboard</NextLink>
      </Link>
    </Stack>
  );
}
