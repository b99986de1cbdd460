import type { ReactNode } from 'react';
import { IntercomProvider } from 'react-use-intercom';
import { chatConfigured, intercomAppId } from './chatConfig';

/** Intercom's messenger; without an app id its script is never loaded (the hooks still work, doing nothing). */
export function ChatProvider({ children }: { children: ReactNode }) {
  return (
    <IntercomProvider appId={intercomAppId} shouldInitialize={chatConfigured} autoBoot={false}>
      {children}
    </IntercomProvider>
  );
}
