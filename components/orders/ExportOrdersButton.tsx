import { Button, Stack, Text } from '@chakra-ui/react';
import type { ListQuery } from '@/lib/lists/listQuery';
import type { OrderFilters } from './orderList';
import { useOrderExport, type OrderExport } from './useOrderExport';

export interface ExportOrdersButtonProps {
  list: Pick<ListQuery<OrderFilters>, 'q' | 'filters'>;
  /** How many orders the list matches; nothing to export at 0. */
  total: number | undefined;
}

/** "Export CSV": every order the search and filters match, with its progress and outcome said aloud. */
export function ExportOrdersButton({ list, total }: ExportOrdersButtonProps) {
  const { state, start } = useOrderExport(list);
  return (
    <Stack gap="1" align={{ base: 'stretch', sm: 'flex-end' }}>
      <Button variant="outline" colorPalette="brand" onClick={() => void start()} loading={state.kind === 'running'} loadingText="Exporting…" disabled={total === 0}>
        Export CSV
      </Button>
      <ExportStatus state={state} />
    </Stack>
  );
}

function ExportStatus({ state }: { state: OrderExport }) {
  const failed = state.kind === 'failed';
  return (
    <Text role={failed ? 'alert' : 'status'} fontSize="sm" color={failed ? 'fg.error' : 'fg.muted'} textAlign={{ base: 'start', sm: 'end' }}>
      {exportMessage(state)}
    </Text>
  );
}

function exportMessage(state: OrderExport): string {
  switch (state.kind) {
    case 'idle':
      return '';
    case 'running':
      return state.progress === undefined ? 'Preparing the file…' : `Exporting ${state.progress.done} of ${state.progress.total} orders…`;
    case 'saved':
      return `Saved ${state.count} ${state.count === 1 ? 'order' : 'orders'} to ${state.fileName}.`;
    case 'failed':
      return `The export stopped: ${state.message}`;
  }
}
