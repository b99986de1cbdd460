import { addIntegration, replayIntegration } from '@sentry/nextjs';
import { scrubRecordingEvent } from './sentryPrivacy';

export function addReplay(): void {
  addIntegration(replayIntegration({ maskAllText: true, blockAllMedia: true, beforeAddRecordingEvent: scrubRecordingEvent }));
}
