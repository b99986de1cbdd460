import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { SignInValues } from './signInRules';
import { signInSchema } from './signInSchema';

/** The sign-in form's resolver; its own module so zod loads after the page, not with it (see useSignInForm). */
export const signInResolver: Resolver<SignInValues> = zodResolver(signInSchema);
