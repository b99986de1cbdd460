import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { EVIDENCE_LINK_REFRESH_MS, type EvidenceLink, type FetchEvidenceLinks } from './evidenceLinks';
import { EVIDENCE_THUMBNAIL_MESSAGES, EvidenceThumbnails, type EvidenceThumbnail } from './EvidenceThumbnails';

const files: EvidenceThumbnail[] = [
  { id: 'ev-1', contentType: 'image/jpeg', label: 'Damage photo', caption: 'Added 24 Nov 2026, 14:05' },
  { id: 'ev-2', contentType: 'application/pdf', label: 'Police report' },
];

let generation = 0;
const linkOf = (id: string, contentType = 'image/jpeg'): EvidenceLink => ({ evidenceId: id, url: `https://data.example.ng/v1/files/${id}?g=${generation}`, contentType });
const fetchLinks = jest.fn<ReturnType<FetchEvidenceLinks>, Parameters<FetchEvidenceLinks>>();

function Gallery({ shown = files }: { shown?: EvidenceThumbnail[] }) {
  return <EvidenceThumbnails groups={[{ label: "The claim's photos and documents", files: shown, empty: 'No photos or documents yet.' }]} fetchLinks={fetchLinks} />;
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  generation = 0;
  fetchLinks.mockReset();
  fetchLinks.mockImplementation(async (ids) => {
    generation += 1;
    return ids.map((id) => linkOf(id, id === 'ev-2' ? 'application/pdf' : 'image/jpeg'));
  });
  setVisibility('visible');
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('EvidenceThumbnails', () => {
  it('shows each photo as a thumbnail that opens it full size, and a PDF as a link', async () => {
    renderWithChakra(<Gallery />);
    const photo = await screen.findByRole('img', { name: 'Damage photo' });
    expect(photo).toHaveAttribute('src', 'https://data.example.ng/v1/files/ev-1?g=1');
    const open = screen.getByRole('link', { name: 'Open Damage photo full size' });
    expect(open).toHaveAttribute('href', 'https://data.example.ng/v1/files/ev-1?g=1');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Police report (PDF)' })).toHaveAttribute('href', 'https://data.example.ng/v1/files/ev-2?g=1');
    expect(screen.getByText('Added 24 Nov 2026, 14:05')).toBeInTheDocument();
    expect(fetchLinks).toHaveBeenCalledTimes(1);
    expect(fetchLinks).toHaveBeenCalledWith(['ev-1', 'ev-2']);
  });

  it('asks for the links only once the files come on screen', async () => {
    let onScreen: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        onScreen = callback;
      }
      observe() {}
      disconnect() {}
    };
    renderWithChakra(<Gallery />);
    expect(screen.getByText('Damage photo')).toBeInTheDocument();
    expect(screen.getByText('Police report (PDF)')).toBeInTheDocument();
    await act(async () => undefined);
    expect(fetchLinks).not.toHaveBeenCalled();
    act(() => onScreen([{ isIntersecting: true }]));
    expect(await screen.findByRole('img', { name: 'Damage photo' })).toBeInTheDocument();
  });

  it('asks again before the links stop working while the page is in view, or once it is back in view', async () => {
    jest.useFakeTimers();
    renderWithChakra(<Gallery />);
    await act(async () => undefined);
    expect(fetchLinks).toHaveBeenCalledTimes(1);

    await act(async () => void jest.advanceTimersByTime(EVIDENCE_LINK_REFRESH_MS));
    expect(fetchLinks).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('img', { name: 'Damage photo' })).toHaveAttribute('src', 'https://data.example.ng/v1/files/ev-1?g=2');

    // In another tab meanwhile: nothing asked, until it is back.
    setVisibility('hidden');
    await act(async () => void jest.advanceTimersByTime(EVIDENCE_LINK_REFRESH_MS + 60_000));
    expect(fetchLinks).toHaveBeenCalledTimes(2);
    await act(async () => setVisibility('visible'));
    expect(fetchLinks).toHaveBeenCalledTimes(3);
  });

  it('asks again once when a photo does not load, not in a loop', async () => {
    renderWithChakra(<Gallery />);
    fireEvent.error(await screen.findByRole('img', { name: 'Damage photo' }));
    await waitFor(() => expect(fetchLinks).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Damage photo' })).toHaveAttribute('src', 'https://data.example.ng/v1/files/ev-1?g=2'));
    fireEvent.error(screen.getByRole('img', { name: 'Damage photo' }));
    await act(async () => undefined);
    expect(fetchLinks).toHaveBeenCalledTimes(2);
  });

  it('says when the links could not be had, and tries again on request', async () => {
    fetchLinks.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithChakra(<Gallery />);
    expect(await screen.findByText(EVIDENCE_THUMBNAIL_MESSAGES.failed)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Damage photo' })).toBeInTheDocument();
    expect(screen.queryByText(EVIDENCE_THUMBNAIL_MESSAGES.failed)).not.toBeInTheDocument();
  });

  it('says when a group has no file, and asks for nothing', async () => {
    renderWithChakra(<Gallery shown={[]} />);
    expect(screen.getByText('No photos or documents yet.')).toBeInTheDocument();
    await act(async () => undefined);
    expect(fetchLinks).not.toHaveBeenCalled();
  });
});
