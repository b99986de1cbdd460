import { useRef, useState } from 'react';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import type { ListQuery } from '@/lib/lists/listQuery';
import type { ExportProgress } from './exportOrders';
import type { OrderFilters } from './orderList';

export type OrderExport =
  | { kind: 'idle' }
  /** `progress` once the first slice has arrived. */
  | { kind: 'running'; progress?: ExportProgress }
  | { kind: 'saved'; count: number; fileName: string }
  | { kind: 'failed'; message: string };

/**
 * The CSV export of what the list matches: its code (the CSV package, the GraphQL client) loads when the agent
 * asks; one export at a time, so a double click saves one file.
 */
export function useOrderExport(list: Pick<ListQuery<OrderFilters>, 'q' | 'filters'>) {
  const [state, setState] = useState<OrderExport>({ kind: 'idle' });
  const running = useRef(false);

  const start = async () => {
    if (running.current) return;
    running.current = true;
    setState({ kind: 'running' });
    try {
      const { exportOrders } = await import('./exportOrders');
      const outcome = await exportOrders(list, (progress) => setState({ kind: 'running', progress }));
      setState(outcome.ok ? { kind: 'saved', count: outcome.count, fileName: outcome.fileName } : { kind: 'failed', message: outcome.message });
    } catch {
      // The export's code could not load (the connection dropped).
      setState({ kind: 'failed', message: NO_ANSWER_MESSAGE });
    } finally {
      running.current = false;
    }
  };

  return { state, start };
}
