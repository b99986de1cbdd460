import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { paymentUrl } from '@/components/payments/urls';
import { Notice } from '@/components/ui/Notice';
import { formatMoney } from '@/lib/format/money';
import type { InstalmentPaymentMethod } from './payInstalmentRequests';
import { usePayInstalment } from './usePayInstalment';

export const PAY_INSTALMENT_BUTTON_MESSAGES = {
  card: 'Send a card payment link',
  transfer: 'Pay by bank transfer',
  opening: 'Opening the payment…',
  notMade: 'No payment was made for the instalment.',
  unknown: 'Whether the payment was made is not known yet. Trying again cannot make a second one.',
} as const;

/** The two ways, the payment link first. */
const PAY_METHODS: readonly { method: InstalmentPaymentMethod; label: string; primary: boolean }[] = [
  { method: 'CARD', label: PAY_INSTALMENT_BUTTON_MESSAGES.card, primary: true },
  { method: 'TRANSFER', label: PAY_INSTALMENT_BUTTON_MESSAGES.transfer, primary: false },
];

export interface PayInstalmentButtonsProps {
  orderId: string;
  /** The instalment the customer pays now (the first unpaid, fallen due). */
  number: number;
  amountKobo: number;
}

/**
 * The way on for an instalment the saved card did not pay: a payment the customer makes, by a card
 * payment link (the gateway's checkout page, which the payment's screen lets the agent copy and send) or a
 * bank transfer to an account for this payment. The payment's screen opens with what the customer does.
 */
export function PayInstalmentButtons({ orderId, number, amountKobo }: PayInstalmentButtonsProps) {
  const router = useRouter();
  const { pay, submitting } = usePayInstalment(orderId);
  const [chosen, setChosen] = useState<InstalmentPaymentMethod>();
  const [problem, setProblem] = useState<{ title: string; description?: string }>();

  const start = async (method: InstalmentPaymentMethod) => {
    setChosen(method);
    setProblem(undefined);
    const attempt = await pay(method);
    switch (attempt.kind) {
      case 'busy':
        return;
      case 'done':
        await router.push(paymentUrl(attempt.done));
        return;
      case 'refused':
        return setProblem({ title: PAY_INSTALMENT_BUTTON_MESSAGES.notMade, description: attempt.failure.message });
      default:
        return setProblem({ title: PAY_INSTALMENT_BUTTON_MESSAGES.unknown, description: attempt.message });
    }
  };

  return (
    <Stack gap="3" as="section" aria-labelledby="pay-instalment-heading" borderWidth="1px" borderRadius="md" padding="4">
      <Text as="h3" id="pay-instalment-heading" fontWeight="semibold">{`Instalment ${number}: ${formatMoney(amountKobo)} to pay`}</Text>
      <Text color="fg.muted">The customer can pay it now: by card, on a payment page you send them as a link, or by bank transfer.</Text>
      {problem ? <Notice status="error" title={problem.title} description={problem.description} /> : null}
      <Flex gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
        {PAY_METHODS.map(({ method, label, primary }) => (
          <Button
            key={method}
            type="button"
            colorPalette={primary ? 'brand' : undefined}
            variant={primary ? 'solid' : 'outline'}
            minHeight="11"
            onClick={() => void start(method)}
            loading={submitting && chosen === method}
            loadingText={PAY_INSTALMENT_BUTTON_MESSAGES.opening}
            disabled={submitting && chosen !== method}
          >
            {label}
          </Button>
        ))}
      </Flex>
    </Stack>
  );
}
