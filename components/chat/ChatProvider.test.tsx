import { act, render, waitFor } from '@testing-library/react';
import { ChatProvider } from './ChatProvider';
import { useChat, type ChatControls } from './ChatContext';

const boot = jest.fn();
const show = jest.fn();
const hardShutdown = jest.fn();
const providerMounted = jest.fn();
jest.mock('react-use-intercom', () => ({
  IntercomProvider: ({ children }: { children: React.ReactNode }) => {
    providerMounted();
    return children;
  },
  useIntercom: () => ({ boot, show, hardShutdown }),
}));

function renderControls(configured: boolean): ChatControls {
  const seen: { controls?: ChatControls } = {};
  function Capture() {
    seen.controls = useChat();
    return null;
  }
  render(
    <ChatProvider configured={configured}>
      <Capture />
    </ChatProvider>,
  );
  return seen.controls!;
}

const attributes = { userId: 'a-1', name: 'Amaka Okonkwo' };

beforeEach(() => jest.clearAllMocks());

it("loads Intercom's code only when a screen opens the chat, then boots and shows", async () => {
  const chat = renderControls(true);
  expect(providerMounted).not.toHaveBeenCalled();
  act(() => chat.open(attributes));
  await waitFor(() => expect(show).toHaveBeenCalledTimes(1));
  expect(boot).toHaveBeenCalledWith(attributes);
});

it('shuts down only a chat this page booted', async () => {
  const chat = renderControls(true);
  chat.shutdown();
  expect(hardShutdown).not.toHaveBeenCalled();
  act(() => chat.open(attributes));
  await waitFor(() => expect(show).toHaveBeenCalled());
  chat.shutdown();
  expect(hardShutdown).toHaveBeenCalledTimes(1);
});

it('without an Intercom app id, opening the chat loads nothing', async () => {
  const chat = renderControls(false);
  act(() => chat.open(attributes));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(providerMounted).not.toHaveBeenCalled();
  expect(boot).not.toHaveBeenCalled();
});
