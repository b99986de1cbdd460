import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { addDays, lagosToday } from '@/lib/validation';
import { findNewOwner, sendTransfer } from './transferRequests';
import { TransferDeviceForm } from './TransferDeviceForm';

const mockRouter = { ...createMockRouter('/office/customers/[id]'), asPath: '/office/customers/c-1' };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
jest.mock('./transferRequests', () => ({ findNewOwner: jest.fn(), sendTransfer: jest.fn() }));
const find = findNewOwner as jest.MockedFunction<typeof findNewOwner>;
const send = sendTransfer as jest.MockedFunction<typeof sendTransfer>;

const NGOZI = {
  __typename: 'customer' as const,
  id: 'c-2',
  first_name: 'Ngozi',
  last_name: 'Okeke',
  phone: '+2348091112233',
  agent: { __typename: 'agent' as const, id: 'a-2', first_name: 'Tunde', last_name: 'Bakare' },
};
const DEVICE = { id: 'd-1', brand: 'Tecno', model: 'Spark 20' };

describe('transferring a phone to a new owner', () => {
  beforeEach(() => {
    find.mockReset();
    send.mockReset();
  });

  it('finds the new owner by number, checks the purchase and the reason, and says what it did', async () => {
    const onDone = jest.fn();
    renderWithChakra(<TransferDeviceForm device={DEVICE} ownerId="c-1" onDone={onDone} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New owner’s phone number'), '0809');
    await user.click(screen.getByRole('button', { name: 'Find the customer' }));
    expect(await screen.findByText(/Nigerian mobile number/i)).toBeInTheDocument();
    expect(find).not.toHaveBeenCalled();

    find.mockResolvedValueOnce('none');
    await user.clear(screen.getByLabelText('New owner’s phone number'));
    await user.type(screen.getByLabelText('New owner’s phone number'), '0809 111 2233');
    await user.click(screen.getByRole('button', { name: 'Find the customer' }));
    expect(await screen.findByText(/No customer has this number/)).toBeInTheDocument();
    expect(find).toHaveBeenLastCalledWith('+2348091112233');
    expect(screen.queryByRole('button', { name: 'Transfer the phone' })).not.toBeInTheDocument();

    find.mockResolvedValueOnce(NGOZI);
    await user.click(screen.getByRole('button', { name: 'Find the customer' }));
    expect(await screen.findByText('New owner: Ngozi Okeke · 0809 111 2233, served by Tunde Bakare')).toBeInTheDocument();
    await user.type(screen.getByLabelText('What they paid (₦)'), '10,000');
    await user.click(screen.getByRole('button', { name: 'Transfer the phone' }));
    expect(await screen.findByText('Say why the phone changes owner (e.g. sold second-hand, with the receipt)')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    send.mockResolvedValueOnce({ kind: 'done', done: 1 });
    await user.clear(screen.getByLabelText('What they paid (₦)'));
    await user.type(screen.getByLabelText('What they paid (₦)'), '85,000');
    await user.type(screen.getByLabelText('When they bought it'), addDays(lagosToday(), -2));
    await user.type(screen.getByLabelText('Why does it change owner?'), 'Sold second-hand, with the receipt');
    await user.click(screen.getByRole('button', { name: 'Transfer the phone' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Tecno Spark 20 transferred to Ngozi Okeke. 1 plan of the old owner ended.'));
    expect(send).toHaveBeenCalledWith('d-1', 'c-2', { purchasePrice: '85,000', purchaseDate: addDays(lagosToday(), -2), reason: 'Sold second-hand, with the receipt' });
  });

  it('does not offer the phone’s own owner, and says a refusal', async () => {
    renderWithChakra(<TransferDeviceForm device={DEVICE} ownerId="c-2" onDone={jest.fn()} />);
    const user = userEvent.setup();
    find.mockResolvedValueOnce(NGOZI);
    await user.type(screen.getByLabelText('New owner’s phone number'), '0809 111 2233');
    await user.click(screen.getByRole('button', { name: 'Find the customer' }));
    expect(await screen.findByText('The phone is this customer’s already')).toBeInTheDocument();
  });
});
