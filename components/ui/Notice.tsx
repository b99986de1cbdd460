import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface NoticeProps {
  status: 'info' | 'warning' | 'success' | 'error';
  title: ReactNode;
  description?: ReactNode;
  /** A button the agent can act on, at the end of the notice. */
  action?: ReactNode;
  /** `alert` interrupts a screen reader (a refusal, a problem); `status` waits its turn (progress, news). */
  role?: 'alert' | 'status';
}

/** A message on a screen, with its icon and, where there is one, the one thing to do about it. */
export function Notice({ status, title, description, action, role = status === 'error' || status === 'warning' ? 'alert' : 'status' }: NoticeProps) {
  return (
    // With an action the row wraps: on a phone the button goes under the words instead of squeezing them.
    <Alert.Root status={status} role={role} alignItems={action ? 'center' : undefined} flexWrap={action ? 'wrap' : undefined} rowGap="3">
      <Alert.Indicator />
      <Alert.Content flex="1 1 14rem">
        <Alert.Title>{title}</Alert.Title>
        {description ? <Alert.Description>{description}</Alert.Description> : null}
      </Alert.Content>
      {action}
    </Alert.Root>
  );
}
