import type { ShellMenu } from '@/components/shell/accountNavItems';
import { CLAIM_QUEUE_PATH } from './claims/urls';

/**
 * The back office's menu in /office (issue 32): the claims desk. Operations' and supervisors' screens join it
 * as they land; each role's menu will list only what its role may open.
 */
export const OFFICE_MENU: ShellMenu = {
  label: 'Office',
  items: [{ label: 'Claims', href: CLAIM_QUEUE_PATH, icon: 'warranty' }],
};
