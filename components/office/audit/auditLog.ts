import { AUDIT_ACTIONS, type AuditAction } from '@/lib/domain/audit';
import { defineList } from '@/lib/lists/defineList';
import { choicesAndDatesFilters, type ChoicesAndDates } from '@/lib/lists/filterValues';
import { AUDIT_LOG_PATH } from './urls';

export const AUDIT_LOG_PAGE_SIZE = 20;

/** The log's own URL state: `?action=set_agent_status&from=2026-11-01&to=2026-11-30`: any of these actions (none: every action), in AUDIT_ACTIONS' order. */
export type AuditLogFilters = ChoicesAndDates<'actions', AuditAction>;

export const NO_AUDIT_FILTERS: AuditLogFilters = { actions: [], from: null, to: null };

export const AUDIT_LOG_FILTERS = choicesAndDatesFilters('actions', 'action', AUDIT_ACTIONS);

/** /office/audit: the partner's back-office writes and sign-ins, newest first. */
export const auditLog = defineList({
  path: AUDIT_LOG_PATH,
  filters: AUDIT_LOG_FILTERS,
  pageSize: AUDIT_LOG_PAGE_SIZE,
  query: () => import('./auditLogQuery').then((module) => module.auditLogQuery),
});
