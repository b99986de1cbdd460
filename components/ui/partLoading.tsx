import type { DynamicOptionsLoadingProps } from 'next/dynamic';
import type { ReactNode } from 'react';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { RetryAlert } from './RetryAlert';

/**
 * next/dynamic's `loading` for a part of a screen loaded on its own: `placeholder` while its code loads;
 * when the code cannot load (offline), what could not be shown and "Try again", not a placeholder forever.
 */
export function partLoading(failedTitle: string, placeholder: ReactNode) {
  function PartLoading({ error, retry }: DynamicOptionsLoadingProps) {
    if (!error) return <>{placeholder}</>;
    return <RetryAlert title={failedTitle} message={NO_ANSWER_MESSAGE} onRetry={() => retry?.()} retrying={false} />;
  }
  return PartLoading;
}
