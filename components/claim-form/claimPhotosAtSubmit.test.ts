import { TusUploadDouble } from '@/lib/testing/tusUploadDouble';
import { clearClaimDraft, setClaimPhoto, startClaimPhotos, useClaimDraftFlow } from '@/lib/flows/claimDraftFlow';
import { chooseEvidenceFile, clearEvidenceUploads, getEvidenceSlot, setEvidenceSlotLabel } from '@/lib/uploads/evidenceSlots';
import { claimPhotosNow, forgetClaimPhotos, waitForClaimPhotos, waitingMessage } from './claimPhotosAtSubmit';

jest.mock('@/lib/session/cookieStore', () => ({ getToken: () => 'token' }));
jest.mock('browser-image-compression', () => ({
  __esModule: true,
  default: jest.fn(async () => new File([new Uint8Array(1000)], 'x.jpg', { type: 'image/jpeg' })),
}));

jest.mock('tus-js-client', () => jest.requireActual<typeof import('@/lib/testing/tusUploadDouble')>('@/lib/testing/tusUploadDouble').tusClientDouble);

const ORDER = '7a59bcd0-cdaf-5cdc-b7aa-d284de771c7d';
const DRAFT = '4a1c2e3f-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const PHOTO = '0b9c7a4e-2f1d-4c3b-9a8e-7d6c5b4a3f21';
const SECOND = '1c8d6b5f-3e2a-4d4c-8b9f-8e7d6c5b4a32';
const slotKey = (index: number) => `claim:${DRAFT}:DAMAGE:${index}`;
const photo = () => new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' });

async function settle() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

/** Takes a photo for a slot as the field does: its upload starts, and its id goes to the draft once sent. */
async function takePhoto(index: number, label: string) {
  setEvidenceSlotLabel(slotKey(index), label);
  void chooseEvidenceFile(slotKey(index), photo(), 'DAMAGE', 'photo');
  await settle();
  return TusUploadDouble.instances.at(-1)!;
}

beforeEach(async () => {
  await clearEvidenceUploads();
  TusUploadDouble.instances = [];
  localStorage.clear();
  useClaimDraftFlow.setState({ currentStep: 'claim', completedSteps: [], values: {}, recoveredFromCorruptData: false, hydrated: false });
  await useClaimDraftFlow.persist.rehydrate();
  jest.spyOn(globalThis.crypto, 'randomUUID').mockReturnValueOnce(DRAFT);
  startClaimPhotos(ORDER);
});
afterEach(() => {
  clearClaimDraft();
  jest.restoreAllMocks();
});

describe('the claim’s photos at "File claim"', () => {
  it('says which are still sending, and that the claim goes once they are', () => {
    const upload = (label: string) => ({ slotKey: label, label, status: 'uploading' as const, isPdf: false });
    expect(waitingMessage([])).toBeUndefined();
    expect(waitingMessage([upload('Damage photo')])).toBe("The photo 'Damage photo' is still uploading. The claim is filed as soon as it is sent.");
    expect(waitingMessage([upload('Damage photo'), upload('Damage photo 2')])).toBe(
      "The photos 'Damage photo' and 'Damage photo 2' are still uploading. The claim is filed as soon as they are sent.",
    );
  });

  it('are the ids sent for the kind the type needs, and which of its photos are still on their way', async () => {
    setClaimPhoto(ORDER, { kind: 'DAMAGE', index: 0 }, PHOTO);
    setClaimPhoto(ORDER, { kind: 'POLICE_REPORT', index: 0 }, SECOND);
    expect(await claimPhotosNow(ORDER, 'SCREEN')).toEqual({ kind: 'DAMAGE', draftId: DRAFT, ids: [PHOTO] });
    expect(await claimPhotosNow(ORDER, 'THEFT')).toEqual({ kind: 'POLICE_REPORT', draftId: DRAFT, ids: [SECOND] });
    expect(await claimPhotosNow('9c4e0d85-6f41-4e92-a088-3f4d5e6f7081', 'SCREEN')).toEqual({ kind: 'DAMAGE', ids: [] });

    await takePhoto(1, 'Damage photo 2');
    expect(await claimPhotosNow(ORDER, 'SCREEN')).toMatchObject({ ids: [PHOTO], stillUploading: "The photo 'Damage photo 2' is still uploading. The claim is filed as soon as it is sent." });
    // A theft waits for nothing of the damage.
    expect((await claimPhotosNow(ORDER, 'THEFT')).stillUploading).toBeUndefined();
  });

  it('waits until the photos still sending are sent, saying meanwhile which, and never sends one twice', async () => {
    const upload = await takePhoto(0, 'Damage photo');
    const said: (string | undefined)[] = [];
    let waited = false;
    const waiting = waitForClaimPhotos(await claimPhotosNow(ORDER, 'SCREEN'), new AbortController().signal, (text) => said.push(text)).then(() => (waited = true));
    await settle();
    expect(waited).toBe(false);
    expect(said).toEqual(["The photo 'Damage photo' is still uploading. The claim is filed as soon as it is sent."]);

    upload.succeed(PHOTO);
    await waiting;
    expect(said.at(-1)).toBeUndefined();
    expect(getEvidenceSlot(slotKey(0))).toMatchObject({ status: 'uploaded', evidenceId: PHOTO });
    expect(TusUploadDouble.instances).toHaveLength(1);
  });

  it('stops waiting when asked', async () => {
    await takePhoto(0, 'Damage photo');
    const controller = new AbortController();
    const waiting = waitForClaimPhotos(await claimPhotosNow(ORDER, 'SCREEN'), controller.signal, () => undefined);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('forgets the draft’s slots once the claim is filed', async () => {
    await takePhoto(0, 'Damage photo');
    await forgetClaimPhotos(DRAFT);
    expect(getEvidenceSlot(slotKey(0))).toBeUndefined();
    expect(TusUploadDouble.instances[0].abort).toHaveBeenCalled();
  });
});
