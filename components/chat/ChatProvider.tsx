import dynamic from 'next/dynamic';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { chatConfigured } from './chatConfig';
import { ChatContext, type ChatControls } from './ChatContext';
import type { IntercomApi } from './IntercomBridge';

// Intercom's code (react-use-intercom and the script it loads) stays out of every page's first load.
const IntercomBridge = dynamic(() => import('./IntercomBridge'), { ssr: false });

type ChatCommand = (api: IntercomApi) => void;

/**
 * The chat for every screen. Without an Intercom app id it does nothing and loads nothing. With one,
 * Intercom's code is loaded the first time a screen opens the chat; what is asked before it has loaded
 * is carried out once it has. `nonce` is the page's Content-Security-Policy nonce, for Intercom's loader.
 */
export function ChatProvider({ nonce, children, configured = chatConfigured }: { nonce?: string; children: ReactNode; configured?: boolean }) {
  const [wanted, setWanted] = useState(false);
  const api = useRef<IntercomApi | undefined>(undefined);
  const waiting = useRef<ChatCommand[]>([]);

  const onReady = useCallback((ready: IntercomApi) => {
    api.current = ready;
    for (const command of waiting.current.splice(0)) command(ready);
  }, []);

  const controls = useMemo<ChatControls>(
    () => ({
      open: (attributes) => {
        if (!configured) return;
        const command: ChatCommand = ({ boot, show }) => {
          boot(attributes);
          show();
        };
        if (api.current) command(api.current);
        else {
          waiting.current.push(command);
          setWanted(true);
        }
      },
      // Nothing loaded means nothing was booted in this page (clearLocalSession drops an earlier page's session).
      shutdown: () => api.current?.hardShutdown(),
    }),
    [configured],
  );

  return (
    <ChatContext.Provider value={controls}>
      {children}
      {wanted ? <IntercomBridge nonce={nonce} onReady={onReady} /> : null}
    </ChatContext.Provider>
  );
}
