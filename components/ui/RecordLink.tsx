import { Link } from '@chakra-ui/react';
import NextLink from 'next/link';
import type { ReactNode } from 'react';

/** From one record's screen to another (its customer, its order, a claim): not prefetched, as row links. */
export function RecordLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.fg" textDecoration="underline">
      <NextLink href={href} prefetch={false}>
        {children}
      </NextLink>
    </Link>
  );
}
