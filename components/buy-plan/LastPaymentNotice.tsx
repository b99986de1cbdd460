import { Button } from '@chakra-ui/react';
import { Notice } from '@/components/ui/Notice';
import type { SaleFailure } from './saleRequests';

export const LAST_PAYMENT_MESSAGES = {
  unanswered: 'No answer came back for the payment, so it is not known yet whether it went through.',
  unansweredHelp: 'Nothing is lost, and trying again cannot charge the customer twice: the same payment is sent again.',
  checking: 'Checking whether the last payment went through…',
} as const;

export interface LastPaymentNoticeProps {
  failure?: SaleFailure;
  /** What was said instead of the answer, when this page sent the payment (no connection, the service busy). */
  unansweredMessage?: string;
  awaitingAnswer: boolean;
  checking: boolean;
  online: boolean;
  onTryAgain: () => void;
}

/** What became of the last attempt: refused (and why), unanswered (and a way to settle it), or being checked. */
export function LastPaymentNotice({ failure, unansweredMessage, awaitingAnswer, checking, online, onTryAgain }: LastPaymentNoticeProps) {
  if (checking) return <Notice status="info" title={LAST_PAYMENT_MESSAGES.checking} />;
  if (awaitingAnswer) {
    return (
      <Notice
        status="warning"
        title={LAST_PAYMENT_MESSAGES.unanswered}
        description={unansweredMessage ? `${unansweredMessage} ${LAST_PAYMENT_MESSAGES.unansweredHelp}` : LAST_PAYMENT_MESSAGES.unansweredHelp}
        action={
          <Button type="button" size="sm" variant="outline" onClick={onTryAgain} disabled={!online}>
            {online ? 'Try again' : 'Waiting for the connection…'}
          </Button>
        }
      />
    );
  }
  // A refusal about one field is said on that field.
  if (!failure || failure.field) return null;
  return <Notice status="error" title={failure.message} />;
}
