import { CLAIM_TYPE_MESSAGES, DESCRIPTION_MESSAGES, INCIDENT_DATE_MESSAGES, POLICE_REPORT_MESSAGES } from '@/lib/validation';
import { fieldMessages } from '@/lib/forms/fieldRules';
import { formRules } from './formRules';
import { brokenRule, inputFromForm } from './inputFields';
import { claimProblemPlaceOf, SUBMIT_CLAIM, type ClaimFormFields, type SubmitClaimInput } from './submitClaim';

const today = '2025-06-15';
const values: ClaimFormFields = {
  order: 'o1',
  claimType: 'SCREEN',
  incidentDate: '2025-06-10',
  description: '  The screen cracked after a fall in the market.  ',
  policeReportNumber: 'NPF/1/2025',
};
const claim: SubmitClaimInput = {
  order_id: 'o1',
  claim_type: 'SCREEN',
  incident_date: '2025-06-10',
  description: 'The screen cracked after a fall in the market.',
  police_report_number: null,
  // No form field: the photos are sent beside the form (submitClaimVariables).
  evidence_ids: null,
};

describe('submit_claim', () => {
  it('sends the description trimmed and a police report number only for a theft', () => {
    expect(inputFromForm(SUBMIT_CLAIM, values)).toEqual(claim);
    expect(inputFromForm(SUBMIT_CLAIM, { ...values, claimType: 'THEFT', policeReportNumber: ' NPF/1/2025 ' })).toEqual({
      ...claim,
      claim_type: 'THEFT',
      police_report_number: 'NPF/1/2025',
    });
    expect(() => inputFromForm(SUBMIT_CLAIM, { ...values, claimType: '' })).toThrow();
  });

  it('checks the incident date, the description, then the police report number (a theft needs one)', () => {
    expect(brokenRule(SUBMIT_CLAIM, claim, today)).toBeUndefined();
    expect(brokenRule(SUBMIT_CLAIM, { ...claim, incident_date: '2025-06-16', description: '' }, today)).toEqual({
      field: 'incident_date',
      message: INCIDENT_DATE_MESSAGES.future,
    });
    expect(brokenRule(SUBMIT_CLAIM, { ...claim, description: 'Too short' }, today)).toEqual({ field: 'description', message: DESCRIPTION_MESSAGES.tooShort });
    expect(brokenRule(SUBMIT_CLAIM, { ...claim, claim_type: 'THEFT' }, today)).toEqual({
      field: 'police_report_number',
      message: POLICE_REPORT_MESSAGES.required,
    });
    expect(brokenRule(SUBMIT_CLAIM, { ...claim, police_report_number: '#' }, today)?.field).toBe('police_report_number');
  });

  it('shows a refusal on its field, or by the order', () => {
    const names = ['order_id', 'claim_type', 'incident_date', 'description', 'police_report_number'];
    expect(names.map(claimProblemPlaceOf)).toEqual(['order', 'claimType', 'incidentDate', 'description', 'policeReportNumber']);
    expect(claimProblemPlaceOf('idempotency_key')).toBeUndefined();
  });

  it('gives the form its rules: the claim type chosen, the shared date and description rules, a police report number for a theft', () => {
    const messages = (change: Partial<ClaimFormFields>) => fieldMessages(formRules(SUBMIT_CLAIM), { ...values, ...change }, today);
    expect(Object.keys(formRules(SUBMIT_CLAIM))).toEqual(['order', 'claimType', 'incidentDate', 'description', 'policeReportNumber']);
    expect(messages({})).toEqual({});
    expect(messages({ claimType: '', incidentDate: '2025-06-16', description: 'Too short' })).toEqual({
      claimType: CLAIM_TYPE_MESSAGES.required,
      incidentDate: INCIDENT_DATE_MESSAGES.future,
      description: DESCRIPTION_MESSAGES.tooShort,
    });
    expect(messages({ claimType: 'THEFT', policeReportNumber: '' })).toEqual({ policeReportNumber: POLICE_REPORT_MESSAGES.required });
    expect(messages({ claimType: 'SCREEN', policeReportNumber: '#' })).toEqual({});
  });
});
