import { failureNotice } from './failureNotice';

const TITLES = { notDone: 'The agent was not moved.', unknown: 'Whether the agent moved is not known yet. Try again: it is not moved twice.' };

describe('failureNotice', () => {
  it('says nothing was done for a refusal or a request never sent, and that it is not known for no answer', () => {
    expect(failureNotice({ kind: 'refused', failure: { message: 'Tunde Bakare is not a supervisor', code: 'team-not-allowed' }, keyReused: false }, TITLES)).toEqual({
      title: 'The agent was not moved.',
      description: 'Tunde Bakare is not a supervisor',
    });
    expect(failureNotice({ kind: 'not-sent', message: 'You are offline.' }, TITLES)).toEqual({ title: 'The agent was not moved.', description: 'You are offline.' });
    expect(failureNotice({ kind: 'unanswered', message: 'The service did not answer.' }, TITLES)).toEqual({ title: TITLES.unknown, description: 'The service did not answer.' });
  });
});
