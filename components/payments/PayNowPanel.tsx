import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import { useState, type ReactNode } from 'react';
import { Notice } from '@/components/ui/Notice';
import type { RequestFailure, SubmitOutcome } from '@/lib/forms/submitOnce';
import { paymentUrl } from './urls';

export const PAY_NOW_MESSAGES = {
  opening: 'Opening the payment…',
  unknown: 'Whether the payment was made is not known yet. Trying again cannot make a second one.',
} as const;

export interface PayNowMethod<Method extends string> {
  method: Method;
  label: string;
  primary: boolean;
}

export interface PayNowPanelProps<Method extends string> {
  /** The panel's heading: what is owed ("Instalment 3: ₦916.67 to pay"). */
  heading: string;
  headingId: string;
  description: ReactNode;
  methods: readonly PayNowMethod<Method>[];
  /** The title of a refusal: "No payment was made for the instalment." */
  notMade: string;
  /** Sends the request for `method` (useKeyedPayment); done: the payment's id. */
  pay: (method: Method) => Promise<SubmitOutcome<string, RequestFailure>>;
  submitting: boolean;
}

/**
 * A payment the customer makes now, one button per way: the chosen one asks the service (once, under its
 * key), then the payment's screen opens with what the customer does (the link to send, the account) or
 * that it is paid. A refusal says why; no answer says that trying again makes no second payment.
 */
export function PayNowPanel<Method extends string>({ heading, headingId, description, methods, notMade, pay, submitting }: PayNowPanelProps<Method>) {
  const router = useRouter();
  const [chosen, setChosen] = useState<Method>();
  const [problem, setProblem] = useState<{ title: string; description?: string }>();

  const start = async (method: Method) => {
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
        return setProblem({ title: notMade, description: attempt.failure.message });
      default:
        return setProblem({ title: PAY_NOW_MESSAGES.unknown, description: attempt.message });
    }
  };

  return (
    <Stack gap="3" as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" padding="4">
      <Text as="h3" id={headingId} fontWeight="semibold">
        {heading}
      </Text>
      <Text color="fg.muted">{description}</Text>
      {problem ? <Notice status="error" title={problem.title} description={problem.description} /> : null}
      <Flex gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
        {methods.map(({ method, label, primary }) => (
          <Button
            key={method}
            type="button"
            colorPalette={primary ? 'brand' : undefined}
            variant={primary ? 'solid' : 'outline'}
            minHeight="11"
            onClick={() => void start(method)}
            loading={submitting && chosen === method}
            loadingText={PAY_NOW_MESSAGES.opening}
            disabled={submitting && chosen !== method}
          >
            {label}
          </Button>
        ))}
      </Flex>
    </Stack>
  );
}
