import { useCallback, useEffect } from 'react';
import type { IntercomProps } from 'react-use-intercom';
import { useChat } from './ChatContext';

/**
 * Boots Intercom with the agent's attributes once they are known and opens the messenger; `open` opens it
 * again after the agent closed it. Booting twice is a no-op in react-use-intercom.
 */
export function useOpenChat(attributes: IntercomProps | undefined): { open: () => void } {
  const chat = useChat();

  useEffect(() => {
    if (attributes) chat.open(attributes);
  }, [attributes, chat]);

  const open = useCallback(() => {
    if (attributes) chat.open(attributes);
  }, [attributes, chat]);

  return { open };
}
