import {
  CombinedGraphQLErrors,
  CombinedProtocolErrors,
  ServerError,
  ServerParseError,
  UnconventionalError,
} from '@apollo/client/errors';
import { SERVICE_UNAVAILABLE_MESSAGES } from './errorMessages';
import { errorCode, formatGraphQLError, formatRequestError, isNoAnswer, NO_ANSWER_MESSAGE, toRequestError } from './errors';
import { serviceUnavailableError } from './testing/serviceUnavailable';

// ServerError only reads `status` from the response; jsdom has no fetch Response to build a real one.
function fakeResponse(status: number): Response {
  return { status } as Response;
}

function serverError(status: number, bodyText: string): ServerError {
  return new ServerError(`Response not successful: Received status code ${status}`, {
    response: fakeResponse(status),
    bodyText,
  });
}

describe('formatRequestError (spec section 8)', () => {
  describe('when a response body exists', () => {
    it('uses its message first', () => {
      const error = { response: { data: { message: 'Plan not found', error: 'E', detail: 'D' } }, message: 'own' };
      expect(formatRequestError(error)).toBe('Plan not found');
    });

    it('then its error', () => {
      expect(formatRequestError({ response: { data: { error: 'Bad request', detail: 'D' } } })).toBe('Bad request');
    });

    it('then its detail', () => {
      expect(formatRequestError({ response: { data: { detail: 'Token expired' } } })).toBe('Token expired');
    });

    it("skips empty and non-string fields", () => {
      expect(formatRequestError({ response: { data: { message: '', error: 42, detail: 'Kept' } } })).toBe('Kept');
    });

    it("otherwise says 'Something went wrong', ignoring the error's own message", () => {
      const error = { response: { data: {} }, data: { message: 'data' }, message: 'own', request: {} };
      expect(formatRequestError(error)).toBe('Something went wrong');
    });

    it("says 'Something went wrong' for a body that is not an object (an HTML error page)", () => {
      expect(formatRequestError({ response: { data: '<html>502</html>' }, message: 'own' })).toBe(
        'Something went wrong',
      );
    });
  });

  describe('when there is no response body', () => {
    it('uses the data message first', () => {
      expect(formatRequestError({ data: { message: 'From data' }, message: 'own', request: {} })).toBe('From data');
    });

    it("then the error's own message", () => {
      expect(formatRequestError({ response: {}, data: {}, message: 'Network Error', request: {} })).toBe(
        'Network Error',
      );
      expect(formatRequestError(new Error('Failed to fetch'))).toBe('Failed to fetch');
    });

    it("then 'Something went wrong' when a request was made", () => {
      expect(formatRequestError({ message: '', request: {} })).toBe('Something went wrong');
    });

    it('else an empty string', () => {
      expect(formatRequestError({})).toBe('');
      expect(formatRequestError(new Error(''))).toBe('');
    });

    it('treats a null body as no body', () => {
      expect(formatRequestError({ response: { data: null }, message: 'own' })).toBe('own');
    });
  });

  it.each([
    ['a string', 'boom'],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an array', ['message']],
    ['an unrelated object', { status: 500 }],
    ['a symbol', Symbol('x')],
  ])('gives an empty string for %s and never throws', (_label, thrown) => {
    expect(formatRequestError(thrown)).toBe('');
  });

  it('survives getters that throw', () => {
    const hostile = Object.defineProperty({ request: {} }, 'response', {
      get() {
        throw new Error('nope');
      },
    });
    expect(formatRequestError(hostile)).toBe('Something went wrong');
  });
});

describe('toRequestError and formatGraphQLError (Apollo Client 4)', () => {
  it("shows the first GraphQL error's message", () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'Customer already exists' }, { message: 'Second' }],
    });
    expect(toRequestError(error)).toEqual({
      response: { data: { message: 'Customer already exists' } },
      request: {},
    });
    expect(formatGraphQLError(error)).toBe('Customer already exists');
  });

  it("says 'Something went wrong' for GraphQL errors without a message", () => {
    expect(formatGraphQLError(new CombinedGraphQLErrors({ errors: [] }))).toBe('Something went wrong');
    expect(formatGraphQLError(new CombinedGraphQLErrors({ errors: [{ message: '' }] }))).toBe('Something went wrong');
  });

  it("shows the first protocol error's message", () => {
    const error = new CombinedProtocolErrors([{ message: 'Subscription closed' }]);
    expect(formatGraphQLError(error)).toBe('Subscription closed');
  });

  it("reads a server error's JSON body with the spec's rule", () => {
    expect(toRequestError(serverError(400, '{"error":"Invalid phone number"}'))).toEqual({
      response: { data: { error: 'Invalid phone number' } },
      request: {},
    });
    expect(formatGraphQLError(serverError(400, '{"error":"Invalid phone number"}'))).toBe('Invalid phone number');
    expect(formatGraphQLError(serverError(422, '{"detail":"IMEI already covered"}'))).toBe('IMEI already covered');
  });

  it("says 'Something went wrong' for a server error whose body is not a JSON object", () => {
    expect(toRequestError(serverError(502, '<html>Bad gateway</html>'))).toEqual({ response: { data: {} }, request: {} });
    expect(formatGraphQLError(serverError(502, '<html>Bad gateway</html>'))).toBe('Something went wrong');
    expect(formatGraphQLError(serverError(500, '"just a string"'))).toBe('Something went wrong');
    expect(formatGraphQLError(serverError(500, ''))).toBe('Something went wrong');
  });

  it.each([
    ['database-unavailable', SERVICE_UNAVAILABLE_MESSAGES['database-unavailable']],
    ['database-busy', SERVICE_UNAVAILABLE_MESSAGES['database-busy']],
  ] as const)('says in plain words that the service cannot serve for now (503 %s), whatever the body\'s message', (code, words) => {
    const error = serviceUnavailableError(code);
    expect(errorCode(error)).toBe(code);
    expect(formatGraphQLError(error)).toBe(words);
    expect(isNoAnswer(error)).toBe(false);
  });

  it("says 'Something went wrong' for an answer that could not be parsed", () => {
    const error = new ServerParseError(new SyntaxError('Unexpected token <'), {
      response: fakeResponse(200),
      bodyText: '<html>',
    });
    expect(formatGraphQLError(error)).toBe('Something went wrong');
  });

  it.each([
    ['fetch’s TypeError', new TypeError('Failed to fetch')],
    ['a TypeError without a message', new TypeError('')],
    ['an aborted request', new DOMException('The operation was aborted.', 'AbortError')],
    ['a request that timed out (the server rendering’s limit)', new DOMException('The operation was aborted due to timeout', 'TimeoutError')],
  ])('says in plain words that the service could not be reached for %s, never the browser’s words', (_label, error) => {
    expect(toRequestError(error)).toEqual({ request: {}, message: NO_ANSWER_MESSAGE });
    expect(formatGraphQLError(error)).toBe(NO_ANSWER_MESSAGE);
    expect(isNoAnswer(error)).toBe(true);
  });

  it('tells an answered request from one with no answer', () => {
    expect(isNoAnswer(new CombinedGraphQLErrors({ errors: [{ message: 'x' }] }))).toBe(false);
    expect(isNoAnswer(new Error('boom'))).toBe(false);
    expect(isNoAnswer(undefined)).toBe(false);
  });

  it('passes an unconventional error through as a network error', () => {
    expect(formatGraphQLError(new UnconventionalError('thrown string'))).toBe(
      'An error of unexpected shape occurred.',
    );
  });

  it.each([['null', null], ['undefined', undefined], ['a string', 'boom'], ['a number', 7]])(
    'gives an empty string for %s',
    (_label, thrown) => {
      expect(toRequestError(thrown)).toEqual({});
      expect(formatGraphQLError(thrown)).toBe('');
    },
  );
});

describe('errorCode', () => {
  it("gives the first GraphQL error's extensions.code", () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        { message: 'Could not verify JWT', extensions: { code: 'invalid-jwt' } },
        { message: 'Other', extensions: { code: 'access-denied' } },
      ],
    });
    expect(errorCode(error)).toBe('invalid-jwt');
  });

  it('reads protocol errors too', () => {
    expect(errorCode(new CombinedProtocolErrors([{ message: 'x', extensions: { code: 'access-denied' } }]))).toBe(
      'access-denied',
    );
  });

  it("reads the GraphQL errors in a server error's JSON body", () => {
    const body = JSON.stringify({ errors: [{ message: 'Forbidden', extensions: { code: 'access-denied' } }] });
    expect(errorCode(serverError(401, body))).toBe('access-denied');
    expect(errorCode(serverError(500, 'not json'))).toBeUndefined();
  });

  it('is undefined without a code', () => {
    expect(errorCode(new CombinedGraphQLErrors({ errors: [{ message: 'x' }] }))).toBeUndefined();
    expect(errorCode(new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code: 5 } }] }))).toBeUndefined();
    expect(errorCode(new CombinedGraphQLErrors({ errors: [] }))).toBeUndefined();
    expect(errorCode(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(errorCode({ errors: [{ extensions: { code: 'invalid-jwt' } }] })).toBeUndefined();
    expect(errorCode(null)).toBeUndefined();
    expect(errorCode('invalid-jwt')).toBeUndefined();
  });
});
