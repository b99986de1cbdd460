import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { CHANGE_PASSWORD } from '@/lib/actions/changePassword';
import { inputFromForm } from '@/lib/actions/inputFields';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import { errorCode, formatGraphQLError } from '@/lib/errors';
import { readFailure } from '@/lib/forms/readFailure';
import type { KeyedAnswer } from '@/lib/forms/submitOnce';
import { ChangePassword } from './changePassword';

// The change's request, loaded (with the GraphQL client) at the first focus or tap on the form.

/** Why the service did not change the password, as the form shows it. */
export interface ChangePasswordFailure {
  message: string;
  code?: string;
  /** The field the refusal is about (`current_password`, `new_password`), if any. */
  field?: 'currentPassword' | 'newPassword';
}

const FORM_FIELDS: Record<string, ChangePasswordFailure['field']> = { current_password: 'currentPassword', new_password: 'newPassword' };

/** Sends `change_password` (`no-cache`: no password is kept in memory). */
export async function sendChangePassword(currentPassword: string, newPassword: string): Promise<KeyedAnswer<true, ChangePasswordFailure>> {
  const client = getBrowserApolloClient();
  const input = inputFromForm(CHANGE_PASSWORD, { currentPassword, newPassword });
  try {
    const { data } = await client.mutate({
      mutation: ChangePassword,
      variables: { currentPassword: input.current_password, newPassword: input.new_password },
      fetchPolicy: 'no-cache',
    });
    if (!data?.change_password) throw new Error('The data service did not answer the change of password');
    return { kind: 'done', done: true };
  } catch (error) {
    const code = errorCode(error);
    const field = CombinedGraphQLErrors.is(error) ? FORM_FIELDS[String(error.errors[0]?.extensions?.field)] : undefined;
    return readFailure({ message: formatGraphQLError(error), ...(code ? { code } : {}), ...(field ? { field } : {}) });
  }
}
