import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { CUSTOMERS_PATH } from './customerListQuery';

/** A customer id that is malformed, unknown, or another agent's: the same answer for all three. */
export function CustomerNotFound() {
  return (
    <Stack gap="4" maxWidth="prose">
      <Heading as="h1" size="2xl">
        Customer not found
      </Heading>
      <Text>This customer does not exist, or is not one of yours. Check the link, or find the customer in your list.</Text>
      <Link asChild color="brand.fg" textDecoration="underline" alignSelf="flex-start">
        <NextLink href={CUSTOMERS_PATH}>Back to customers</NextLink>
      </Link>
    </Stack>
  );
}
