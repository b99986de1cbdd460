import { act, screen, waitFor, within } from '@testing-library/react';
import imageCompression from 'browser-image-compression';
import { TusUploadDouble } from '@/lib/testing/tusUploadDouble';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { useBuyPlanFlow } from '@/lib/flows/buyPlanFlow';
import { clearEvidenceUploads } from '@/lib/uploads/evidenceSlots';
import { listPendingUploads, resetPendingUploadsForTests, savePendingUpload } from '@/lib/uploads/pendingUploads';
import {
  atPayment,
  atPhotos,
  BACK_PHOTO_ID,
  buyMock,
  CUSTOMER_ID,
  dataMocks,
  DEVICE_ID,
  freshPageLoad,
  FRONT_PHOTO_ID,
  IMEI_PHOTO_ID,
  inspectionOf,
  KEY,
  next,
  OLD_DEVICE_ID,
  payButton,
  PHOTO_IDS,
  quotes,
  refused,
  renderBuyPlan,
  saleValues,
  SLOTS_ID,
  soldAnswer,
  stepHeading,
  storedFlow,
  TOTAL_CARE_ID,
} from './buyPlanTestKit';
import { PHOTOS_STEP_MESSAGES as PHOTO_MESSAGES } from './PhotosStep';
import { QuotePlan } from './quotePlan';

jest.mock('next/router', () => ({ useRouter: () => jest.requireActual<typeof import('./buyPlanTestKit')>('./buyPlanTestKit').mockRouter }));
jest.mock('@/lib/session/cookieStore', () => ({ getToken: () => 'token' }));
jest.mock('browser-image-compression', () => ({ __esModule: true, default: jest.fn() }));

// IndexedDB (idb-keyval) as a Map that outlives the page's memory, as the database outlives a reload.
const mockDatabase = new Map<IDBValidKey, unknown>();
jest.mock('idb-keyval', () => ({
  createStore: jest.fn(() => 'store'),
  get: jest.fn(async (key: IDBValidKey) => mockDatabase.get(key)),
  set: jest.fn(async (key: IDBValidKey, value: unknown) => void mockDatabase.set(key, value)),
  del: jest.fn(async (key: IDBValidKey) => void mockDatabase.delete(key)),
  entries: jest.fn(async () => [...mockDatabase]),
  clear: jest.fn(async () => mockDatabase.clear()),
}));

jest.mock('tus-js-client', () => jest.requireActual<typeof import('@/lib/testing/tusUploadDouble')>('@/lib/testing/tusUploadDouble').tusClientDouble);

const NEW_BACK_ID = '82000000-0000-4000-8000-000000000002';
const PREFIX = `sale:${SLOTS_ID}:`;

beforeAll(() => {
  Object.defineProperty(globalThis, 'indexedDB', { value: {}, configurable: true, writable: true });
  Object.assign(URL, { createObjectURL: jest.fn((blob: Blob) => `blob:photo-${blob.size}`), revokeObjectURL: jest.fn() });
});

beforeEach(async () => {
  // The last test's sale let go of (this page's module state outlives a test, not a page load): its photos
  // forgotten now, not in the middle of this test.
  await act(async () => {
    useBuyPlanFlow.setState({ values: {} });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await clearEvidenceUploads();
  mockDatabase.clear();
  resetPendingUploadsForTests();
  TusUploadDouble.instances = [];
  jest.mocked(imageCompression).mockImplementation(async () => new File([new Uint8Array(300_000)], 'x', { type: 'image/jpeg' }));
});
afterEach(() => jest.restoreAllMocks());

const group = (name: RegExp) => screen.findByRole('group', { name });
const cameraInput = (name: RegExp) => screen.getByLabelText(name, { selector: 'input[type="file"]' });
const photo = () => new File([new Uint8Array(2_000_000)], 'IMG_0042.jpg', { type: 'image/jpeg' });
const keptPhoto = () => ({ blob: new Blob([new Uint8Array(1234)], { type: 'image/jpeg' }), name: 'back.jpg', type: 'image/jpeg', kind: 'DEVICE_BACK' as const, savedAt: Date.now() });

async function nthUpload(n: number): Promise<TusUploadDouble> {
  await waitFor(() => expect(TusUploadDouble.instances.length).toBeGreaterThanOrEqual(n));
  return TusUploadDouble.instances[n - 1];
}

describe('the photos of the phone', () => {
  it('asks for each photo with how to take it, marked required as the chosen plan says, taken with the camera', async () => {
    freshPageLoad(atPhotos({}, { planPhotos: { planId: TOTAL_CARE_ID, kinds: ['DEVICE_FRONT', 'DEVICE_BACK'] } }));
    renderBuyPlan(dataMocks());
    expect(await screen.findByRole('heading', { name: 'Photos of the phone', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
    const steps = within(screen.getByRole('navigation', { name: 'Buy-plan steps' })).getAllByRole('listitem');
    expect(steps.map((item) => item.textContent)).toEqual(['✓Customer & device (done)', '✓Plan (done)', '3Photos of the phone', '4Payment', '5Done']);

    expect(await group(/^Front, screen on \(required\)$/)).toHaveTextContent('The whole front with the screen switched on');
    expect(await group(/^Back \(required\)$/)).toBeInTheDocument();
    const imei = await group(/^IMEI screen \(dial \*#06#\)$/);
    expect(imei).toHaveTextContent('Dial *#06# on the customer’s phone and photograph the screen.');
    const input = cameraInput(/IMEI screen/);
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAccessibleName('Take photo IMEI screen (dial *#06#)');
  });

  it('refuses "Next" while a photo the plan needs is missing, saying so under each, focus on the first', async () => {
    freshPageLoad(atPhotos({ DEVICE_BACK: BACK_PHOTO_ID }));
    const { user } = renderBuyPlan(dataMocks());
    expect(await group(/^Back/)).toHaveTextContent('Sent');
    await next(user);
    await waitFor(() => expect(screen.getAllByText(PHOTO_MESSAGES.missing)).toHaveLength(2));
    expect(cameraInput(/Front, screen on/)).toHaveFocus();
    expect(cameraInput(/Front, screen on/)).toBeInvalid();
    expect(cameraInput(/Back/)).toBeValid();
    expect(cameraInput(/IMEI screen/)).toHaveAccessibleDescription(new RegExp(PHOTO_MESSAGES.missing.replace(/[()]/g, '\\$&')));
    expect(stepHeading()).toHaveTextContent('Photos of the phone');
    expect(storedFlow()?.state.completedSteps).not.toContain('photos');
  });

  it('sends a photo as soon as it is taken; "Next" goes on while it uploads, and "Pay" waits, saying which photo, then sends all three once', async () => {
    jest.spyOn(globalThis.crypto, 'randomUUID').mockReturnValueOnce(KEY);
    freshPageLoad(atPhotos({ DEVICE_FRONT: FRONT_PHOTO_ID, IMEI_SCREEN: IMEI_PHOTO_ID }));
    const sale = buyMock(() => soldAnswer(), saleValues('WALLET'), KEY, 20, [FRONT_PHOTO_ID, NEW_BACK_ID, IMEI_PHOTO_ID]);
    const { user } = renderBuyPlan([...dataMocks(), sale]);
    await group(/^Back/);
    await user.upload(cameraInput(/Back/), photo());
    const upload = await nthUpload(1);
    expect(upload.options.metadata).toMatchObject({ kind: 'DEVICE_BACK' });
    expect(await screen.findByText('Uploading…')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Photo for Back' })).toBeInTheDocument();

    await next(user);
    expect(await screen.findByRole('heading', { name: 'Payment', level: 2 })).toBeInTheDocument();
    // Said as it moves on: the upload goes on in the page.
    expect((await screen.findByText("The photo 'Back' is still uploading.")).closest('[role="status"]')).not.toBeNull();
    await user.click(await screen.findByRole('radio', { name: /^Agent wallet/ }));
    await user.click(await screen.findByRole('button', { name: /^Pay ₦/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent("The photo 'Back' is still uploading.");
    expect(sale.result).not.toHaveBeenCalled();
    expect(storedFlow()?.state.values).not.toHaveProperty('idempotencyKey');

    act(() => upload.succeed(NEW_BACK_ID));
    await waitFor(() => expect(screen.queryByText("The photo 'Back' is still uploading.")).not.toBeInTheDocument());
    expect(storedFlow()?.state.values.inspection?.evidence).toEqual({ DEVICE_FRONT: FRONT_PHOTO_ID, DEVICE_BACK: NEW_BACK_ID, IMEI_SCREEN: IMEI_PHOTO_ID });

    await user.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Plan sold', level: 1 })).toBeInTheDocument();
    expect(sale.result).toHaveBeenCalledTimes(1);
    expect(sale.result).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: KEY, inspectionEvidenceIds: [FRONT_PHOTO_ID, NEW_BACK_ID, IMEI_PHOTO_ID] }));
    // The order holds the photos: nothing of them stays on the phone or in the flow.
    expect(storedFlow()?.state.values).not.toHaveProperty('inspection');
    expect(await listPendingUploads('sale:')).toEqual([]);
  });

  it('takes the agent back to a photo that could not be sent when "Pay" is pressed', async () => {
    freshPageLoad(atPayment({ paymentMethod: 'WALLET', inspection: inspectionOf(DEVICE_ID, { DEVICE_FRONT: FRONT_PHOTO_ID, IMEI_SCREEN: IMEI_PHOTO_ID }) }));
    const sale = buyMock(() => soldAnswer(), saleValues('WALLET'));
    const { user } = renderBuyPlan([...dataMocks(), sale]);
    await user.click(await screen.findByRole('button', { name: /^Pay ₦/ }));
    expect(await screen.findByRole('heading', { name: 'Photos of the phone', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText(PHOTO_MESSAGES.missing)).toBeInTheDocument();
    await waitFor(() => expect(cameraInput(/Back/)).toHaveFocus());
    expect(sale.result).not.toHaveBeenCalled();
  });

  it('sends on, from the payment step, a photo a reload interrupted', async () => {
    await savePendingUpload(`${PREFIX}DEVICE_BACK`, keptPhoto());
    resetPendingUploadsForTests();
    freshPageLoad(atPayment({ inspection: inspectionOf(DEVICE_ID, { DEVICE_FRONT: FRONT_PHOTO_ID, IMEI_SCREEN: IMEI_PHOTO_ID }) }));
    renderBuyPlan(dataMocks());
    expect(await screen.findByText("The photo 'Back' is still uploading.")).toBeInTheDocument();
    const upload = await nthUpload(1);
    expect(upload.file.size).toBe(1234);
    act(() => upload.succeed(NEW_BACK_ID));
    await waitFor(() => expect(storedFlow()?.state.values.inspection?.evidence.DEVICE_BACK).toBe(NEW_BACK_ID));
    expect(screen.queryByText("The photo 'Back' is still uploading.")).not.toBeInTheDocument();
  });

  it('makes another photo another request: a key made for the earlier ones is dropped', async () => {
    freshPageLoad(atPhotos({ DEVICE_FRONT: FRONT_PHOTO_ID, DEVICE_BACK: BACK_PHOTO_ID, IMEI_SCREEN: IMEI_PHOTO_ID }, { idempotencyKey: KEY }));
    const { user } = renderBuyPlan(dataMocks());
    await group(/^Back/);
    await user.upload(cameraInput(/Back/), photo());
    await waitFor(() => expect(storedFlow()?.state.values).not.toHaveProperty('idempotencyKey'));
    expect(storedFlow()?.state.values.inspection?.evidence).toEqual({ DEVICE_FRONT: FRONT_PHOTO_ID, IMEI_SCREEN: IMEI_PHOTO_ID });
  });
});

describe('a plan that needs no photos', () => {
  it('goes from the plan to the payment, the steps without the photos, and pays without any', async () => {
    jest.spyOn(globalThis.crypto, 'randomUUID').mockReturnValueOnce(KEY);
    freshPageLoad({ currentStep: 'plan', completedSteps: ['customer-device'], values: { customerId: CUSTOMER_ID, deviceId: DEVICE_ID } });
    const withoutPhotos = dataMocks().map((mock) =>
      mock.request.query === QuotePlan ? { ...mock, result: { data: { quote_plan: quotes().map((quote) => ({ ...quote, inspection_photos: [] })) } } } : mock,
    );
    const sale = buyMock(() => soldAnswer(), saleValues('WALLET'), KEY, 20, []);
    const { user } = renderBuyPlan([...withoutPhotos, sale]);
    await user.click(await screen.findByRole('radio', { name: /^Total Care ₦/ }));
    await next(user);
    expect(await screen.findByRole('heading', { name: 'Payment', level: 2 })).toHaveFocus();
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Buy-plan steps' })).not.toHaveTextContent('Photos of the phone');
    await user.click(await screen.findByRole('radio', { name: /^Agent wallet/ }));
    await user.click(await screen.findByRole('button', { name: /^Pay ₦/ }));
    expect(await screen.findByRole('heading', { name: 'Plan sold', level: 1 })).toBeInTheDocument();
    expect(sale.result.mock.calls[0]?.[0]).not.toHaveProperty('inspectionEvidenceIds');
  });
});

describe('the service’s refusal of the photos', () => {
  it('missing: back to the photos, with its words and the photo to take', async () => {
    const message = 'Take the inspection photo “IMEI screen (dial *#06#)” of the phone before payment.';
    const refusal = buyMock(
      () => refused(message, { code: ACTION_ERROR_CODES.evidenceMissing, field: 'inspection_evidence_ids', missing: ['IMEI_SCREEN'] }),
      saleValues('WALLET'),
    );
    jest.spyOn(globalThis.crypto, 'randomUUID').mockReturnValueOnce(KEY);
    freshPageLoad(atPayment({ paymentMethod: 'WALLET' }));
    const { user } = renderBuyPlan([...dataMocks(), refusal]);
    await user.click(await screen.findByRole('button', { name: /^Pay ₦/ }));
    expect(await screen.findByRole('heading', { name: 'Photos of the phone', level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(await screen.findByText(PHOTO_MESSAGES.missing)).toBeInTheDocument();
    expect(cameraInput(/IMEI screen/)).toBeInvalid();
    expect(storedFlow()?.state.values).toMatchObject({ awaitingAnswer: false, planPhotos: { planId: TOTAL_CARE_ID, kinds: ['DEVICE_FRONT', 'DEVICE_BACK', 'IMEI_SCREEN'] } });
  });

  it('not usable: every photo is taken again, under new slots', async () => {
    const message = 'A photo sent with this was not found among yours (it may have been deleted after two weeks). Take it again.';
    const refusal = buyMock(() => refused(message, { code: ACTION_ERROR_CODES.evidenceNotUsable, field: 'inspection_evidence_ids' }), saleValues('WALLET'));
    jest.spyOn(globalThis.crypto, 'randomUUID').mockReturnValueOnce(KEY);
    freshPageLoad(atPayment({ paymentMethod: 'WALLET' }));
    const { user } = renderBuyPlan([...dataMocks(), refusal]);
    await user.click(await screen.findByRole('button', { name: /^Pay ₦/ }));
    expect(await screen.findByRole('heading', { name: 'Photos of the phone', level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(await group(/^Front, screen on/)).not.toHaveTextContent('Sent');
    await waitFor(() => expect(cameraInput(/Front, screen on/)).toHaveFocus());
    const { inspection } = storedFlow()!.state.values;
    expect(inspection).toMatchObject({ deviceId: DEVICE_ID, evidence: {} });
    expect(inspection?.slotsId).not.toBe(SLOTS_ID);
  });
});

describe('what is kept of the photos', () => {
  it('forgets the photos of another device than the one chosen, and what the phone kept of them', async () => {
    await savePendingUpload(`${PREFIX}DEVICE_BACK`, keptPhoto());
    freshPageLoad({ currentStep: 'plan', completedSteps: ['customer-device'], values: { customerId: CUSTOMER_ID, deviceId: DEVICE_ID, inspection: inspectionOf(OLD_DEVICE_ID) } });
    renderBuyPlan(dataMocks());
    await waitFor(() => expect(storedFlow()?.state.values).not.toHaveProperty('inspection'));
    await waitFor(async () => expect(await listPendingUploads('sale:')).toEqual([]));
    expect(mockDatabase.size).toBe(0);
  });

  it('forgets them on "Start over"', async () => {
    await savePendingUpload(`${PREFIX}DEVICE_BACK`, keptPhoto());
    freshPageLoad(atPhotos({ DEVICE_FRONT: FRONT_PHOTO_ID }));
    const { user } = renderBuyPlan(dataMocks());
    await group(/^Back/);
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await user.click(screen.getByRole('button', { name: 'Yes, start over' }));
    expect(await screen.findByRole('heading', { name: 'Customer & device', level: 2 })).toBeInTheDocument();
    await waitFor(async () => expect(await listPendingUploads('sale:')).toEqual([]));
    expect(useBuyPlanFlow.getState().values).toEqual({});
  });

  it('sends the photos it holds with the payment, and a reload replays the same ones under the same key', async () => {
    freshPageLoad(atPayment({ paymentMethod: 'WALLET', idempotencyKey: KEY, awaitingAnswer: true }));
    const replay = buyMock(() => soldAnswer(), saleValues('WALLET'));
    renderBuyPlan([...dataMocks(), replay]);
    expect(await screen.findByRole('heading', { name: 'Plan sold' })).toBeInTheDocument();
    expect(replay.result).toHaveBeenCalledTimes(1);
    expect(replay.result).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: KEY, inspectionEvidenceIds: PHOTO_IDS }));
  });
});
