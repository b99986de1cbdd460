import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEvidenceSlot, type EvidenceSlot } from '@/lib/uploads/useEvidenceSlot';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { requestAgentEvidenceLinks } from './agentEvidenceLinks';
import { EvidenceField, NO_SIGNAL_TEXT, NOT_KEPT_TEXT, type EvidenceFieldProps } from './EvidenceField';

// The slot's behaviour is useEvidenceSlot's (tested beside it): here, what the field shows for each state.
jest.mock('@/lib/uploads/useEvidenceSlot', () => ({ useEvidenceSlot: jest.fn() }));
const useSlot = jest.mocked(useEvidenceSlot);
// The request for a sent photo's link (the GraphQL client behind it is the links' own concern).
jest.mock('./agentEvidenceLinks', () => ({ requestAgentEvidenceLinks: jest.fn() }));
const requestLinks = jest.mocked(requestAgentEvidenceLinks);
const SENT_ID = '5d0c3e1a-8b2f-4c6d-9e7a-1f2b3c4d5e6f';
const SENT_URL = 'http://localhost:8080/v1/files/evidence/front.jpg?expires=1&signature=abc';

const choose = jest.fn();
const retake = jest.fn();
const retry = jest.fn();

function slot(change: Partial<EvidenceSlot> = {}): EvidenceSlot {
  return { status: 'empty', progress: 0, isPdf: false, survivesReload: true, choose, retake, retry, ...change };
}

function renderField(state: Partial<EvidenceSlot> = {}, props: Partial<EvidenceFieldProps> = {}) {
  useSlot.mockReturnValue(slot(state));
  return renderWithChakra(
    <EvidenceField
      slotKey="sale:1:DEVICE_FRONT"
      kind="DEVICE_FRONT"
      label="Front, screen on"
      hint="Turn the screen on first."
      required
      accepts="photo"
      onUploaded={jest.fn()}
      onCleared={jest.fn()}
      {...props}
    />,
  );
}

function fileInput(): HTMLInputElement {
  return screen.getByLabelText(/Front, screen on/, { selector: 'input' }) as HTMLInputElement;
}

beforeEach(() => {
  useSlot.mockReset();
  requestLinks.mockReset();
  choose.mockReset();
  retake.mockReset();
  retry.mockReset();
});

describe('EvidenceField', () => {
  it('shows its label with the required mark, and its hint, which describes the camera input', () => {
    renderField();
    expect(screen.getByRole('group', { name: 'Front, screen on (required)' })).toBeInTheDocument();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(fileInput()).toHaveAccessibleName('Take photo Front, screen on (required)');
    expect(fileInput()).toHaveAccessibleDescription(/^Turn the screen on first\.\s*$/);
  });

  it('has no required mark when the photo is optional', () => {
    renderField({}, { required: false });
    expect(screen.queryByText('(required)')).not.toBeInTheDocument();
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it('opens the back camera for a photo, and offers files too for a photo or PDF', () => {
    const { unmount } = renderField();
    expect(fileInput()).toHaveAttribute('type', 'file');
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
    expect(fileInput()).toHaveAttribute('capture', 'environment');
    unmount();

    renderField({}, { label: 'Police report', accepts: 'photo-or-pdf' });
    const input = screen.getByLabelText(/Police report/, { selector: 'input' });
    expect(input).toHaveAttribute('accept', 'image/*,application/pdf');
    expect(input).not.toHaveAttribute('capture');
    expect(screen.getByText('Take photo or choose PDF')).toBeInTheDocument();
  });

  it('is reached by keyboard, and a chosen file goes to the slot', async () => {
    renderField();
    await userEvent.tab();
    expect(fileInput()).toHaveFocus();
    const photo = new File(['jpeg'], 'front.jpg', { type: 'image/jpeg' });
    await userEvent.upload(fileInput(), photo);
    expect(choose).toHaveBeenCalledWith(photo);
  });

  it('shows the progress with its percent while uploading, announcing the status but not every percent', () => {
    renderField({ status: 'uploading', progress: 0.45, previewUrl: 'blob:front', fileName: 'front.jpg' });
    const bar = screen.getByRole('progressbar', { name: 'Sending Front, screen on' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    const status = screen.getByText('Uploading…');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status.parentElement).toHaveTextContent('Uploading… 45%');
    expect(screen.getByText('45%', { normalizer: (text) => text.trim() })).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img', { name: 'Photo for Front, screen on' })).toHaveAttribute('src', 'blob:front');
    expect(screen.getByText('Retake')).toBeInTheDocument();
  });

  it('says "Sent" once the server has the photo', () => {
    renderField({ status: 'uploaded', progress: 1 });
    expect(screen.getByText('Sent')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a photo sent before a reload (no longer on the phone) by the stored file, asking for its link once', async () => {
    requestLinks.mockResolvedValue([{ evidenceId: SENT_ID, url: SENT_URL, contentType: 'image/jpeg' }]);
    renderField({ status: 'uploaded', progress: 1 }, { evidenceId: SENT_ID });
    expect(await screen.findByRole('img', { name: 'Photo for Front, screen on' })).toHaveAttribute('src', SENT_URL);
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(requestLinks).toHaveBeenCalledTimes(1);
    expect(requestLinks).toHaveBeenCalledWith([SENT_ID]);
  });

  it('asks for no link while the photo is on the phone, nor for a sent PDF, and keeps the frame if none comes', async () => {
    const { unmount } = renderField({ status: 'uploaded', progress: 1, previewUrl: 'blob:front' }, { evidenceId: SENT_ID });
    expect(screen.getByRole('img', { name: 'Photo for Front, screen on' })).toHaveAttribute('src', 'blob:front');
    unmount();
    const pdf = renderField({ status: 'uploaded', progress: 1, isPdf: true, fileName: 'report.pdf' }, { evidenceId: SENT_ID, accepts: 'photo-or-pdf' });
    expect(screen.getByText('report.pdf')).toBeInTheDocument();
    pdf.unmount();
    expect(requestLinks).not.toHaveBeenCalled();

    requestLinks.mockRejectedValue(new TypeError('Failed to fetch'));
    renderField({ status: 'uploaded', progress: 1 }, { evidenceId: SENT_ID });
    await waitFor(() => expect(requestLinks).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says the photo is kept while there is no signal, and can be sent at once', async () => {
    renderField({ status: 'waiting-for-signal', progress: 0.3 });
    expect(screen.getByText(NO_SIGNAL_TEXT)).toBeInTheDocument();
    // The bar keeps what was sent; the sentence is not followed by a number.
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    expect(screen.queryByText(/30%/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal with \"Take it again\"", () => {
    renderField({ status: 'refused', message: 'This photo is too dark to read the IMEI.' });
    expect(screen.getByText('This photo is too dark to read the IMEI.')).toHaveAttribute('aria-live', 'polite');
    expect(fileInput()).toHaveAccessibleName(/^Take it again/);
  });

  it('offers "Try again" after a failure, with its message', async () => {
    renderField({ status: 'failed', message: 'Your session has ended. Sign in again to send the photo.' });
    expect(screen.getByText('Your session has ended. Sign in again to send the photo.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows a PDF by its icon and name', () => {
    renderField({ status: 'uploading', progress: 0.1, isPdf: true, fileName: 'report.pdf' }, { accepts: 'photo-or-pdf' });
    expect(screen.getByText('report.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("warns when this browser cannot keep the photo across a reload, until it is sent", () => {
    const { unmount } = renderField({ status: 'uploading', survivesReload: false });
    expect(screen.getByText(NOT_KEPT_TEXT)).toBeInTheDocument();
    unmount();
    renderField({ status: 'uploaded', survivesReload: false });
    expect(screen.queryByText(NOT_KEPT_TEXT)).not.toBeInTheDocument();
  });

  it("shows the form's error, marking the input wrong", () => {
    renderField({}, { error: 'Add this photo' });
    expect(screen.getByText('Add this photo')).toHaveAttribute('aria-live', 'polite');
    expect(fileInput()).toBeInvalid();
    expect(fileInput()).toHaveAccessibleDescription(/Add this photo/);
  });

  it('lets an optional photo be removed', async () => {
    renderField({ status: 'uploaded' }, { required: false });
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(retake).toHaveBeenCalledTimes(1);
  });

  it('gives the slot its options and label', () => {
    renderField({}, { evidenceId: '0b9c7a4e-2f1d-4c3b-9a8e-7d6c5b4a3f21' });
    expect(useSlot).toHaveBeenCalledWith(
      expect.objectContaining({ slotKey: 'sale:1:DEVICE_FRONT', kind: 'DEVICE_FRONT', accepts: 'photo', evidenceId: '0b9c7a4e-2f1d-4c3b-9a8e-7d6c5b4a3f21', label: 'Front, screen on' }),
    );
  });
});
