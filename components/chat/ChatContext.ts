import type { IntercomProps } from 'react-use-intercom';
import { createContext, useContext } from 'react';

/** What screens ask of the chat, whether or not Intercom's code has loaded yet (see ChatProvider). */
export interface ChatControls {
  /** Boots the messenger with the agent's attributes (once) and opens it. */
  open: (attributes: IntercomProps) => void;
  /** Ends the chat session this page booted, if it booted one. */
  shutdown: () => void;
}

const NO_CHAT: ChatControls = { open: () => undefined, shutdown: () => undefined };

export const ChatContext = createContext<ChatControls>(NO_CHAT);

export const useChat = (): ChatControls => useContext(ChatContext);
