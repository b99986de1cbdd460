import { Button, Flex, Link, Stack } from '@chakra-ui/react';
import NextLink from 'next/link';
import { RetryPageMessage } from '@/components/ui/RetryPageMessage';
import { CardNotFound } from './CardNotFound';
import type { CardPage } from './loadCardPage';
import { ProtectionCard } from './ProtectionCard';
import { ShareCardButton } from './ShareCardButton';
import { usePrintOnArrival } from './usePrintOnArrival';
import { CARDS_PATH, cardUrl } from './urls';

/** /account/cards/[id]: the card as the server found it, or why there is none. */
export function ProtectionCardView({ cardPage }: { cardPage: CardPage }) {
  switch (cardPage.kind) {
    case 'not-found':
      return <CardNotFound />;
    case 'unavailable':
      return <CardUnavailable {...cardPage} />;
    case 'found':
      return <CardScreen {...cardPage} />;
  }
}

function CardScreen({ card, verificationLink, qrCodeSvg, printOnArrival }: Extract<CardPage, { kind: 'found' }>) {
  usePrintOnArrival(printOnArrival, cardUrl(card.orderId));
  return (
    <Stack gap="5">
      <Link asChild color="brand.fg" textDecoration="underline" alignSelf="flex-start" data-print="hide">
        <NextLink href={CARDS_PATH}>All cards</NextLink>
      </Link>
      <ProtectionCard card={card} verificationLink={verificationLink} qrCodeSvg={qrCodeSvg} />
      <Flex gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }} data-print="hide">
        <Button type="button" colorPalette="brand" onClick={() => window.print()}>
          Print
        </Button>
        <ShareCardButton url={verificationLink} policyNumber={card.policyNumber} />
      </Flex>
    </Stack>
  );
}

/** The data service did not answer: asked again by itself, or by the agent (the page is rendered on the server). */
function CardUnavailable({ message, retryPath }: Extract<CardPage, { kind: 'unavailable' }>) {
  return <RetryPageMessage title="This card could not be loaded" message={message} retryPath={retryPath} />;
}
