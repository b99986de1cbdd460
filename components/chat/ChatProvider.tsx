import type { ReactNode } from 'react';
import { IntercomProvider } from 'react-use-intercom';
import { chatConfigured, intercomAppId } from './chatConfig';

/**
 * Intercom's messenger; without an app id its script is never loaded (the hooks still work, doing nothing).
 * `nonce` is the page's Content-Security-Policy nonce, put on Intercom's loader script.
 */
export function ChatProvider({ nonce, children }: { nonce?: string; children: ReactNode }) {
  return (
    <IntercomProvider appId={intercomAppId} shouldInitialize={chatConfigured} autoBoot={false} cspNonce={nonce}>
      {children}
    </IntercomProvider>
  );
}
