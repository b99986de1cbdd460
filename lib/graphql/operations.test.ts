/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, Kind, parse, print, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { GetPartnerByCode } from '@/components/partner/getPartnerByCode';
import { CLAIM_STATUSES } from '@/lib/domain/claims';
import * as claimsDesk from './claims-officer/generated/graphql';
import * as operationsScreens from './partner-ops/generated/graphql';
import * as teamScreen from './supervisor/generated/graphql';
import * as generated from './generated/graphql';

/**
 * Operations the app sends before anyone signs in, so without a token: they must be valid for the
 * anonymous role, whose schema is narrower than the agent schema the types are generated from. Add an
 * operation here when a signed-out screen (partner gate, sign-in, public card check) sends it.
 */
const SIGNED_OUT_OPERATIONS = ['GetPartnerByCode', 'GetSignInPartner', 'CheckPasswordLink', 'Login', 'SetPasswordWithLink', 'VerifyCard'];

/** Root fields only ever used signed out (signing in; the public protection-card check). */
const SIGNED_OUT_ROOT_FIELDS = ['check_password_link', 'login', 'set_password_with_link', 'verify_card'];

const schemaOf = (role: string): GraphQLSchema =>
  buildSchema(fs.readFileSync(path.join(process.cwd(), 'data-service', 'schema', `${role}.graphql`), 'utf8'));

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT;

/** The operations of a codegen target's output, by operation name. */
const operationsOf = (output: Record<string, unknown>) =>
  new Map(
    Object.values(output)
      .filter(isDocument)
      .flatMap((document) =>
        document.definitions.flatMap((definition) =>
          definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [[definition.name.value, document] as const] : [],
        ),
      ),
  );

/** Every operation codegen found in the agent's screens (and the shell's), by operation name. */
const operations = operationsOf(generated);

/** The claims desk's own operations (/office/claims), typed against the claims officer's schema. */
const claimsDeskOperations = operationsOf(claimsDesk);

/** Operations' own operations (/office/agents), typed against the partner_ops schema. */
const operationsOperations = operationsOf(operationsScreens);

/** The supervisor's own operations (/office/team), typed against the supervisor schema. */
const teamOperations = operationsOf(teamScreen);

/** What the shell and the app's gate send on every /office page too, and the claim's note form the desk shares with the agent, with the officer's token. */
const STAFF_SHELL_OPERATIONS = ['GetPartnerByCode', 'GetCurrentAgent', 'Logout', 'Login', 'AddClaimNote'];

describe('the app operations', () => {
  it('are found in the generated code', () => {
    expect(operations.size).toBeGreaterThan(0);
  });

  it('are all valid for the agent role', () => {
    const agent = schemaOf('agent');
    for (const [name, document] of operations) {
      expect({ name, errors: validate(agent, document).map((e) => e.message) }).toEqual({ name, errors: [] });
    }
  });

  it('list every operation that signs in or checks a card as signed out', () => {
    const usingSignedOutFields = [...operations]
      .filter(([, document]) =>
        document.definitions.some(
          (definition) =>
            definition.kind === Kind.OPERATION_DEFINITION &&
            definition.selectionSet.selections.some((s) => s.kind === Kind.FIELD && SIGNED_OUT_ROOT_FIELDS.includes(s.name.value)),
        ),
      )
      .map(([name]) => name);
    expect(usingSignedOutFields.filter((name) => !SIGNED_OUT_OPERATIONS.includes(name))).toEqual([]);
  });

  it('name no claim status in their text: statuses travel as variables, from their one home (lib/domain/claims)', () => {
    const naming = [...operations]
      .filter(([, document]) => CLAIM_STATUSES.some((status) => print(document).includes(`"${status}"`)))
      .map(([name]) => name);
    expect(naming).toEqual([]);
  });

  it("the dashboard's figures name no status or ledger kind in their text: the rules come as variables", () => {
    const dashboard = print(operations.get('GetDashboard') as DocumentNode);
    expect(dashboard).not.toMatch(/"[A-Z_]+"/);
  });

  it.each(SIGNED_OUT_OPERATIONS)('%s is valid for the anonymous role (it is sent without a token)', (name) => {
    const document = operations.get(name);
    expect(document).toBeDefined();
    expect(validate(schemaOf('anonymous'), document as DocumentNode).map((e) => e.message)).toEqual([]);
  });
});

describe('the claims desk operations', () => {
  it('are found in their own generated code', () => {
    expect(claimsDeskOperations.size).toBeGreaterThan(0);
  });

  it.each([...claimsDeskOperations.keys(), ...STAFF_SHELL_OPERATIONS])('%s is valid for the claims officer', (name) => {
    const document = claimsDeskOperations.get(name) ?? operations.get(name);
    expect(document).toBeDefined();
    expect(validate(schemaOf('claims_officer'), document as DocumentNode).map((e) => e.message)).toEqual([]);
  });

  it('name no claim status in their text', () => {
    expect([...claimsDeskOperations].filter(([, document]) => CLAIM_STATUSES.some((status) => print(document).includes(`"${status}"`))).map(([name]) => name)).toEqual([]);
  });
});

describe("operations' screens", () => {
  it.each([...operationsOperations.keys(), ...STAFF_SHELL_OPERATIONS.filter((name) => name !== 'AddClaimNote')])('%s is valid for partner_ops', (name) => {
    const document = operationsOperations.get(name) ?? operations.get(name);
    expect(document).toBeDefined();
    expect(validate(schemaOf('partner_ops'), document as DocumentNode).map((e) => e.message)).toEqual([]);
  });
});

describe("the supervisor's Team screen", () => {
  it.each([...teamOperations.keys(), ...STAFF_SHELL_OPERATIONS.filter((name) => name !== 'AddClaimNote')])('%s is valid for the supervisor', (name) => {
    const document = teamOperations.get(name) ?? operations.get(name);
    expect(document).toBeDefined();
    expect(validate(schemaOf('supervisor'), document as DocumentNode).map((e) => e.message)).toEqual([]);
  });

  it('names no status, purpose or ledger kind in its text: the rules come as variables', () => {
    expect(print(teamOperations.get('GetTeam') as DocumentNode)).not.toMatch(/"[A-Z_]+"/);
  });
});

describe('GetPartnerByCode', () => {
  it('is the generated document with the query text of the spec', () => {
    // graphql() answers {} for a text codegen has not seen, so a stale generation shows here.
    expect(GetPartnerByCode).toBe(generated.GetPartnerByCodeDocument);
    expect(print(GetPartnerByCode)).toBe(
      print(parse('query GetPartnerByCode($code: String!) { partner(where: {code: {_eq: $code}}) { code allow_postpaid_plan id } }')),
    );
  });
});
