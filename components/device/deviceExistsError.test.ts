import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { deviceExistsError } from './deviceExistsError';

const graphQLError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { path: '$', ...extensions } }] });

describe('deviceExistsError', () => {
  it("reads the existing customer of the agent's own", () => {
    const error = graphQLError('This IMEI is already registered to one of your customers', {
      code: 'device-exists',
      field: 'device.imei',
      existing_customer_id: 'c-1',
      existing_device_id: 'd-1',
    });
    expect(deviceExistsError(error)).toEqual({
      code: 'device-exists',
      message: 'This IMEI is already registered to one of your customers',
      existingCustomerId: 'c-1',
      field: 'device.imei',
    });
  });

  it("names no customer of another agent's", () => {
    const error = graphQLError('A customer with this phone number is already registered with another agent', {
      code: 'customer-exists',
      field: 'customer.phone',
    });
    expect(deviceExistsError(error)).toEqual({
      code: 'customer-exists',
      message: 'A customer with this phone number is already registered with another agent',
      field: 'customer.phone',
    });
  });

  it('is undefined for any other failure', () => {
    expect(deviceExistsError(graphQLError('Enter the IMEI', { code: 'validation-failed' }))).toBeUndefined();
    expect(deviceExistsError(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(deviceExistsError(undefined)).toBeUndefined();
  });
});
