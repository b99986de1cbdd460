import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';

export interface PageMessageProps {
  /** The screen's heading, e.g. "Customer not found". */
  title: string;
  message: string;
  /** Where to go from here, e.g. back to the list or "Try again". */
  link?: { href: string; label: string };
}

/** A screen that has only something to say, and the way on. */
export function PageMessage({ title, message, link }: PageMessageProps) {
  return (
    <Stack gap="4" maxWidth="prose">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text>{message}</Text>
      {link ? (
        <Link asChild color="brand.fg" textDecoration="underline" alignSelf="flex-start">
          <NextLink href={link.href}>{link.label}</NextLink>
        </Link>
      ) : null}
    </Stack>
  );
}
