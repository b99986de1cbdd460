import { claimFileLabels } from './claimEvidenceWords';

describe('claimFileLabels', () => {
  it('numbers a claim’s files within their kind, as the slots that took them were called', () => {
    expect(claimFileLabels([{ kind: 'DAMAGE' }, { kind: 'POLICE_REPORT' }, { kind: 'DAMAGE' }, { kind: 'POLICE_REPORT' }, { kind: 'DEVICE_BACK' }, { kind: 'MYSTERY' }])).toEqual([
      'Damage photo',
      'Police report',
      'Damage photo 2',
      'Police report, page 2',
      'Back',
      'File',
    ]);
  });
});
