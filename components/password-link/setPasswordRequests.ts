import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import { errorCode, formatGraphQLError } from '@/lib/errors';
import { readFailure } from '@/lib/forms/readFailure';
import type { KeyedAnswer } from '@/lib/forms/submitOnce';
import { SetPasswordWithLink } from './setPasswordWithLink';

// The password's request, loaded (with the GraphQL client) at the first focus or tap on the form.

/** Why the service did not take the password, as the form shows it. */
export interface SetPasswordFailure {
  message: string;
  code?: string;
  /** Set when the refusal is about the password itself. */
  field?: 'newPassword';
}

/** The account's phone, to sign in with. */
export interface PasswordSet {
  phone: string;
}

/** Sends `set_password_with_link` (`no-cache`: no password is kept in memory). */
export async function sendLinkPassword(token: string, newPassword: string): Promise<KeyedAnswer<PasswordSet, SetPasswordFailure>> {
  try {
    const { data } = await getBrowserApolloClient().mutate({ mutation: SetPasswordWithLink, variables: { token, newPassword }, fetchPolicy: 'no-cache' });
    const answer = data?.set_password_with_link;
    if (!answer) throw new Error('The data service did not answer the new password');
    return { kind: 'done', done: { phone: answer.phone } };
  } catch (error) {
    const code = errorCode(error);
    const onPassword = CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.field === 'new_password';
    return readFailure({ message: formatGraphQLError(error), ...(code ? { code } : {}), ...(onPassword ? { field: 'newPassword' as const } : {}) });
  }
}
