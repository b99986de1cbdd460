import { ListSearchForm } from '@/components/ui/ListSearchForm';
import { ListSelect } from '@/components/ui/ListSelect';
import { CLAIM_STATUS_FILTER_OPTIONS, type ClaimFilters } from './claimList';

export interface ClaimListControlsProps {
  q: string;
  search: (q: string) => void;
  filters: ClaimFilters;
  applyFilters: (filters: ClaimFilters) => void;
}

/** A claims list's search (reference, customer, phone, IMEI) and status choice: the agent's list and the claims desk's queue. */
export function ClaimListControls({ q, search, filters, applyFilters }: ClaimListControlsProps) {
  return (
    <>
      <ListSearchForm
        query={q}
        onSearch={search}
        name="Claims"
        label="Search claims"
        placeholder="e.g. CLM-2026-000045, Ada or 0803…"
        helperText="Claim reference, customer name or phone, or IMEI. Part of a number finds it too."
      />
      <ListSelect label="Status" value={filters.status} options={CLAIM_STATUS_FILTER_OPTIONS} onChoose={(status) => applyFilters({ status })} />
    </>
  );
}
