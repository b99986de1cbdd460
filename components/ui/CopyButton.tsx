import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

export interface CopyButtonProps {
  /** What is copied. */
  value: string;
  /** What it is, for the button's accessible name: "Copy account number". */
  what: string;
}

/** Copies a value for pasting into a message to the customer; says "Copied" for a moment. No clipboard (an old browser): not shown. */
export function CopyButton({ value, what }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the clipboard exists only in the browser, read after hydration
    setAvailable(typeof navigator !== 'undefined' && navigator.clipboard !== undefined);
  }, []);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  if (!available) return null;
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      aria-label={`Copy ${what}`}
      onClick={() => {
        void navigator.clipboard.writeText(value).then(
          () => setCopied(true),
          () => undefined,
        );
      }}
    >
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
