import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useEffect, useRef } from 'react';
import { DetailList } from '@/components/ui/DetailList';
import { Notice } from '@/components/ui/Notice';
import { cardUrl, verificationUrl } from '@/components/cards/urls';
import { ShareCardButton } from '@/components/cards/ShareCardButton';
import type { SoldPlan } from '@/lib/flows/buyPlanFlow';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';

export interface SaleDoneProps {
  sold: SoldPlan;
  /** The app's public origin (APP_PUBLIC_URL): what the card's shared link is built on. */
  publicOrigin: string;
  onSellAnother: () => void;
}

/**
 * Step 4: the sale as the data service recorded it (a renewal: which order it renews, and the new cover's
 * dates), the proof of cover to hand over, and the next sale.
 */
export function SaleDone({ sold, publicOrigin, onSellAnother }: SaleDoneProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const postpaid = sold.billing === 'POSTPAID' && sold.instalmentKobo !== null;

  return (
    <Stack gap="6" maxWidth="3xl">
      <Heading as="h1" size="2xl" ref={heading} tabIndex={-1} outline="none">
        Plan sold
      </Heading>
      <Notice
        status="success"
        title={
          sold.renewalOf
            ? `Payment received: ${formatMoney(sold.amountPaidKobo)}. The plan is renewed: the new cover runs from ${formatDate(sold.startsOn)} to ${formatDate(sold.endsOn)}.`
            : `Payment received: ${formatMoney(sold.amountPaidKobo)}. The cover is in place.`
        }
      />
      <Box as="section" aria-label="Sale" borderWidth="1px" borderRadius="md" padding="4">
        <DetailList
          items={[
            { label: 'Order reference', value: sold.reference },
            { label: 'Policy number', value: sold.policyNumber },
            ...(sold.renewalOf ? [{ label: 'Renewal of', value: sold.renewalOf.policyNumber || 'the previous plan' }] : []),
            { label: 'Cover', value: `${formatDate(sold.startsOn)} to ${formatDate(sold.endsOn)}` },
            { label: 'Amount paid', value: formatMoney(sold.amountPaidKobo) },
            ...(postpaid && sold.instalmentKobo !== null
              ? [
                  {
                    label: 'Instalments',
                    value: `1 of ${sold.instalments} paid; then ${formatMoney(sold.instalmentKobo)} a month (${formatMoney(sold.premiumKobo)} in all)`,
                  },
                ]
              : []),
            { label: 'Commission earned', value: formatMoney(sold.commissionKobo) },
            { label: 'Wallet balance', value: formatMoney(sold.walletBalanceKobo) },
          ]}
        />
      </Box>
      <Stack gap="2">
        <Text fontWeight="semibold">Protection card</Text>
        <Flex gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
          <Button asChild colorPalette="brand">
            <NextLink href={cardUrl(sold.orderId)}>View card</NextLink>
          </Button>
          <Button asChild variant="outline">
            <NextLink href={cardUrl(sold.orderId, { print: true })}>Print card</NextLink>
          </Button>
          <ShareCardButton url={verificationUrl(sold.verificationCode, publicOrigin)} policyNumber={sold.policyNumber} />
        </Flex>
      </Stack>
      <Button type="button" variant="outline" alignSelf="flex-start" onClick={onSellAnother}>
        Sell another
      </Button>
    </Stack>
  );
}
