import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Notice } from './Notice';

export interface OpenOnRequestProps {
  /** Where things stand, said above the button ("Amaka is in no team."). */
  summary: ReactNode;
  /** The button's words, what it opens to do ("Move to another team"). */
  action: string;
  /**
   * The form, rendered (and its code loaded, when it is a next/dynamic part) only once asked for. It calls
   * `done` with what it did, once done: the form closes and says so above the (new) summary.
   */
  children: (done: (message: string) => void) => ReactNode;
  /**
   * Opens the form once this turns true after the first render (work left unfinished on this device, found
   * in its storage): the server's HTML and the first render always show the button.
   */
  startOpen?: boolean;
}

/**
 * A rarely used form behind a button: the page's first load carries neither the form nor its code, and the
 * form opens when the button is pressed, and closes once it has done its work.
 */
export function OpenOnRequest({ summary, action, children, startOpen = false }: OpenOnRequestProps) {
  const [open, setOpen] = useState(false);
  const [doneMessage, setDoneMessage] = useState<string>();
  // eslint-disable-next-line react-hooks/set-state-in-effect -- opened after hydration, from what the device kept
  useEffect(() => setOpen((shown) => shown || startOpen), [startOpen]);
  const done = (message: string) => {
    setDoneMessage(message);
    setOpen(false);
  };
  if (open) return <>{children(done)}</>;
  return (
    <Stack gap="3" align="flex-start">
      {doneMessage ? <Notice status="success" title={doneMessage} /> : null}
      <Text>{summary}</Text>
      <Button
        variant="outline"
        minHeight="11"
        onClick={() => {
          setDoneMessage(undefined);
          setOpen(true);
        }}
      >
        {action}
      </Button>
    </Stack>
  );
}
