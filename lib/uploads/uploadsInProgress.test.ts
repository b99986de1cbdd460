import { act, renderHook } from '@testing-library/react';
import { TusUploadDouble } from '@/lib/testing/tusUploadDouble';
import { chooseEvidenceFile, clearEvidenceUploads, setEvidenceSlotLabel } from './evidenceSlots';
import { stillUploadingMessage, uploadsInProgress, useUploadsInProgress, waitForEvidenceUploads, type UploadInProgress } from './uploadsInProgress';

jest.mock('@/lib/session/cookieStore', () => ({ getToken: () => 'token' }));
jest.mock('browser-image-compression', () => ({
  __esModule: true,
  default: jest.fn(async () => new File([new Uint8Array(1000)], 'x', { type: 'image/jpeg' })),
}));

jest.mock('tus-js-client', () => jest.requireActual<typeof import('@/lib/testing/tusUploadDouble')>('@/lib/testing/tusUploadDouble').tusClientDouble);

const photo = () => new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' });

async function settle() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

beforeEach(async () => {
  await clearEvidenceUploads();
  TusUploadDouble.instances = [];
});

describe('stillUploadingMessage', () => {
  const upload = (label: string, isPdf = false): UploadInProgress => ({ slotKey: label, label, status: 'uploading', isPdf });
  it('names what the submit waits for', () => {
    expect(stillUploadingMessage([])).toBeUndefined();
    expect(stillUploadingMessage([upload('Back')])).toBe("The photo 'Back' is still uploading.");
    expect(stillUploadingMessage([upload('Back'), upload('IMEI screen')])).toBe("The photos 'Back' and 'IMEI screen' are still uploading.");
    expect(stillUploadingMessage([upload('Front'), upload('Back'), upload('Police report', true)])).toBe(
      "The files 'Front', 'Back' and 'Police report' are still uploading.",
    );
  });
});

describe('uploads in progress', () => {
  it('lists the slots of a draft still sending, by their labels, until each is sent or refused', async () => {
    setEvidenceSlotLabel('sale:1:DEVICE_BACK', 'Back');
    const { result } = renderHook(() => useUploadsInProgress('sale:1:'));
    expect(result.current).toEqual([]);

    await act(async () => {
      void chooseEvidenceFile('sale:1:DEVICE_BACK', photo(), 'DEVICE_BACK', 'photo');
      void chooseEvidenceFile('sale:1:IMEI_SCREEN', photo(), 'IMEI_SCREEN', 'photo');
      void chooseEvidenceFile('claim:7:DAMAGE', photo(), 'DAMAGE', 'photo');
      await settle();
    });
    // A slot with no field's label is called by its kind.
    expect(result.current.map(({ label, status }) => [label, status])).toEqual([
      ['Back', 'uploading'],
      ['IMEI screen (dial *#06#)', 'uploading'],
    ]);
    expect(uploadsInProgress('claim:7:')).toHaveLength(1);

    const waited = jest.fn();
    void waitForEvidenceUploads('sale:1:').then(waited);
    const [back, imei] = TusUploadDouble.instances;
    await act(async () => {
      back.succeed('0b9c7a4e-2f1d-4c3b-9a8e-7d6c5b4a3f21');
      await settle();
    });
    expect(result.current.map(({ label }) => label)).toEqual(['IMEI screen (dial *#06#)']);
    expect(waited).not.toHaveBeenCalled();

    await act(async () => {
      imei.refuse();
      await settle();
    });
    expect(result.current).toEqual([]);
    expect(waited).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when asked to', async () => {
    await act(async () => {
      void chooseEvidenceFile('sale:2:DEVICE_FRONT', photo(), 'DEVICE_FRONT', 'photo');
      await settle();
    });
    const controller = new AbortController();
    const waiting = waitForEvidenceUploads('sale:2:', controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });
});
