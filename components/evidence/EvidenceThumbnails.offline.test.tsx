import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { EVIDENCE_THUMBNAIL_MESSAGES, EvidenceThumbnails } from './EvidenceThumbnails';

// The connection dropped before the code that shows the files' links could load.
jest.mock('./LiveEvidenceGroups', () => {
  throw new Error('Loading chunk failed');
});

describe('EvidenceThumbnails offline', () => {
  it('keeps the files’ names on screen, says the photos could not be loaded, and offers to try again', async () => {
    const fetchLinks = jest.fn();
    renderWithChakra(<EvidenceThumbnails groups={[{ label: 'Sent with the claim', files: [{ id: 'ev-1', contentType: 'image/jpeg', label: 'Damage photo' }] }]} fetchLinks={fetchLinks} />);
    expect(await screen.findByText(EVIDENCE_THUMBNAIL_MESSAGES.failed)).toBeInTheDocument();
    expect(screen.getByText('Damage photo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(EVIDENCE_THUMBNAIL_MESSAGES.failed)).toBeInTheDocument();
    expect(fetchLinks).not.toHaveBeenCalled();
  });
});
