import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

export interface CopyButtonProps {
  /** What is copied. */
  value: string;
  /** What it is, for the button's accessible name: "Copy account number". */
  what: string;
}

/**
 * Copies a value for pasting into a message to the customer; says "Copied" for a moment. Where the browser
 * gives no clipboard (a plain-http address) it says so: the value is on screen, to be read out or typed.
 */
export function CopyButton({ value, what }: CopyButtonProps) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (copied === 'idle') return;
    const timer = setTimeout(() => setCopied('idle'), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <Button type="button" size="sm" variant="outline" aria-label={`Copy ${what}`} onClick={() => void copy()} minHeight="9">
      {copied === 'copied' ? 'Copied' : copied === 'failed' ? 'Copy not available' : 'Copy'}
    </Button>
  );
}
