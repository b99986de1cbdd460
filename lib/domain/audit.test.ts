import { ALL_ACTIONS } from '@/lib/actions/allActions';
import { AUDIT_ACTIONS, isAuditAction } from './audit';

describe('the audit log’s actions', () => {
  it('are each an action the data service declares, by its GraphQL name', () => {
    const declared = ALL_ACTIONS.map((action) => action.name);
    expect(AUDIT_ACTIONS.filter((action) => !declared.includes(action))).toEqual([]);
    expect(isAuditAction('login')).toBe(true);
    expect(isAuditAction('toString')).toBe(false);
  });
});
