import { Link } from '@chakra-ui/react';
import NextLink from 'next/link';
import { paymentUrl } from '@/components/payments/urls';
import { Notice } from '@/components/ui/Notice';

/** A card top-up sent to the gateway's page and not seen settled on this device: where it stands is on its page. */
export function PendingTopUpNotice({ paymentId }: { paymentId: string }) {
  return (
    <Notice
      status="info"
      title="A card top-up was sent to the payment page."
      action={
        <Link asChild fontSize="sm" fontWeight="semibold">
          <NextLink href={paymentUrl(paymentId)}>See where it stands</NextLink>
        </Link>
      }
    />
  );
}
