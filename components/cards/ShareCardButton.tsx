import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';

export interface ShareCardButtonProps {
  /** The public verification link. */
  url: string;
  policyNumber: string;
}

type Shared = 'idle' | 'copied' | 'failed';

/**
 * "Share": the phone's share sheet (Web Share API) where the browser has one, else the link copied to the
 * clipboard. Where neither works (a plain-http address), the link is shown to copy by hand.
 */
export function ShareCardButton({ url, policyNumber }: ShareCardButtonProps) {
  const [shared, setShared] = useState<Shared>('idle');

  const share = async () => {
    const data = { title: `Protection card ${policyNumber}`, text: `Check protection card ${policyNumber}:`, url };
    if (typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The agent closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setShared('copied');
    } catch {
      setShared('failed');
    }
  };

  return (
    <>
      <Button type="button" variant="outline" onClick={() => void share()}>
        Share
      </Button>
      <Text role="status" fontSize="sm" alignSelf="center" overflowWrap="anywhere">
        {shared === 'copied' ? 'Link copied: paste it into a message to the customer.' : shared === 'failed' ? `Copy this link: ${url}` : ''}
      </Text>
    </>
  );
}
