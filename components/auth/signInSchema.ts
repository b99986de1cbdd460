import * as z from 'zod/mini';
import { SIGN_IN_MESSAGES, validateSignInIdentifier, type SignInValues } from './signInRules';

/** zod/mini (smaller than zod) over the shared rules; loaded after the page paints (see useSignInForm). */
export const signInSchema: z.ZodMiniType<SignInValues, SignInValues> = z.object({
  identifier: z.string().check(
    z.superRefine((value, ctx) => {
      const message = validateSignInIdentifier(value);
      if (message) ctx.issues.push({ code: 'custom', message, input: value });
    }),
  ),
  password: z.string().check(z.minLength(1, SIGN_IN_MESSAGES.passwordRequired)),
});
