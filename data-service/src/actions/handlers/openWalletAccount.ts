import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import type { ActionOutput } from '@/lib/actions/declareAction';
import { OPEN_WALLET_ACCOUNT } from '@/lib/actions/openWalletAccount';
import { lagosToday } from '@/lib/validation';
import { agentSession, loadActiveAgent } from '../db/agentSession';
import { readInput } from '../input';
import { ActionError, type OwnTransactionsHandler } from '../../engine/actions/contract';
import { GatewayRefusedError, GatewayUnavailableError } from '../../payments/gateway';
import { agentPayerEmail } from '../../payments/payerEmail';
import type { PaymentServices } from '../../payments/services';
import { assignWalletAccount, loadWalletAccount, type WalletAccountRow } from '../../payments/walletAccounts';

/**
 * `open_wallet_account`: the agent's own bank account at the gateway. One per agent (`wallet_account`
 * unique on the agent; the row is written first, so concurrent calls share it). The gateway's customer is
 * made once (Paystack answers the same customer for the same e-mail), then the account asked for: assigned
 * at once, or PENDING until the `dedicatedaccount.assign.success` webhook. Asked again, it answers the
 * account as it stands, and asks the gateway again only while none is assigned.
 */

type WalletAccountOutput = ActionOutput<typeof OPEN_WALLET_ACCOUNT>;

const answer = (row: Pick<WalletAccountRow, 'status' | 'account_number' | 'account_name' | 'bank_name'>): WalletAccountOutput => ({
  status: row.status,
  account_number: row.account_number,
  account_name: row.account_name,
  bank_name: row.bank_name,
});

export function createOpenWalletAccount(services: PaymentServices): { ownTransactions: OwnTransactionsHandler } {
  return {
    ownTransactions: async (rawInput, ctx): Promise<WalletAccountOutput> => {
      const agent = agentSession(ctx.session);
      readInput(OPEN_WALLET_ACCOUNT, rawInput, lagosToday(ctx.now));
      const { row, person } = await ctx.transaction(async (tx) => {
        await loadActiveAgent(tx, agent);
        await tx.query(
          `INSERT INTO public.wallet_account (partner_id, agent_id, gateway) VALUES ($1, $2, $3) ON CONFLICT (agent_id) DO NOTHING`,
          [agent.partnerId, agent.agentId, services.gateway.name],
        );
        const { rows } = await tx.query<{ id: string; email: string | null; first_name: string; last_name: string; phone: string; code: string }>(
          `SELECT a.id, a.email, a.first_name, a.last_name, a.phone, p.code FROM public.agent a JOIN public.partner p ON p.id = a.partner_id WHERE a.id = $1`,
          [agent.agentId],
        );
        return { row: (await loadWalletAccount(tx, agent.agentId)) as WalletAccountRow, person: rows[0] };
      });
      if (row.status === 'ASSIGNED') return answer(row);

      try {
        let customerCode = row.customer_code;
        if (customerCode === null) {
          const customer = await services.gateway.createCustomer({
            email: agentPayerEmail(person, person.code),
            firstName: person.first_name,
            lastName: person.last_name,
            phone: person.phone,
            metadata: { agent_id: agent.agentId },
          });
          customerCode = customer.customerCode;
          const code = customerCode;
          await ctx.transaction((tx) =>
            tx.query(`UPDATE public.wallet_account SET customer_code = $2, status = 'PENDING', updated_at = now() WHERE agent_id = $1 AND customer_code IS NULL`, [
              agent.agentId,
              code,
            ]),
          );
        }
        const account = await services.gateway.assignDedicatedAccount(customerCode);
        if (account) await ctx.transaction((tx) => assignWalletAccount(tx, account));
      } catch (error) {
        if (error instanceof GatewayUnavailableError) {
          throw new ActionError('The payment gateway is not answering right now: try again in a few seconds', ACTION_ERROR_CODES.paymentGatewayUnavailable);
        }
        // Refused (an account requested already and on its way, say): the account as it stands is the answer.
        if (!(error instanceof GatewayRefusedError)) throw error;
        ctx.log.warn(`open_wallet_account for agent ${agent.agentId}: the gateway refused (${error.message})`);
      }
      const now = await ctx.transaction((tx) => loadWalletAccount(tx, agent.agentId));
      return answer(now ?? row);
    },
  };
}
