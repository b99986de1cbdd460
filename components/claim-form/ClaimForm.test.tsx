import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { claimUrl } from '@/components/claims/urls';
import { NO_ANSWER_MESSAGE, SERVICE_UNAVAILABLE_MESSAGES } from '@/lib/errorMessages';
import { CLAIM_DRAFT_FLOW_KEY, CLAIM_DRAFT_FLOW_VERSION, useClaimDraftFlow, type ClaimDraftValues } from '@/lib/flows/claimDraftFlow';
import { formatDate } from '@/lib/format/date';
import { MockedApollo } from '@/lib/testing/MockedApollo';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { serviceUnavailableError } from '@/lib/testing/serviceUnavailable';
import {
  addDays,
  CLAIM_TYPE_MESSAGES,
  DESCRIPTION_MESSAGES,
  INCIDENT_DATE_MESSAGES,
  lagosToday,
  POLICE_REPORT_MESSAGES,
} from '@/lib/validation';
import { MISSING_CLAIM_EVIDENCE } from '@/lib/domain/evidence';
import { ClaimForm, CLAIM_FORM_MESSAGES } from './ClaimForm';
import type { ClaimFormValues } from './claimFormValues';
import { claimPhotosNow, waitForClaimPhotos } from './claimPhotosAtSubmit';
import { FindClaimByKey } from './findClaimByKey';
import type { ClaimOrder } from './quoteClaim';
import { SubmitClaim } from './submitClaim';
import { toSubmitClaimVariables } from './submitClaimVariables';

const mockRouter = createMockRouter('/account/warranty/new');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

// A photo field is its upload (useEvidenceSlot, tested beside it): here a field "sends" its photo when asked,
// with the id the server would give it, and shows what the form tells it.
const mockPhotoIds: Record<string, string> = {
  'Damage photo': '0b9c7a4e-2f1d-4c3b-9a8e-7d6c5b4a3f21',
  'Damage photo 2': '1c8d6b5f-3e2a-4d4c-8b9f-8e7d6c5b4a32',
  'Police report': '2d7e5c6a-4f3b-4e5d-9cae-9f8e7d6c5b43',
};
jest.mock('@/components/evidence/EvidenceField', () => ({
  EvidenceField: ({ label, evidenceId, onUploaded, error }: { label: string; evidenceId?: string; onUploaded: (id: string) => void; error?: string }) => (
    <div role="group" aria-label={label}>
      <span>{evidenceId ? `${label}: sent` : `${label}: empty`}</span>
      <button type="button" onClick={() => onUploaded(mockPhotoIds[label])}>{`Send ${label}`}</button>
      {error ? <p>{error}</p> : null}
    </div>
  ),
}));
// The photos as "File claim" finds them, the real way unless a test says otherwise (a photo still sending).
jest.mock('./claimPhotosAtSubmit', () => {
  const actual = jest.requireActual('./claimPhotosAtSubmit');
  return { ...actual, claimPhotosNow: jest.fn(actual.claimPhotosNow), waitForClaimPhotos: jest.fn(actual.waitForClaimPhotos) };
});
const photosNow = jest.mocked(claimPhotosNow);
const waitForPhotos = jest.mocked(waitForClaimPhotos);
const PHOTO_ID = mockPhotoIds['Damage photo'];
const REPORT_ID = mockPhotoIds['Police report'];
/** The photo a claim of this type is sent with (the test's fill sends it). */
const photoOf = (values: ClaimFormValues) => (values.claimType === 'THEFT' ? REPORT_ID : PHOTO_ID);
/** The draft's photos of this order, once the photo of `kind` was sent. */
const storedPhotos = (kind: 'DAMAGE' | 'POLICE_REPORT' = 'DAMAGE') => ({
  orderId: ORDER_ID,
  draftId: expect.any(String),
  slots: [{ kind, index: 0, evidenceId: kind === 'DAMAGE' ? PHOTO_ID : REPORT_ID }],
});

const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';
const NEW_KEY = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const PHOTOS_DRAFT_ID = '4a1c2e3f-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const ORDER_ID = '7a59bcd0-cdaf-5cdc-b7aa-d284de771c7d';
const OTHER_ORDER_ID = '9c4e0d85-6f41-4e92-a088-3f4d5e6f7081';
const CLAIM_ID = '5b2f0c1e-8d4a-4c3b-9e6f-1a2b3c4d5e6f';
const OPEN_CLAIM_ID = '3c1e4b6f-9d55-4c1a-8b3c-4d5e6f708192';

const TODAY = lagosToday();
const THEFT_COVERED_FROM = addDays(TODAY, 12);

const ORDER: ClaimOrder = {
  id: ORDER_ID,
  reference: 'ORD-2026-000068',
  policyNumber: 'SUN-2026-000068',
  status: 'ACTIVE',
  planName: 'Total Care + Theft',
  startsOn: addDays(TODAY, -18),
  endsOn: addDays(TODAY, 346),
  customerName: 'Uche Ahmed-Bello',
  device: 'Samsung Galaxy A55',
  claimsPerTerm: 2,
  claimsUsed: 1,
  openClaim: null,
  options: [
    { claimType: 'SCREEN', excessKobo: 500_000, coveredFrom: addDays(TODAY, -4) },
    { claimType: 'THEFT', excessKobo: 4_500_000, coveredFrom: THEFT_COVERED_FROM },
  ],
};

const claim = (extra: Partial<ClaimFormValues> = {}): ClaimFormValues => ({
  claimType: 'SCREEN',
  incidentDate: addDays(TODAY, -2),
  description: 'Screen cracked after the phone fell on the road',
  policeReportNumber: '',
  ...extra,
});

const filedAnswer = () => ({
  data: { submit_claim: { __typename: 'submit_claim_output', claim_id: CLAIM_ID, reference: 'CLM-2026-000101', status: 'SUBMITTED', excess_kobo: 500_000 } },
});

const refused = (message: string, extensions: Record<string, unknown>) => ({ errors: [{ message, extensions: { path: '$', ...extensions } }] });

/** A `submit_claim` mock for these values (with their type's photo) under `key`, its result a jest mock so calls can be counted. */
function submitMock(result: () => unknown, values = claim(), key = KEY, delay = 20, photos = [photoOf(values)]): MockLink.MockedResponse & { result: jest.Mock } {
  return {
    request: { query: SubmitClaim, variables: toSubmitClaimVariables(ORDER_ID, values, key, photos) },
    result: jest.fn(result) as jest.Mock,
    delay,
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** A fresh page load: nothing in memory, `stored` (values, or raw text) under the draft's key. */
function freshPageLoad(stored?: Partial<ClaimDraftValues> | string) {
  useClaimDraftFlow.setState({ currentStep: 'claim', completedSteps: [], values: {}, recoveredFromCorruptData: false, hydrated: false });
  localStorage.clear();
  if (stored === undefined) return;
  const raw = typeof stored === 'string' ? stored : JSON.stringify({ state: { currentStep: 'claim', completedSteps: [], values: stored }, version: CLAIM_DRAFT_FLOW_VERSION });
  localStorage.setItem(CLAIM_DRAFT_FLOW_KEY, raw);
}

const storedValues = (): Partial<ClaimDraftValues> | undefined => {
  const raw = localStorage.getItem(CLAIM_DRAFT_FLOW_KEY);
  return raw === null ? undefined : (JSON.parse(raw) as { state: { values: Partial<ClaimDraftValues> } }).state.values;
};

function renderForm(mocks: MockLink.MockedResponse[] = [], order: ClaimOrder = ORDER) {
  const user = userEvent.setup();
  const view = renderWithChakra(
    <MockedApollo mocks={mocks}>
      <ClaimForm order={order} today={TODAY} />
    </MockedApollo>,
  );
  return { user, ...view };
}

const TYPE_NAMES = { SCREEN: 'Screen damage', LIQUID: 'Liquid damage', HARDWARE: 'Hardware fault', THEFT: 'Theft' } as const;
const field = {
  date: () => screen.getByLabelText('Date of the incident'),
  description: () => screen.getByLabelText('Describe what happened'),
  policeReport: () => screen.getByLabelText('Police report number'),
  types: () => screen.getByRole('group', { name: 'What happened to the device?' }),
  order: () => screen.getByRole('region', { name: 'Order' }),
};
const fileButton = () => screen.getByRole('button', { name: /File claim|Filing the claim|Waiting for the photos/ });

/** Enters the claim as a paste would (one change per field); a type chosen gets its photo sent, unless `photo` is false. */
async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<ClaimFormValues>, { photo = true } = {}) {
  if (values.claimType) {
    await user.click(screen.getByRole('radio', { name: TYPE_NAMES[values.claimType] }));
    const label = values.claimType === 'THEFT' ? 'Police report' : 'Damage photo';
    if (photo && !screen.queryByText(`${label}: sent`)) await user.click(await screen.findByRole('button', { name: `Send ${label}` }));
  }
  if (values.incidentDate !== undefined) fireEvent.change(field.date(), { target: { value: values.incidentDate } });
  if (values.description !== undefined) fireEvent.change(field.description(), { target: { value: values.description } });
  if (values.policeReportNumber !== undefined && values.claimType === 'THEFT') fireEvent.change(field.policeReport(), { target: { value: values.policeReportNumber } });
  // Chakra's fields notice a message that came or went in a mutation observer: its update, inside act.
  await act(async () => undefined);
}

beforeEach(() => {
  freshPageLoad();
  mockRouter.push.mockClear();
  // The first random id is the photos' draft id (made once a type is chosen), then the claims' keys.
  jest.spyOn(globalThis.crypto, 'randomUUID').mockReturnValueOnce(PHOTOS_DRAFT_ID).mockReturnValueOnce(KEY).mockReturnValueOnce(NEW_KEY);
});
afterEach(() => jest.restoreAllMocks());

describe('the new-claim form', () => {
  it('shows the order, only the types its plan covers with their excess, and a waiting period still running', () => {
    renderForm();
    const order = field.order();
    expect(within(order).getByRole('link', { name: 'ORD-2026-000068' })).toHaveAttribute('href', `/account/orders/${ORDER_ID}`);
    for (const text of ['Uche Ahmed-Bello', 'Samsung Galaxy A55', 'Total Care + Theft · SUN-2026-000068', '1 of 2 used']) expect(within(order).getByText(text)).toBeInTheDocument();
    expect(within(order).getByRole('link', { name: 'Choose another order' })).toHaveAttribute('href', '/account/warranty/new');

    expect(within(field.types()).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['SCREEN', 'THEFT']);
    expect(screen.getByRole('radio', { name: 'Screen damage' })).toHaveAccessibleDescription('Excess ₦5,000');
    expect(screen.getByRole('radio', { name: 'Theft' })).toHaveAccessibleDescription(`Excess ₦45,000 Covered from ${formatDate(THEFT_COVERED_FROM)} (waiting period)`);
    expect(field.date()).toHaveAttribute('max', TODAY);
    expect(screen.queryByLabelText('Police report number')).not.toBeInTheDocument();
  });

  it('names the device’s open claim with a link to it, and still lets the agent file', () => {
    renderForm([], { ...ORDER, openClaim: { id: OPEN_CLAIM_ID, reference: 'CLM-2026-000045' } });
    expect(within(field.order()).getByText('This device has an open claim, CLM-2026-000045.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View claim CLM-2026-000045' })).toHaveAttribute('href', claimUrl(OPEN_CLAIM_ID));
    expect(fileButton()).toBeEnabled();
  });

  it('shows the excess of the chosen type before filing, as the service quoted it', async () => {
    const { user } = renderForm();
    expect(screen.queryByText(/^Excess for this claim/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Screen damage' }));
    expect(screen.getByText('Excess for this claim: ₦5,000')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Theft' }));
    expect(screen.getByText('Excess for this claim: ₦45,000')).toBeInTheDocument();
  });

  it('asks for the police report number for a theft only, and never sends it otherwise', async () => {
    const screenClaim = submitMock(() => filedAnswer());
    const { user } = renderForm([screenClaim]);
    await fill(user, { claimType: 'THEFT', policeReportNumber: 'NPF/LAG/2026/00123' });
    expect(field.policeReport()).toHaveValue('NPF/LAG/2026/00123');

    await fill(user, claim());
    expect(screen.queryByLabelText('Police report number')).not.toBeInTheDocument();
    await user.click(fileButton());
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith(claimUrl(CLAIM_ID)));
    expect(screenClaim.result).toHaveBeenCalledTimes(1);
    expect(screenClaim.result.mock.calls[0][0]).not.toHaveProperty('policeReportNumber');
  });

  it('checks the police report number of a theft, and sends it', async () => {
    const theft = claim({ claimType: 'THEFT', incidentDate: addDays(TODAY, -1), policeReportNumber: ' NPF/LAG/2026/00123 ' });
    const filed = submitMock(() => filedAnswer(), theft);
    const { user } = renderForm([filed]);
    await fill(user, { ...theft, policeReportNumber: '#1' });
    await user.click(fileButton());
    await waitFor(() => expect(field.policeReport()).toHaveAccessibleErrorMessage(POLICE_REPORT_MESSAGES.format));
    expect(field.policeReport()).toHaveFocus();

    await fill(user, theft);
    expect(screen.queryByText(POLICE_REPORT_MESSAGES.format)).not.toBeInTheDocument();
    await user.click(fileButton());
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith(claimUrl(CLAIM_ID)));
    expect(filed.result).toHaveBeenCalledWith(expect.objectContaining({ claimType: 'THEFT', policeReportNumber: 'NPF/LAG/2026/00123' }));
  });

  it('counts the description as the check does, and says the count once typing pauses', async () => {
    const { user } = renderForm();
    expect(screen.getByText('0 / 1000')).toBeInTheDocument();
    await user.type(field.description(), '  Dropped in water at the market  ');
    expect(screen.getByText('30 / 1000')).toBeInTheDocument();
    const said = await screen.findByText('30 of 1000 characters', {}, { timeout: 3000 });
    expect(said).toHaveAttribute('aria-live', 'polite');
  });

  it('checks the simple rules before sending anything, and checks a field again as it is corrected', async () => {
    const { user } = renderForm();
    await user.click(fileButton());
    await waitFor(() => expect(field.types()).toHaveAccessibleDescription(CLAIM_TYPE_MESSAGES.required));
    expect(screen.getByRole('radio', { name: 'Screen damage' })).toHaveFocus();
    expect(field.date()).toHaveAccessibleErrorMessage(INCIDENT_DATE_MESSAGES.required);
    expect(field.description()).toHaveAccessibleErrorMessage(DESCRIPTION_MESSAGES.required);

    await fill(user, { claimType: 'SCREEN', incidentDate: addDays(TODAY, 1), description: 'Cracked' });
    expect(field.types()).not.toHaveAccessibleDescription(CLAIM_TYPE_MESSAGES.required);
    expect(field.description()).toHaveAccessibleErrorMessage(DESCRIPTION_MESSAGES.tooShort);
    await user.click(fileButton());
    await waitFor(() => expect(field.date()).toHaveAccessibleErrorMessage(INCIDENT_DATE_MESSAGES.future));
    expect(field.date()).toHaveFocus();

    await fill(user, { description: 'x'.repeat(1001) });
    expect(field.description()).toHaveAccessibleErrorMessage(DESCRIPTION_MESSAGES.tooLong);
    expect(screen.getByText('1001 / 1000')).toBeInTheDocument();
    await fill(user, { description: 'x'.repeat(1000) });
    expect(field.description()).not.toHaveAccessibleErrorMessage(DESCRIPTION_MESSAGES.tooLong);
    // Nothing was sent, so no claim has a key.
    expect(storedValues()?.idempotencyKey).toBeUndefined();
    expect(storedValues()?.awaitingAnswer).toBeUndefined();
  });
});

describe('the service’s refusals', () => {
  const OPEN = { existing_claim_id: OPEN_CLAIM_ID, existing_claim_reference: 'CLM-2026-000045' };
  it.each([
    ['plan-not-active', 'order_id', 'This plan was cancelled: claims need an active plan', {}],
    ['claim-limit-reached', 'order_id', 'This plan has used all 2 claims for the term', {}],
    ['not-found', 'order_id', 'Order not found', {}],
    ['open-claim-exists', 'order_id', 'This device already has an open claim (CLM-2026-000045): a new one can be made once it is completed or rejected', OPEN],
  ])('shows %s by the order', async (code, serverField, message, extra) => {
    const refusal = submitMock(() => refused(message, { code, field: serverField, ...extra }));
    const { user } = renderForm([refusal]);
    await fill(user, claim());
    await user.click(fileButton());
    const alert = await within(field.order()).findByRole('alert');
    expect(alert).toHaveTextContent(CLAIM_FORM_MESSAGES.notFiled);
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    if (code === 'open-claim-exists') expect(within(alert).getByRole('link', { name: 'View claim CLM-2026-000045' })).toHaveAttribute('href', claimUrl(OPEN_CLAIM_ID));
    // Nothing was filed: the claim can change, and the key stays for the same claim sent again.
    expect(storedValues()).toMatchObject({ idempotencyKey: KEY, awaitingAnswer: false });
    expect(field.description()).not.toHaveAttribute('readonly');
  });

  const waitingFrom = addDays(TODAY, -1);
  it.each([
    ['incident-outside-cover', 'incident_date', 'The plan did not cover 1 Jan 2020: its cover runs from 1 Jan 2026 to 31 Dec 2026', () => field.date()],
    ['waiting-period', 'incident_date', `Incidents are covered from ${formatDate(waitingFrom)}: the first 14 days of a plan are a waiting period`, () => field.date()],
    ['validation-failed', 'incident_date', INCIDENT_DATE_MESSAGES.future, () => field.date()],
    ['validation-failed', 'description', DESCRIPTION_MESSAGES.tooShort, () => field.description()],
  ])('shows %s on the field it names (%s)', async (code, serverField, message, input) => {
    const refusal = submitMock(() => refused(message, { code, field: serverField, ...(code === 'waiting-period' ? { covered_from: waitingFrom } : {}) }));
    const { user } = renderForm([refusal]);
    await fill(user, claim());
    await user.click(fileButton());
    await waitFor(() => expect(input()).toHaveAccessibleErrorMessage(message));
    expect(input()).toHaveFocus();
  });

  it('keeps a refusal on its field while another changes, and drops it once that field changes', async () => {
    const message = 'The plan did not cover that day';
    const { user } = renderForm([submitMock(() => refused(message, { code: 'incident-outside-cover', field: 'incident_date' }))]);
    await fill(user, claim());
    await user.click(fileButton());
    await waitFor(() => expect(field.date()).toHaveAccessibleErrorMessage(message));
    await fill(user, { description: `${claim().description}, twice` });
    expect(field.date()).toHaveAccessibleErrorMessage(message);
    await fill(user, { incidentDate: addDays(TODAY, -1) });
    expect(field.date()).not.toHaveAccessibleErrorMessage(message);
  });

  it('shows claim-type-not-covered on the claim types', async () => {
    const message = 'Total Care + Theft does not cover screen damage';
    const { user } = renderForm([submitMock(() => refused(message, { code: 'claim-type-not-covered', field: 'claim_type' }))]);
    await fill(user, claim());
    await user.click(fileButton());
    await waitFor(() => expect(field.types()).toHaveAccessibleDescription(message));
    expect(screen.getByRole('radio', { name: 'Screen damage' })).toHaveFocus();
  });

  it('shows the police report number’s refusal on its field', async () => {
    const theft = claim({ claimType: 'THEFT', policeReportNumber: 'NPF/LAG/2026/00123' });
    const { user } = renderForm([submitMock(() => refused(POLICE_REPORT_MESSAGES.format, { code: 'validation-failed', field: 'police_report_number' }), theft)]);
    await fill(user, theft);
    await user.click(fileButton());
    await waitFor(() => expect(field.policeReport()).toHaveAccessibleErrorMessage(POLICE_REPORT_MESSAGES.format));
  });

  it('says a refusal about no one field above the button, with a retry that sends the same claim and key', async () => {
    const answers = jest.fn().mockReturnValueOnce(refused('Something went wrong', { code: 'unexpected' })).mockReturnValueOnce(filedAnswer());
    const mock = submitMock(() => answers());
    const { user } = renderForm([mock]);
    await fill(user, claim());
    await user.click(fileButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CLAIM_FORM_MESSAGES.notFiled);
    expect(alert).toHaveTextContent('Something went wrong');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith(claimUrl(CLAIM_ID)));
    expect(mock.result).toHaveBeenCalledTimes(2);
  });
});

describe('never two claims', () => {
  it('files once on a double click: the key is stored before the request leaves, then the claim opens and the draft goes', async () => {
    const filed = submitMock(() => filedAnswer(), claim(), KEY, 200);
    const { user } = renderForm([filed]);
    await fill(user, claim());
    await user.dblClick(fileButton());
    await waitFor(() => expect(storedValues()).toEqual({ orderId: ORDER_ID, ...claim(), idempotencyKey: KEY, awaitingAnswer: true, photos: storedPhotos() }));
    expect(filed.result).not.toHaveBeenCalled();
    expect(fileButton()).toBeDisabled();

    expect(await screen.findByText('Claim CLM-2026-000101 filed.')).toBeInTheDocument();
    expect(mockRouter.push).toHaveBeenCalledWith(claimUrl(CLAIM_ID));
    expect(filed.result).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(CLAIM_DRAFT_FLOW_KEY)).toBeNull();
  });

  it('sends a claim changed after a refusal under a new key', async () => {
    const outside = submitMock(() => refused('The plan did not cover that day', { code: 'incident-outside-cover', field: 'incident_date' }));
    const changed = claim({ incidentDate: addDays(TODAY, -1) });
    const good = submitMock(() => filedAnswer(), changed, NEW_KEY);
    const { user } = renderForm([outside, good]);
    await fill(user, claim());
    await user.click(fileButton());
    await screen.findByText('The plan did not cover that day');

    await fill(user, { incidentDate: changed.incidentDate });
    await waitFor(() => expect(storedValues()?.idempotencyKey).toBeUndefined());
    await user.click(fileButton());
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith(claimUrl(CLAIM_ID)));
    expect(good.result).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: NEW_KEY }));
  });

  it('says a lost answer in plain words, keeps the claim as sent and its key, and sends the same key again', async () => {
    const filed = submitMock(() => filedAnswer());
    const { user } = renderForm([{ request: filed.request, error: new TypeError('Failed to fetch') }, filed]);
    await fill(user, claim());
    await user.click(fileButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(NO_ANSWER_MESSAGE);
    expect(alert).toHaveTextContent(CLAIM_FORM_MESSAGES.unknownOutcome);
    expect(alert).not.toHaveTextContent('Failed to fetch');
    expect(storedValues()).toEqual({ orderId: ORDER_ID, ...claim(), idempotencyKey: KEY, awaitingAnswer: true, photos: storedPhotos() });
    expect(field.description()).toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'Screen damage' })).toBeDisabled();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith(claimUrl(CLAIM_ID)));
    expect(filed.result).toHaveBeenCalledTimes(1);
    expect(filed.result).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: KEY }));
  });

  it('says plainly when the service cannot serve for now (503): the outcome is not known, the claim and its key stay, the same key goes again', async () => {
    const filed = submitMock(() => filedAnswer());
    const { user } = renderForm([{ request: filed.request, error: serviceUnavailableError() }, filed]);
    await fill(user, claim());
    await user.click(fileButton());

    // Had the database gone just as the claim committed, it was filed: not a refusal, and sent again under its key.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SERVICE_UNAVAILABLE_MESSAGES['database-unavailable']);
    expect(alert).toHaveTextContent(CLAIM_FORM_MESSAGES.unknownOutcome);
    expect(alert).not.toHaveTextContent(CLAIM_FORM_MESSAGES.notFiled);
    expect(storedValues()).toEqual({ orderId: ORDER_ID, ...claim(), idempotencyKey: KEY, awaitingAnswer: true, photos: storedPhotos() });
    expect(field.description()).toHaveValue(claim().description);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith(claimUrl(CLAIM_ID)));
    expect(filed.result).toHaveBeenCalledTimes(1);
    expect(filed.result).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: KEY }));
  });

  it('waits for the connection before trying a lost answer again, then sends the same key', async () => {
    const filed = submitMock(() => filedAnswer());
    const { user } = renderForm([{ request: filed.request, error: new TypeError('Failed to fetch') }, filed]);
    await fill(user, claim());
    await user.click(fileButton());
    const alert = await screen.findByRole('alert');

    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(within(alert).getByRole('button', { name: 'Waiting for the connection…' })).toBeDisabled();

      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    } finally {
      onLine.mockRestore();
    }
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith(claimUrl(CLAIM_ID)));
    expect(filed.result).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: KEY }));
  });

  it('offers to finish a claim sent before a reload, and sends it again under its key (the service answers the first outcome)', async () => {
    const photos = { orderId: ORDER_ID, draftId: NEW_KEY, slots: [{ kind: 'DAMAGE' as const, index: 0, evidenceId: PHOTO_ID }] };
    freshPageLoad({ orderId: ORDER_ID, ...claim(), idempotencyKey: KEY, awaitingAnswer: true, photos });
    const replay = submitMock(() => filedAnswer());
    const { user } = renderForm([replay]);
    expect(await screen.findByText(CLAIM_FORM_MESSAGES.resumeTitle)).toBeInTheDocument();
    expect(field.description()).toHaveValue(claim().description);
    expect(field.description()).toHaveAttribute('readonly');
    expect(replay.result).not.toHaveBeenCalled();
    // The photos sent with it are said, not offered to change.
    expect(await screen.findByText('Sent with the claim: Damage photo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Damage photo' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Finish sending the claim' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith(claimUrl(CLAIM_ID)));
    expect(replay.result).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: KEY }));
    expect(localStorage.getItem(CLAIM_DRAFT_FLOW_KEY)).toBeNull();
  });

  it('takes the claim another request filed under the key (the same draft sent from another tab)', async () => {
    const reused = submitMock(() => refused('This idempotency key was already used for a different request', { code: ACTION_ERROR_CODES.idempotencyKeyReused }));
    const lookup = { request: { query: FindClaimByKey, variables: { key: KEY } }, result: { data: { claim: [{ __typename: 'claim', id: CLAIM_ID, reference: 'CLM-2026-000101' }] } } };
    const { user } = renderForm([reused, lookup]);
    await fill(user, claim());
    await user.click(fileButton());
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith(claimUrl(CLAIM_ID)));
  });
});

describe('the draft', () => {
  it('survives a reload with everything typed, and is forgotten once the claim is filed', async () => {
    const theft = claim({ claimType: 'THEFT', policeReportNumber: 'NPF/LAG/2026/00123' });
    const first = renderForm();
    await fill(first.user, theft);
    await waitFor(() => expect(storedValues()).toEqual({ orderId: ORDER_ID, ...theft, photos: storedPhotos('POLICE_REPORT') }));
    first.unmount();

    freshPageLoad(localStorage.getItem(CLAIM_DRAFT_FLOW_KEY) ?? undefined);
    const filed = submitMock(() => filedAnswer(), theft);
    const { user } = renderForm([filed]);
    expect(await screen.findByDisplayValue(theft.description)).toBe(field.description());
    expect(screen.getByRole('radio', { name: 'Theft' })).toBeChecked();
    expect(field.date()).toHaveValue(theft.incidentDate);
    expect(field.policeReport()).toHaveValue(theft.policeReportNumber);

    await user.click(fileButton());
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith(claimUrl(CLAIM_ID)));
    expect(localStorage.getItem(CLAIM_DRAFT_FLOW_KEY)).toBeNull();
    expect(useClaimDraftFlow.getState().values).toEqual({});
  });

  it('is another order’s: this order’s form starts empty, and what is typed here replaces it', async () => {
    freshPageLoad({ orderId: OTHER_ORDER_ID, ...claim(), idempotencyKey: KEY, awaitingAnswer: false });
    const { user } = renderForm();
    await act(async () => {
      await useClaimDraftFlow.persist.rehydrate();
    });
    expect(field.description()).toHaveValue('');
    await fill(user, { description: 'Speaker stopped working last week' });
    await waitFor(() => expect(storedValues()).toEqual({ orderId: ORDER_ID, ...claim({ claimType: '', incidentDate: '', description: 'Speaker stopped working last week' }) }));
  });

  it('loads the draft’s code only once the agent starts, and keeps what was typed before it arrived', async () => {
    renderForm();
    // A paste before any focus or tap: the draft's code is not there yet, so nothing is stored.
    fireEvent.change(field.description(), { target: { value: 'Speaker stopped working last week' } });
    await act(async () => undefined);
    expect(localStorage.getItem(CLAIM_DRAFT_FLOW_KEY)).toBeNull();

    fireEvent.focus(field.date());
    await waitFor(() => expect(storedValues()).toEqual({ orderId: ORDER_ID, ...claim({ claimType: '', incidentDate: '', description: 'Speaker stopped working last week' }) }));
    expect(field.description()).toHaveValue('Speaker stopped working last week');
  });

  it('fills a kept draft in under what was typed before it was read', async () => {
    freshPageLoad({ orderId: ORDER_ID, claimType: 'SCREEN', description: 'Screen cracked after a fall on the road' });
    renderForm();
    // Typed in the moment before the kept draft was read: it stays, and the draft fills the rest.
    fireEvent.change(field.date(), { target: { value: addDays(TODAY, -1) } });
    expect(await screen.findByDisplayValue('Screen cracked after a fall on the road')).toBe(field.description());
    expect(screen.getByRole('radio', { name: 'Screen damage' })).toBeChecked();
    expect(field.date()).toHaveValue(addDays(TODAY, -1));
    await waitFor(() => expect(storedValues()).toEqual({
        orderId: ORDER_ID,
        ...claim({ incidentDate: addDays(TODAY, -1), description: 'Screen cracked after a fall on the road' }),
        // The photos' part started this order's photos: none sent yet.
        photos: { orderId: ORDER_ID, draftId: expect.any(String), slots: [] },
      }),
    );
  });

  it('starts afresh, with a notice, when the stored draft cannot be read', async () => {
    freshPageLoad('{"state":{"values":');
    const { user } = renderForm();
    expect(await screen.findByText(CLAIM_FORM_MESSAGES.recovered)).toBeInTheDocument();
    expect(field.description()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(CLAIM_FORM_MESSAGES.recovered)).not.toBeInTheDocument();
  });
});

describe('the photos', () => {
  const photosGroup = (name: string) => screen.getByRole('group', { name });

  it('asks, once a type is chosen, for a photo of the damage, or for a theft the police report', async () => {
    const { user } = renderForm();
    expect(screen.queryByRole('group', { name: 'Photos of the damage' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Screen damage' }));
    expect(await screen.findByRole('group', { name: 'Photos of the damage' })).toBeInTheDocument();
    expect(within(photosGroup('Photos of the damage')).getByRole('group', { name: 'Damage photo' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Theft' }));
    expect(await screen.findByRole('group', { name: 'The police report' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Police report' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Photos of the damage' })).not.toBeInTheDocument();
  });

  it('files nothing without the photo, saying so on the photos with the fields’ problems, and files once it is sent', async () => {
    const filed = submitMock(() => filedAnswer());
    const { user } = renderForm([filed]);
    await fill(user, { claimType: 'SCREEN', description: 'Cracked' }, { photo: false });
    await user.click(fileButton());
    await waitFor(() => expect(field.description()).toHaveAccessibleErrorMessage(DESCRIPTION_MESSAGES.tooShort));
    expect(await screen.findByText(MISSING_CLAIM_EVIDENCE.DAMAGE)).toBeInTheDocument();

    await fill(user, { incidentDate: claim().incidentDate, description: claim().description });
    await user.click(fileButton());
    await waitFor(() => expect(photosGroup('Photos of the damage')).toHaveFocus());
    expect(screen.getByText(MISSING_CLAIM_EVIDENCE.DAMAGE)).toBeInTheDocument();
    expect(filed.result).not.toHaveBeenCalled();
    expect(storedValues()?.idempotencyKey).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Send Damage photo' }));
    await waitFor(() => expect(screen.queryByText(MISSING_CLAIM_EVIDENCE.DAMAGE)).not.toBeInTheDocument());
    await user.click(fileButton());
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith(claimUrl(CLAIM_ID)));
    expect(filed.result).toHaveBeenCalledWith(expect.objectContaining({ evidenceIds: [PHOTO_ID] }));
  });

  it('takes another photo, up to six, and sends each one’s id in order', async () => {
    const filed = submitMock(() => filedAnswer(), claim(), KEY, 20, [PHOTO_ID, mockPhotoIds['Damage photo 2']]);
    const { user } = renderForm([filed]);
    await fill(user, claim());
    await user.click(screen.getByRole('button', { name: 'Add another photo' }));
    await user.click(await screen.findByRole('button', { name: 'Send Damage photo 2' }));
    for (let more = 2; more < 6; more += 1) await user.click(screen.getByRole('button', { name: 'Add another photo' }));
    expect(screen.getByRole('group', { name: 'Damage photo 6' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add another photo' })).not.toBeInTheDocument();

    await user.click(fileButton());
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith(claimUrl(CLAIM_ID)));
    expect(filed.result).toHaveBeenCalledTimes(1);
  });

  it('waits for a photo still uploading, saying which, and files the claim once, when it is sent', async () => {
    const filed = submitMock(() => filedAnswer());
    const { user } = renderForm([filed]);
    await fill(user, claim(), { photo: false });
    const uploading = "The photo 'Damage photo' is still uploading. The claim is filed as soon as it is sent.";
    photosNow.mockResolvedValueOnce({ kind: 'DAMAGE', draftId: NEW_KEY, ids: [], stillUploading: uploading });
    let sent: () => void = () => undefined;
    waitForPhotos.mockImplementationOnce(async (_now, _signal, say) => {
      say(uploading);
      await new Promise<void>((resolve) => (sent = resolve));
      say(undefined);
    });

    await user.click(fileButton());
    expect(await screen.findByText(uploading)).toBeInTheDocument();
    expect(fileButton()).toHaveTextContent(CLAIM_FORM_MESSAGES.waitingForPhotos);
    await user.click(fileButton());
    expect(filed.result).not.toHaveBeenCalled();

    // The upload ends: its id is kept, and the claim goes with it.
    await user.click(screen.getByRole('button', { name: 'Send Damage photo' }));
    await act(async () => sent());
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith(claimUrl(CLAIM_ID)));
    expect(filed.result).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(uploading)).not.toBeInTheDocument();
  });

  it('stops waiting when the agent says so: nothing is sent', async () => {
    const filed = submitMock(() => filedAnswer());
    const { user } = renderForm([filed]);
    await fill(user, claim(), { photo: false });
    const uploading = "The photo 'Damage photo' is still uploading. The claim is filed as soon as it is sent.";
    photosNow.mockResolvedValueOnce({ kind: 'DAMAGE', draftId: NEW_KEY, ids: [], stillUploading: uploading });
    waitForPhotos.mockImplementationOnce(
      (_now, signal, say) =>
        new Promise<void>((_resolve, reject) => {
          say(uploading);
          signal.addEventListener('abort', () => {
            say(undefined);
            reject(new DOMException('Stopped', 'AbortError'));
          });
        }),
    );
    await user.click(fileButton());
    await user.click(await screen.findByRole('button', { name: 'Stop waiting' }));
    await waitFor(() => expect(screen.queryByText(uploading)).not.toBeInTheDocument());
    expect(fileButton()).toHaveTextContent('File claim');
    expect(filed.result).not.toHaveBeenCalled();
  });

  it('shows the service’s refusal of the photos on them', async () => {
    const message = 'A photo sent with this was not found among yours (it may have been deleted after two weeks). Take it again.';
    const { user } = renderForm([submitMock(() => refused(message, { code: 'evidence-not-usable', field: 'evidence_ids' }))]);
    await fill(user, claim());
    await user.click(fileButton());
    // The group is looked up again on each try: while the claim is being filed it may be drawn anew.
    await waitFor(() => expect(within(photosGroup('Photos of the damage')).getByText(message)).toBeInTheDocument(), { timeout: 10_000 });
    await waitFor(() => expect(photosGroup('Photos of the damage')).toHaveFocus());
    expect(screen.queryByText(CLAIM_FORM_MESSAGES.notFiled)).not.toBeInTheDocument();
  });
});
