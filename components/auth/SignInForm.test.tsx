import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { EMAIL_MESSAGES } from '@/lib/validation/email';
import { PHONE_MESSAGES } from '@/lib/validation/phone';
import { SignInForm } from './SignInForm';
import { SIGN_IN_MESSAGES } from '@/lib/actions/login';

function renderForm(errorMessage?: string) {
  const onSubmit = jest.fn(async () => undefined);
  renderWithChakra(<SignInForm onSubmit={onSubmit} errorMessage={errorMessage} />);
  return { onSubmit, user: userEvent.setup() };
}

const identifier = () => screen.getByLabelText('Phone number or email');
const password = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Sign in' });

describe('SignInForm', () => {
  it('asks for both fields when submitted empty, and sends nothing', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(submit());

    expect(await screen.findByText(SIGN_IN_MESSAGES.identifierRequired)).toBeInTheDocument();
    expect(screen.getByText(SIGN_IN_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(identifier()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['a number too short', '0803 123', PHONE_MESSAGES.format],
    ['a number that is not a Nigerian mobile', '0603 123 4567', PHONE_MESSAGES.network],
    ['a number with symbols', '0803#123#4567', PHONE_MESSAGES.characters],
    ['an email without a domain', 'amaka@', EMAIL_MESSAGES.format],
    ['a name typed instead', 'amaka', EMAIL_MESSAGES.format],
    ['an email too long', `${'a'.repeat(250)}@x.ng`, EMAIL_MESSAGES.tooLong],
  ])('says what is wrong with %s', async (_name, value, message) => {
    const { onSubmit, user } = renderForm();
    await user.click(identifier());
    await user.paste(value);
    await user.type(password(), 'demo-password');
    await user.click(submit());

    const error = await screen.findByText(message);
    expect(identifier()).toHaveAccessibleErrorMessage(error.textContent ?? '');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['a local number', '0803 000 0001'],
    ['an international number', '+234 803 000 0001'],
    ['an email', 'demo.agent@sunlineprotect.ng'],
  ])('sends %s with the password', async (_name, value) => {
    const { onSubmit, user } = renderForm();
    await user.type(identifier(), value);
    await user.type(password(), 'demo-password');
    await user.click(submit());

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([{ identifier: value, password: 'demo-password' }, expect.anything()]);
  });

  it('clears a message as soon as the field is put right', async () => {
    const { user } = renderForm();
    await user.click(submit());
    expect(await screen.findByText(SIGN_IN_MESSAGES.passwordRequired)).toBeInTheDocument();

    await user.type(password(), 'x');
    await waitFor(() => expect(screen.queryByText(SIGN_IN_MESSAGES.passwordRequired)).not.toBeInTheDocument());
  });

  it('shows the password on request', async () => {
    const { user } = renderForm();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password()).toHaveAttribute('type', 'password');

    await user.click(toggle);
    expect(password()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows why the last attempt failed', () => {
    renderForm('Wrong phone number, email or password');
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong phone number, email or password');
  });
});
