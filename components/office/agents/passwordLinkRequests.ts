import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { inputFromForm } from '@/lib/actions/inputFields';
import { INVITE_ACCOUNT, type InviteFormValues } from '@/lib/actions/inviteAccount';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import { errorCode, formatGraphQLError } from '@/lib/errors';
import { readFailure } from '@/lib/forms/readFailure';
import type { KeyedAnswer, RequestFailure } from '@/lib/forms/submitOnce';
import { InviteAccount, IssuePasswordLink } from './passwordLinkMutations';

// The invitation's and the new link's requests, loaded (with the GraphQL client) at the first focus or tap.

/** A link just made, to show once. */
export interface MadeLink {
  agentId: string;
  purpose: 'INVITE' | 'RESET';
  token: string;
  expiresAt: string;
}

export interface InviteFailure extends RequestFailure {
  /** The form field the refusal is about (a phone or e-mail the partner has), if any. */
  field?: keyof InviteFormValues;
}

const FORM_FIELDS: Record<string, keyof InviteFormValues> = { first_name: 'firstName', last_name: 'lastName', phone: 'phone', email: 'email', role: 'role' };

const madeLink = (answer: { agent_id: string; purpose: 'INVITE' | 'RESET'; token: string; expires_at: string }): MadeLink => ({
  agentId: answer.agent_id,
  purpose: answer.purpose,
  token: answer.token,
  expiresAt: answer.expires_at,
});

function failure(error: unknown) {
  const code = errorCode(error);
  const field = CombinedGraphQLErrors.is(error) ? FORM_FIELDS[String(error.errors[0]?.extensions?.field)] : undefined;
  return readFailure<InviteFailure>({ message: formatGraphQLError(error), ...(code ? { code } : {}), ...(field ? { field } : {}) });
}

/** Sends `invite_account` under `key`: sent again, it is the same account (with a fresh link). */
export async function sendInvite(values: InviteFormValues, key: string): Promise<KeyedAnswer<MadeLink, InviteFailure>> {
  const input = inputFromForm(INVITE_ACCOUNT, values);
  try {
    const { data } = await getBrowserApolloClient().mutate({
      mutation: InviteAccount,
      variables: { key, firstName: input.first_name, lastName: input.last_name, phone: input.phone, email: input.email, role: input.role },
      fetchPolicy: 'no-cache',
    });
    if (!data?.invite_account) throw new Error('The data service did not answer the invitation');
    return { kind: 'done', done: madeLink(data.invite_account) };
  } catch (error) {
    return failure(error);
  }
}

/** Sends `issue_password_link`: each call makes a new link and ends the older ones (the last one shown works). */
export async function sendIssueLink(agentId: string): Promise<KeyedAnswer<MadeLink, RequestFailure>> {
  try {
    const { data } = await getBrowserApolloClient().mutate({ mutation: IssuePasswordLink, variables: { agentId }, fetchPolicy: 'no-cache' });
    if (!data?.issue_password_link) throw new Error('The data service did not answer the new link');
    return { kind: 'done', done: madeLink(data.issue_password_link) };
  } catch (error) {
    return failure(error);
  }
}
