import type { ShellMenu } from '@/components/shell/accountNavItems';
import { AGENTS_PATH } from './agents/urls';
import { AUDIT_LOG_PATH } from './audit/urls';
import { OFFICE_CUSTOMERS_PATH } from './customers/urls';
import { PLANS_PATH } from './plans/urls';
import { CLAIM_QUEUE_PATH } from './claims/urls';
import { TEAM_PATH } from './team/urls';

/**
 * Each back-office role's menu in /office (issue 32): only the sections its role may open (the middleware
 * sends it from the others).
 */
export const OFFICE_MENUS = {
  claims_officer: { label: 'Office', items: [{ label: 'Claims', href: CLAIM_QUEUE_PATH, icon: 'warranty' }] },
  partner_ops: {
    label: 'Office',
    items: [
      { label: 'Agents', href: AGENTS_PATH, icon: 'customers' },
      { label: 'Customers', href: OFFICE_CUSTOMERS_PATH, icon: 'orders' },
      { label: 'Plans', href: PLANS_PATH, icon: 'cards' },
      { label: 'Audit log', href: AUDIT_LOG_PATH, icon: 'time' },
    ],
  },
  supervisor: { label: 'Office', items: [{ label: 'Team', href: TEAM_PATH, icon: 'dashboard' }] },
} as const satisfies Record<string, ShellMenu>;
