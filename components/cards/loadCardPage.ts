import type { AccountPageLoader } from '@/components/shell/getAccountServerSideProps';
import { formatGraphQLError } from '@/lib/errors';
import { answerOr } from '@/lib/session/endsSession';
import { lagosToday } from '@/lib/validation/lagosDay';
import { isUuid } from '@/lib/validation/uuid';
import { GetProtectionCard } from './getProtectionCard';
import { hasProtectionCard } from '@/lib/cards/cardStatus';
import { toProtectionCard, type ProtectionCard } from './protectionCardContent';
import { appPublicOrigin } from '@/lib/server/publicOrigin';
import { renderCardQrCode } from './renderCardQrCode';
import { verificationUrl } from './urls';

/** The card screen's content as the server found it. */
export type CardPage =
  | {
      kind: 'found';
      card: ProtectionCard;
      /** The public check's full link for the QR code, on the configured public origin (APP_PUBLIC_URL). */
      verificationLink: string;
      /** That link's QR code as SVG markup, drawn here (renderCardQrCode). */
      qrCodeSvg: string;
      /** `?print=1`: open the print dialog once the card is on screen. */
      printOnArrival: boolean;
    }
  | { kind: 'not-found' }
  | { kind: 'unavailable'; message: string; retryPath: string };

export interface CardPageProps {
  cardPage: CardPage;
}

/**
 * /account/cards/[id] on the server, with the agent's token. A malformed id (not asked for), an unknown
 * id, another agent's order and an order never paid for are all "not found" (404); a data service that
 * cannot answer is "unavailable" (503). The QR link is built on APP_PUBLIC_URL, never on the request's
 * Host or X-Forwarded-Host.
 */
export const loadCardPage: AccountPageLoader<CardPageProps> = async (context, client) => {
  const id = context.params?.id;
  if (!isUuid(id)) return notFound(context);
  return answerOr<CardPageProps>(
    async () => {
      const { data } = await client.query({ query: GetProtectionCard, variables: { id }, fetchPolicy: 'network-only' });
      const order = data?.plan_order_by_pk;
      if (!order || !hasProtectionCard(order.status)) return notFound(context);
      const verificationLink = verificationUrl(order.verification_code, appPublicOrigin());
      return {
        cardPage: {
          kind: 'found',
          card: toProtectionCard(order, lagosToday()),
          verificationLink,
          qrCodeSvg: renderCardQrCode(verificationLink),
          printOnArrival: context.query.print === '1',
        },
      };
    },
    (error) => {
      context.res.statusCode = 503;
      return { cardPage: { kind: 'unavailable', message: formatGraphQLError(error), retryPath: context.resolvedUrl } };
    },
  );
};

function notFound(context: Parameters<typeof loadCardPage>[0]): CardPageProps {
  context.res.statusCode = 404;
  return { cardPage: { kind: 'not-found' } };
}
