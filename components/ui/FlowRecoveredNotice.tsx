import { Button } from '@chakra-ui/react';
import { Notice } from './Notice';

/** Said once when a flow's stored data could not be read and a fresh flow was started. */
export function FlowRecoveredNotice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <Notice
      status="warning"
      role="status"
      title={message}
      action={
        <Button size="sm" variant="outline" onClick={onDismiss}>
          Dismiss
        </Button>
      }
    />
  );
}
