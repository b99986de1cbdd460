import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { fetchSellingAgents, sendReassignment } from './reassignRequests';
import { ReassignCustomersForm } from './ReassignCustomersForm';

const mockRouter = { ...createMockRouter('/office/customers/[id]'), asPath: '/office/customers/c-1' };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
jest.mock('./reassignRequests', () => ({ fetchSellingAgents: jest.fn(), sendReassignment: jest.fn() }));
const agents = fetchSellingAgents as jest.MockedFunction<typeof fetchSellingAgents>;
const send = sendReassignment as jest.MockedFunction<typeof sendReassignment>;

const AGENTS = [
  { __typename: 'agent' as const, id: 'a-1', first_name: 'Amaka', last_name: 'Okonkwo', phone: '+2348030000001' },
  { __typename: 'agent' as const, id: 'a-2', first_name: 'Tunde', last_name: 'Bakare', phone: '+2348030000002' },
];

describe('giving customers to another agent', () => {
  beforeEach(() => {
    agents.mockReset();
    send.mockReset();
    mockRouter.replace.mockClear();
  });

  it('offers the other agents who sign in, checks the choice and the reason, and reads the page again once moved', async () => {
    agents.mockResolvedValue(AGENTS);
    const onDone = jest.fn();
    renderWithChakra(<ReassignCustomersForm scope={{ fromAgentId: 'a-1' }} currentAgentId="a-1" what="Amaka Okonkwo’s 3 customers" onDone={onDone} />);
    const choice = await screen.findByLabelText('New agent');
    expect([...(choice as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['Choose an agent', 'Tunde Bakare · 0803 000 0002']);

    await userEvent.click(screen.getByRole('button', { name: 'Give to this agent' }));
    expect(await screen.findByText('Choose the agent who looks after the customers from now on')).toBeInTheDocument();
    expect(screen.getByText('Say why the customers move (e.g. the agent left the company)')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    send.mockResolvedValueOnce({ kind: 'done', done: 3 });
    await userEvent.selectOptions(choice, 'a-2');
    await userEvent.type(screen.getByLabelText('Why do they move?'), 'Amaka left the company');
    await userEvent.click(screen.getByRole('button', { name: 'Give to this agent' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('3 customers moved. The agent sees them from now on; the audit log keeps why.'));
    expect(send).toHaveBeenCalledWith({ fromAgentId: 'a-1' }, { toAgentId: 'a-2', reason: 'Amaka left the company' });
    expect(mockRouter.replace).toHaveBeenCalledWith('/office/customers/c-1', undefined, { scroll: false });
  });

  it('says why the service refused, under the field it names', async () => {
    agents.mockResolvedValue(AGENTS);
    renderWithChakra(<ReassignCustomersForm scope={{ customerId: 'c-1' }} currentAgentId="a-2" what="Chiamaka Obi" onDone={jest.fn()} />);
    await userEvent.selectOptions(await screen.findByLabelText('New agent'), 'a-1');
    await userEvent.type(screen.getByLabelText('Why do they move?'), 'Closer to the customer');
    send.mockResolvedValueOnce({ kind: 'refused', failure: { message: 'Amaka Okonkwo is suspended: choose an agent who signs in', code: 'agent-not-available', field: 'toAgentId' }, keyReused: false });
    await userEvent.click(screen.getByRole('button', { name: 'Give to this agent' }));
    expect(await screen.findByText('Amaka Okonkwo is suspended: choose an agent who signs in')).toBeInTheDocument();
    expect(screen.getByLabelText('New agent')).toHaveAttribute('aria-invalid', 'true');
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });

  it('says so when no other agent signs in, or the agents could not be loaded', async () => {
    agents.mockResolvedValueOnce([AGENTS[0]]);
    const { unmount } = renderWithChakra(<ReassignCustomersForm scope={{ customerId: 'c-1' }} currentAgentId="a-1" what="Chiamaka Obi" onDone={jest.fn()} />);
    expect(await screen.findByText('No other agent signs in now: invite one, or reactivate one, first.')).toBeInTheDocument();
    unmount();
    agents.mockResolvedValueOnce(null);
    renderWithChakra(<ReassignCustomersForm scope={{ customerId: 'c-1' }} currentAgentId="a-1" what="Chiamaka Obi" onDone={jest.fn()} />);
    expect(await screen.findByText('The agents could not be loaded.')).toBeInTheDocument();
  });
});
