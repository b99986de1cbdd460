import type { Registry } from './types';

/**
 * What the data service serves. Role `anonymous` (no token) may read partners by code — the app's
 * partner gate runs before anyone logs in. It sees the fields the gate and the chat screen need;
 * `policy_prefix` (internal numbering) and `created_at` (bookkeeping) stay hidden.
 */
export const REGISTRY: Registry = {
  tables: [
    {
      table: { schema: 'public', name: 'partner' },
      columns: [
        { name: 'id', type: 'uuid', nullable: false },
        { name: 'code', type: 'text', nullable: false },
        { name: 'name', type: 'text', nullable: false },
        { name: 'allow_postpaid_plan', type: 'boolean', nullable: false },
        { name: 'policy_prefix', type: 'text', nullable: false },
        { name: 'support_phone', type: 'text', nullable: false },
        { name: 'support_email', type: 'text', nullable: false },
        { name: 'created_at', type: 'timestamptz', nullable: false },
      ],
      primary_key: ['id'],
      select_permissions: [
        {
          role: 'anonymous',
          permission: {
            columns: ['id', 'code', 'name', 'allow_postpaid_plan', 'support_phone', 'support_email'],
            filter: {},
            limit: 100,
          },
        },
      ],
    },
  ],
};
