import dynamic from 'next/dynamic';
import { createElement, useState, type ReactNode } from 'react';
import type { CurrentAgent } from './getCurrentAgent';

const BrowserAgentQuery = dynamic(() => import('./BrowserAgentQuery'), { ssr: false });

/**
 * The agent the server rendered the page with; when the server could not reach the data service, the
 * browser asks instead (`query`, to render: it loads the GraphQL client only then).
 */
export function useAccountAgent(agentId: string, fromServer: CurrentAgent | null): { agent: CurrentAgent | null; query: ReactNode } {
  const [fromBrowser, setFromBrowser] = useState<CurrentAgent | null>(null);
  const agent = fromServer ?? fromBrowser;
  return { agent, query: agent === null ? createElement(BrowserAgentQuery, { agentId, onAgent: setFromBrowser }) : null };
}
