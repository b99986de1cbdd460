import type { ActionOutput } from '@/lib/actions/declareAction';
import { PAYMENT_STATUS } from '@/lib/actions/paymentStatus';
import { lagosToday } from '@/lib/validation';
import { agentSession } from '../db/agentSession';
import { readInput } from '../input';
import type { OwnTransactionsHandler } from '../../engine/actions/contract';
import { paymentState } from '../../payments/paymentRecords';

/**
 * `payment_status` (query): one of the agent's payments as stored now; null for anyone else's or none.
 * Reads only. A query that may answer null is a lookup to the engine, which runs lookups in their own
 * transactions (its failed-lookup budget is for anonymous callers; an agent spends none).
 */
export const paymentStatus: { ownTransactions: OwnTransactionsHandler } = {
  ownTransactions: async (rawInput, ctx): Promise<ActionOutput<typeof PAYMENT_STATUS>> => {
    const agent = agentSession(ctx.session);
    const input = readInput(PAYMENT_STATUS, rawInput, lagosToday(ctx.now));
    return ctx.transaction((tx) => paymentState(tx, input.payment_id, agent));
  },
};
