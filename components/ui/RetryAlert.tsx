import { Button } from '@chakra-ui/react';
import { Notice } from './Notice';

export interface RetryAlertProps {
  /** What could not be done, e.g. "Your customers could not be loaded." */
  title: string;
  /** The request error, already formatted for the agent. */
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A failed load, said plainly, with the one thing the agent can do about it. */
export function RetryAlert({ title, message, onRetry, retrying }: RetryAlertProps) {
  return (
    <Notice
      status="error"
      title={title}
      description={message}
      action={
        <Button size="sm" variant="outline" onClick={onRetry} loading={retrying} loadingText="Retrying…">
          Try again
        </Button>
      }
    />
  );
}
