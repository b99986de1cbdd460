import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { EmptyState } from '@/components/ui/EmptyState';
import { LinkRows, OnPhone, PlainRow } from '@/components/ui/LinkRows';
import { ListFilterForm } from '@/components/ui/ListFilterForm';
import { ListResults } from '@/components/ui/ListResults';
import { ListSearchForm } from '@/components/ui/ListSearchForm';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, isAuditAction } from '@/lib/domain/audit';
import { ACCOUNT_ROLE_LABELS, isAccountRole } from '@/lib/domain/roles';
import { formatDateTime } from '@/lib/format/date';
import { fullName } from '@/lib/format/name';
import { formatPhone } from '@/lib/format/phone';
import { plural } from '@/lib/format/plural';
import type { ListState } from '@/lib/lists/defineList';
import { codeInWords } from '@/lib/orders/codeInWords';
import { agentAccountUrl } from '../agents/urls';
import { auditChanges } from './auditChanges';
import { AUDIT_LOG_PAGE_SIZE, NO_AUDIT_FILTERS, type AuditLogFilters } from './auditLog';
import type { AuditEntryRow } from './auditLogQuery';

export type AuditLogTableProps = Omit<ListState<AuditEntryRow, AuditLogFilters>, 'retrying'> & { retrying?: boolean };

// Cards up to 1024 px; the table from there: when, who, what, the change.
const ROW_COLUMNS = {
  base: 'minmax(0, 1fr)',
  lg: 'minmax(0, 0.8fr) minmax(0, 1fr) minmax(0, 1.2fr) minmax(0, 1.6fr)',
};

const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] }));

/** Operations' audit log: search by person or record, actions and dates, one page of entries, pages. Display only. */
export function AuditLogTable({ q, page, filters, rows, total, pageCount, errorMessage, retry, retrying = false, search, applyFilters, pageHref }: AuditLogTableProps) {
  const filtered = filters.actions.length > 0 || filters.from !== null || filters.to !== null;
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Audit log
        </Heading>
        <Text color="fg.muted">Every back-office change and sign-in, newest first: who, when, what, and what it was before.</Text>
      </Stack>
      <ListSearchForm
        query={q}
        onSearch={search}
        name="Audit log"
        label="Search the log"
        placeholder="e.g. Eze, 0803… or CLM-…"
        helperText="Who made the change (a name or phone number), or what it changed (a claim reference, an account's name)."
      />
      <ListFilterForm
        title="Filter by action and date"
        name="Filter the audit log"
        choices={{ legend: 'Action', hint: 'None ticked: every action.', options: ACTION_OPTIONS, selected: filters.actions }}
        dateLegend="Date (Lagos)"
        range={filters}
        onApply={(selected, range) => applyFilters({ ...range, actions: AUDIT_ACTIONS.filter((action) => selected.includes(action)) })}
        onClear={() => applyFilters(NO_AUDIT_FILTERS)}
      />
      <ListResults
        rows={rows}
        errorMessage={errorMessage}
        failedTitles={{ load: 'The audit log could not be loaded.', refresh: 'The audit log could not be refreshed.' }}
        onRetry={retry}
        retrying={retrying}
        loadingLabel="Loading the audit log"
        empty={
          <EmptyState
            announce
            title="No entries match"
            message={q !== '' ? `Nothing found for “${q}”. Check the name, the phone number or the reference.` : filtered ? 'Nothing was recorded for these actions and dates.' : 'Nothing has been recorded yet.'}
            action={
              q !== '' || filtered ? (
                <Button variant="outline" onClick={() => (q === '' ? applyFilters(NO_AUDIT_FILTERS) : search(''))}>
                  {q === '' ? 'Clear filters' : 'Clear search'}
                </Button>
              ) : undefined
            }
          />
        }
        pagination={{ page, pageCount: pageCount ?? 1, pageSize: AUDIT_LOG_PAGE_SIZE, totalLabel: plural(total ?? 0, 'entry', 'entries'), pageHref }}
      >
        {(entries) => <AuditEntries entries={entries} />}
      </ListResults>
    </Stack>
  );
}

function AuditEntries({ entries }: { entries: AuditEntryRow[] }) {
  return (
    <LinkRows label="Audit log entries" columns={ROW_COLUMNS} tableFrom="lg" headings={['When', 'Who', 'What', 'Change']}>
      {entries.map((entry) => (
        <PlainRow key={entry.id} columns={ROW_COLUMNS}>
          <Text fontSize="sm" color="fg.muted">
            {formatDateTime(entry.at)}
          </Text>
          <Box minWidth="0">
            <Text fontWeight="semibold">
              <OnPhone>By </OnPhone>
              {entry.actor ? fullName(entry.actor) : 'A back-office tool'}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {[isAccountRole(entry.actor_role) ? ACCOUNT_ROLE_LABELS[entry.actor_role] : codeInWords(entry.actor_role), entry.actor ? formatPhone(entry.actor.phone) : null]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Box>
          <Box minWidth="0">
            <Text>{isAuditAction(entry.action) ? AUDIT_ACTION_LABELS[entry.action] : codeInWords(entry.action)}</Text>
            <EntryRecord entry={entry} />
          </Box>
          <EntryChanges entry={entry} />
        </PlainRow>
      ))}
    </LinkRows>
  );
}

/** The record written, by its name; an account opens in the agents screens. */
function EntryRecord({ entry }: { entry: AuditEntryRow }) {
  const name = entry.record_label ?? `${codeInWords(entry.record_table)} ${entry.record_id}`;
  if (entry.record_table !== 'agent') {
    return (
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
        {name}
      </Text>
    );
  }
  return (
    <Text fontSize="sm" overflowWrap="anywhere">
      <NextLink href={agentAccountUrl(entry.record_id)} prefetch={false} style={{ textDecoration: 'underline' }}>
        {name}
      </NextLink>
    </Text>
  );
}

function EntryChanges({ entry }: { entry: AuditEntryRow }) {
  const changes = auditChanges(entry);
  if (changes.length === 0) return <Text fontSize="sm" color="fg.muted">No fields changed</Text>;
  return (
    <Stack as="ul" gap="0.5" listStyleType="none" margin="0" padding="0" fontSize="sm" minWidth="0">
      {changes.map((change) => (
        <Text as="li" key={change.field} overflowWrap="anywhere">
          <Text as="span" fontWeight="medium">{`${change.field}: `}</Text>
          {change.before === undefined ? change.after : change.after === undefined ? `was ${change.before}` : `${change.before} → ${change.after}`}
        </Text>
      ))}
    </Stack>
  );
}
