import { graphql } from '@/lib/graphql/partner-ops/generated';
import type { Audit_Event_Bool_Exp, GetAuditLogQuery } from '@/lib/graphql/partner-ops/generated/graphql';
import { defineListQuery, type ListSearch } from '@/lib/lists/defineListQuery';
import { withinLagosDays } from '@/lib/lists/filterValues';
import { escapeLikePattern } from '@/lib/search/customerSearch';
import { allOf } from '@/lib/search/orderSearch';
import { normalizeNigerianPhone } from '@/lib/validation/phone';
import type { AuditLogFilters } from './auditLog';

export type AuditEntryRow = GetAuditLogQuery['audit_event'][number];

/** One page of the partner's audit log (operations read their partner's alone), newest first. */
export const GetAuditLog = graphql(`
  query GetAuditLog($where: audit_event_bool_exp!, $limit: Int!, $offset: Int!) {
    audit_event(where: $where, order_by: [{ at: desc }, { id: desc }], limit: $limit, offset: $offset) {
      id
      at
      action
      actor_role
      record_table
      record_id
      record_label
      before
      after
      actor {
        id
        first_name
        last_name
        phone
      }
    }
    audit_event_aggregate(where: $where) {
      aggregate {
        count
      }
    }
  }
`);

/**
 * Who or what: a phone number is the person who wrote; words match the person's name or the record's (a
 * claim's reference, an account's name), each word somewhere.
 */
export function auditSearchWhere(text: string): Audit_Event_Bool_Exp {
  const query = text.trim();
  if (query === '') return {};
  const phone = normalizeNigerianPhone(query);
  if (phone) return { actor: { phone: { _eq: phone } } };
  return {
    _and: query
      .split(/\s+/)
      .map((word) => `%${escapeLikePattern(word)}%`)
      .map((pattern) => ({ _or: [{ actor: { first_name: { _ilike: pattern } } }, { actor: { last_name: { _ilike: pattern } } }, { record_label: { _ilike: pattern } }] })),
  };
}

export function auditLogWhere({ q, filters }: ListSearch<AuditLogFilters>): Audit_Event_Bool_Exp {
  const at = withinLagosDays(filters);
  return allOf<Audit_Event_Bool_Exp>(filters.actions.length === 0 ? {} : { action: { _in: [...filters.actions] } }, at === undefined ? {} : { at }, auditSearchWhere(q));
}

export const auditLogQuery = defineListQuery({
  document: GetAuditLog,
  variables: (list: ListSearch<AuditLogFilters>) => ({ where: auditLogWhere(list) }),
  rows: (data: GetAuditLogQuery) => ({ rows: data.audit_event, total: data.audit_event_aggregate.aggregate?.count }),
});
