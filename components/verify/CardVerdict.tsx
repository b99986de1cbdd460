import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { cardStatusSentence } from '@/components/cards/cardStatusDisplay';
import { DetailList } from '@/components/ui/DetailList';
import { formatDate } from '@/lib/format/date';
import type { VerifiedCard } from './checkCard';

/** "Valid" or "Not valid", large and in colour, then what the card covers: plan, dates, device, masked IMEI. */
export function CardVerdict({ card }: { card: VerifiedCard }) {
  return (
    <Stack gap="6">
      <Flex
        colorPalette={card.valid ? 'green' : 'red'}
        bg="colorPalette.subtle"
        color="colorPalette.fg"
        borderWidth="2px"
        borderColor="colorPalette.solid"
        borderRadius="xl"
        padding={{ base: '4', md: '6' }}
        gap="4"
        align="center"
      >
        <VerdictIcon valid={card.valid} />
        <Stack gap="1" minWidth="0">
          <Text fontSize="sm">Protection card</Text>
          <Heading as="h1" size="4xl" color="inherit">
            {card.valid ? 'Valid' : 'Not valid'}
          </Heading>
          <Text fontWeight="medium">{cardStatusSentence(card.status, card.starts_on, card.ends_on)}</Text>
        </Stack>
      </Flex>
      <Box as="section" aria-label="Card details">
        <DetailList
          items={[
            { label: 'Policy number', value: card.policy_number },
            { label: 'Partner', value: card.partner_name },
            { label: 'Plan', value: card.plan_name },
            { label: 'Cover', value: `${formatDate(card.starts_on)} to ${formatDate(card.ends_on)}` },
            { label: 'Device', value: `${card.device_brand} ${card.device_model}` },
            { label: 'IMEI', value: <Text fontFamily="mono">{card.masked_imei}</Text> },
          ]}
        />
      </Box>
    </Stack>
  );
}

/** A tick or a cross in a disc; the heading says the same in words. */
function VerdictIcon({ valid }: { valid: boolean }) {
  return (
    <Flex flexShrink="0" boxSize={{ base: '12', md: '16' }} borderRadius="full" bg="colorPalette.solid" color="colorPalette.contrast" align="center" justify="center" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="60%" height="60%" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        {valid ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M6 6l12 12M18 6L6 18" />}
      </svg>
    </Flex>
  );
}
