import { Box, Flex, Grid, Heading, Link, Stack, Text, Theme } from '@chakra-ui/react';
import { activeBrand } from '@/brands/active';
import { DetailList } from '@/components/ui/DetailList';
import { PlanCovers } from '@/components/ui/PlanCovers';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { CardStatusBadge } from './CardStatusBadge';
import { cardStatusSentence } from './cardStatusDisplay';
import type { ProtectionCard as Card } from './protectionCardContent';

export interface ProtectionCardProps {
  card: Card;
  /** The public check's full link, shown as text. */
  verificationLink: string;
  /** Its QR code as SVG markup, drawn on the server (renderCardQrCode). */
  qrCodeSvg: string;
}

// Chakra's breakpoints apply to screens only: on paper as wide as `sm`, the card keeps its wide layout.
const WIDE_PAPER = '@media print and (min-width: 30em)';
const PRINT_SIDE_BY_SIDE = { [WIDE_PAPER]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } };
const PRINT_STATUS_AT_END = { [WIDE_PAPER]: { alignItems: 'flex-end' } };
const PRINT_QR_AT_END = { [WIDE_PAPER]: { justifySelf: 'end' } };

/** "₦5,000 per claim; theft: 10% of the device value". */
function excessText(card: Card): string {
  const perClaim = `${formatMoney(card.excessKobo)} per claim`;
  return card.theftExcessRateBp === null ? perClaim : `${perClaim}; theft: ${card.theftExcessRateBp / 100}% of the device value`;
}

/**
 * The proof of cover the agent hands over: brand, customer, device (IMEI masked), plan and its terms,
 * cover dates, status and the QR code of the public check. Always light, like the paper it prints on.
 */
export function ProtectionCard({ card, verificationLink, qrCodeSvg }: ProtectionCardProps) {
  return (
    <Theme
      appearance="light"
      as="article"
      aria-labelledby="protection-card-title"
      maxWidth="3xl"
      borderWidth="1px"
      borderColor="gray.300"
      borderRadius="xl"
      overflow="hidden"
      bg="white"
      color="gray.900"
      boxShadow="sm"
      // The brand band prints in its colour; the card stays on one page.
      css={{ printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' }}
      _print={{ boxShadow: 'none', breakInside: 'avoid' }}
    >
      <Flex bg="brand.solid" color="brand.contrast" paddingX={{ base: '4', md: '6' }} paddingY="3" align="center" justify="space-between" gap="3" wrap="wrap">
        <Box bg="white" borderRadius="md" paddingX="2" paddingY="1" lineHeight="0">
          {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG: next/image adds nothing here */}
          <img src={activeBrand.logoUrl} alt={`${activeBrand.name} logo`} width={140} height={28} />
        </Box>
        <Heading as="h1" id="protection-card-title" size="lg" color="inherit">
          Protection card
        </Heading>
      </Flex>

      <Stack gap="5" padding={{ base: '4', md: '6' }}>
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="0.5" minWidth="0">
            <Text fontSize="sm" color="gray.600">
              Customer
            </Text>
            <Text fontSize="2xl" fontWeight="semibold" lineHeight="short" overflowWrap="anywhere">
              {card.customerName}
            </Text>
          </Stack>
          <Stack gap="1" align={{ base: 'flex-start', sm: 'flex-end' }} css={PRINT_STATUS_AT_END}>
            <CardStatusBadge status={card.status} />
            <Text fontSize="sm">{cardStatusSentence(card.status, card.startsOn, card.endsOn)}</Text>
          </Stack>
        </Flex>

        <Grid templateColumns={{ base: '1fr', sm: 'minmax(0, 1fr) auto' }} css={PRINT_SIDE_BY_SIDE} gap="6" alignItems="start">
          <DetailList
            items={[
              { label: 'Policy number', value: <Text fontWeight="semibold">{card.policyNumber}</Text> },
              { label: 'Device', value: `${card.deviceBrand} ${card.deviceModel}` },
              { label: 'IMEI', value: <Text fontFamily="mono">{card.maskedImei}</Text> },
              { label: 'Plan', value: card.planName },
              { label: 'Covers', value: <PlanCovers covers={card.covers} /> },
              { label: 'Claims', value: `${card.claimsPerTerm} ${card.claimsPerTerm === 1 ? 'claim' : 'claims'} per cover term` },
              { label: 'Excess', value: excessText(card) },
              { label: 'Cover', value: `${formatDate(card.startsOn)} to ${formatDate(card.endsOn)}` },
              { label: 'Issued by', value: card.partnerName },
            ]}
          />
          <Stack gap="2" align="center" justifySelf={{ base: 'center', sm: 'end' }} css={PRINT_QR_AT_END} maxWidth="44" textAlign="center">
            {/* Markup our server drew from the link (React-escaped), not anything a user typed. */}
            <Box lineHeight="0" dangerouslySetInnerHTML={{ __html: qrCodeSvg }} />
            <Text fontSize="sm" color="gray.600">
              Scan to check this card
            </Text>
          </Stack>
        </Grid>

        <Text fontSize="sm" color="gray.600" borderTopWidth="1px" borderColor="gray.200" paddingTop="3">
          {'Check this card at '}
          <Link href={verificationLink} color="gray.900" textDecoration="underline" overflowWrap="anywhere">
            {verificationLink}
          </Link>
        </Text>
      </Stack>
    </Theme>
  );
}
