import { addIntegration, replayIntegration } from '@sentry/nextjs';

export function addReplay(): void {
  addIntegration(replayIntegration({ maskAllText: true, blockAllMedia: true }));
}
