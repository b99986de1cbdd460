import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { sendCorrection } from './correctCustomerRequests';
import type { OfficeCustomer } from './getOfficeCustomer';
import { OfficeCustomerView } from './OfficeCustomerView';

jest.mock('./correctCustomerRequests', () => ({ sendCorrection: jest.fn() }));
const mockRouter = createMockRouter('/office/customers/[id]');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
const send = sendCorrection as jest.MockedFunction<typeof sendCorrection>;

const customer: OfficeCustomer = {
  __typename: 'customer',
  id: 'c-1',
  first_name: 'Chiamaka',
  last_name: 'Nwosu',
  phone: '+2348091234567',
  email: null,
  address: '4 Broad Street, Lagos Island',
  state: 'Lagos',
  created_at: '2026-10-01T09:00:00Z',
  agent: { __typename: 'agent', id: 'a-1', first_name: 'Amaka', last_name: 'Okonkwo', phone: '+2348030000001' },
  devices: [{ __typename: 'device', id: 'd-1', brand: 'Tecno', model: 'Spark 20', imei: '356938035643809', purchase_date: '2026-09-12' }],
};

const renderCustomer = () => renderWithChakra(<OfficeCustomerView customerPage={{ kind: 'found', customer }} />);

describe('correcting a customer’s details', () => {
  beforeEach(() => send.mockReset());

  it('shows the customer and their agent, and sends nothing when nothing changed or no reason is given', async () => {
    renderCustomer();
    expect(screen.getByRole('heading', { level: 1, name: 'Chiamaka Nwosu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Amaka Okonkwo' })).toHaveAttribute('href', '/office/agents/a-1');
    await userEvent.type(await screen.findByLabelText('Why do the details change?'), 'Asked by the customer');
    await userEvent.click(screen.getByRole('button', { name: 'Correct the details' }));
    expect(await screen.findByText('These are the customer’s details already: change at least one')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Why do the details change?'));
    await userEvent.clear(screen.getByLabelText('Last name'));
    await userEvent.type(screen.getByLabelText('Last name'), 'Nwosu-Obi');
    await userEvent.click(screen.getByRole('button', { name: 'Correct the details' }));
    expect(await screen.findByText('Say why the details change (e.g. the customer asked, with their ID)')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('says a refused phone under it, and reads the page again once corrected', async () => {
    renderCustomer();
    await userEvent.clear(await screen.findByLabelText('Phone number'));
    await userEvent.type(screen.getByLabelText('Phone number'), '0803 000 0001');
    await userEvent.type(screen.getByLabelText('Why do the details change?'), 'New number');
    send.mockResolvedValueOnce({ kind: 'refused', failure: { message: 'This phone number is Ada Obi’s, another customer', code: 'customer-exists', field: 'phone' }, keyReused: false });
    await userEvent.click(screen.getByRole('button', { name: 'Correct the details' }));
    expect(await screen.findByText('This phone number is Ada Obi’s, another customer')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');

    send.mockResolvedValueOnce({ kind: 'done', done: true });
    await userEvent.clear(screen.getByLabelText('Phone number'));
    await userEvent.type(screen.getByLabelText('Phone number'), '0803 000 0099');
    await userEvent.click(screen.getByRole('button', { name: 'Correct the details' }));
    expect(await screen.findByText('Details corrected. The audit log keeps what they were, and why they changed.')).toBeInTheDocument();
    expect(send).toHaveBeenLastCalledWith('c-1', expect.objectContaining({ phone: '0803 000 0099', reason: 'New number' }));
    expect(mockRouter.replace).toHaveBeenCalled();
  });
});
