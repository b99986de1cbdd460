import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { FieldRules } from './fieldRules';
import { TextFormContext, useTextFormContext } from './TextFormContext';
import { useField, useFieldValue, useFormState, useTextForm, type FieldErrors, type TextForm } from './useTextForm';

interface Values {
  name: string;
  confirmName: string;
  colour: string;
}

const EMPTY: Values = { name: '', confirmName: '', colour: '' };

const rules: FieldRules<Values> = {
  name: (value) => (value.trim() === '' ? 'Enter a name.' : undefined),
  confirmName: (value, values) => (value !== values.name ? 'The names differ.' : undefined),
  colour: (value) => (value === '' ? 'Choose a colour.' : undefined),
};

function TextInput({ name, label }: { name: 'name' | 'confirmName'; label: string }) {
  const form = useTextFormContext<Values>();
  const error = useFormState(form, (state) => state.errors[name]);
  return (
    <div>
      <label htmlFor={name}>{label}</label>
      <input id={name} {...form.register(name)} aria-invalid={error ? true : undefined} />
      {error ? <p>{error.message}</p> : null}
    </div>
  );
}

function ColourChoice() {
  const { value, error, onChange, ref } = useField(useTextFormContext<Values>(), 'colour');
  return (
    <fieldset ref={ref} tabIndex={-1} aria-label="Colour">
      {['red', 'blue'].map((colour) => (
        <label key={colour}>
          <input type="radio" value={colour} checked={value === colour} onChange={() => onChange(colour)} />
          {colour}
        </label>
      ))}
      {error ? <p>{error.message}</p> : null}
    </fieldset>
  );
}

function Greeting() {
  return <p>{`Hello ${useFieldValue(useTextFormContext<Values>(), 'name')}`}</p>;
}

function SubmitButton() {
  const submitting = useFormState(useTextFormContext<Values>(), (state) => state.submitting);
  return <button type="submit">{submitting ? 'Saving…' : 'Save'}</button>;
}

interface TestFormProps {
  onValid: (values: Values) => unknown;
  onInvalid?: (errors: FieldErrors<Values>) => void;
  rendered: () => void;
  exposed: (form: TextForm<Values>) => void;
}

function TestForm({ onValid, onInvalid, rendered, exposed }: TestFormProps) {
  const form = useTextForm({ rules, defaultValues: EMPTY });
  const [nameShown, setNameShown] = useState(true);
  rendered();
  exposed(form);
  return (
    <TextFormContext value={form}>
      <form noValidate aria-label="Test" onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}>
        {nameShown ? <TextInput name="name" label="Name" /> : null}
        <TextInput name="confirmName" label="Confirm name" />
        <ColourChoice />
        <Greeting />
        <button type="button" onClick={() => setNameShown((shown) => !shown)}>
          Toggle name
        </button>
        <SubmitButton />
      </form>
    </TextFormContext>
  );
}

function renderForm(onValid: (values: Values) => unknown = jest.fn()) {
  const rendered = jest.fn();
  const exposed = jest.fn<void, [TextForm<Values>]>();
  const onInvalid = jest.fn<void, [FieldErrors<Values>]>();
  render(<TestForm onValid={onValid} onInvalid={onInvalid} rendered={rendered} exposed={exposed} />);
  return { user: userEvent.setup(), form: exposed.mock.calls[0][0], rendered, onInvalid };
}

const name = () => screen.getByLabelText('Name');
const confirmName = () => screen.getByLabelText('Confirm name');
const colour = () => screen.getByRole('group', { name: 'Colour' });
const save = () => screen.getByRole('button', { name: /^(Save|Saving…)$/ });

describe('useTextForm', () => {
  it('keeps what is typed, re-rendering what shows the value but not the whole form', async () => {
    const { user, form, rendered } = renderForm();
    const rendersBefore = rendered.mock.calls.length;
    await user.type(name(), 'Ada');

    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(form.getValues()).toEqual({ ...EMPTY, name: 'Ada' });
    expect(rendered).toHaveBeenCalledTimes(rendersBefore);
  });

  it('checks every field at submit: says what is wrong, focuses the first field shown wrong, sends nothing', async () => {
    const onValid = jest.fn();
    const { user, onInvalid } = renderForm(onValid);
    await user.click(save());

    expect(screen.getByText('Enter a name.')).toBeInTheDocument();
    expect(screen.getByText('Choose a colour.')).toBeInTheDocument();
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(confirmName()).not.toHaveAttribute('aria-invalid');
    expect(name()).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
    // The fields in the rules' order: the wizards take the agent to the first.
    expect(Object.keys(onInvalid.mock.calls[0][0])).toEqual(['name', 'colour']);
  });

  it('sends the values, with the submit event, once every field passes', async () => {
    const onValid = jest.fn();
    const { user } = renderForm(onValid);
    await user.type(name(), 'Ada');
    await user.type(confirmName(), 'Ada');
    await user.click(screen.getByLabelText('blue'));
    await user.click(save());

    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]).toEqual([{ name: 'Ada', confirmName: 'Ada', colour: 'blue' }, expect.anything()]);
  });

  it('checks a field as it changes only once a submit was tried, and clears its message when it is put right', async () => {
    const { user } = renderForm();
    await user.type(confirmName(), 'A');
    expect(screen.queryByText('The names differ.')).not.toBeInTheDocument();

    await user.click(save());
    expect(screen.getByText('The names differ.')).toBeInTheDocument();
    await user.type(name(), 'Ada');
    expect(screen.queryByText('Enter a name.')).not.toBeInTheDocument();
    // Only the field changed is checked again.
    expect(screen.getByText('The names differ.')).toBeInTheDocument();
    await user.type(confirmName(), 'da');
    expect(screen.queryByText('The names differ.')).not.toBeInTheDocument();
    await user.clear(name());
    expect(screen.getByText('Enter a name.')).toBeInTheDocument();
  });

  it('checks only the fields asked for, and focuses the first of them shown wrong', async () => {
    const { user, form } = renderForm();
    await user.type(confirmName(), 'A');

    let passed: boolean | undefined;
    act(() => {
      passed = form.trigger(['confirmName', 'colour'], { shouldFocus: true });
    });
    expect(passed).toBe(false);
    expect(screen.getByText('The names differ.')).toBeInTheDocument();
    expect(screen.getByText('Choose a colour.')).toBeInTheDocument();
    expect(screen.queryByText('Enter a name.')).not.toBeInTheDocument();
    expect(confirmName()).toHaveFocus();

    await user.click(screen.getByLabelText('red'));
    await user.clear(confirmName());
    act(() => {
      passed = form.trigger(['confirmName', 'colour']);
    });
    expect(passed).toBe(true);
    expect(screen.queryByText('The names differ.')).not.toBeInTheDocument();
    expect(screen.queryByText('Choose a colour.')).not.toBeInTheDocument();
  });

  it('shows a field refused by code until it is checked again, and focuses it on request', async () => {
    const { user, form } = renderForm();
    await user.type(name(), 'Ada');
    act(() => {
      form.setError('name', 'This name is taken.');
      form.setFocus('name');
    });
    expect(screen.getByText('This name is taken.')).toBeInTheDocument();
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(name()).toHaveFocus();

    act(() => {
      form.trigger(['name']);
    });
    expect(screen.queryByText('This name is taken.')).not.toBeInTheDocument();
  });

  it('tells of each change the agent makes, with the field, and not of values set by code', async () => {
    const { user, form } = renderForm();
    const edited = jest.fn();
    const stop = form.onEdit(edited);
    await user.type(name(), 'A');
    await user.click(screen.getByLabelText('blue'));
    expect(edited.mock.calls).toEqual([
      ['name', { ...EMPTY, name: 'A' }],
      ['colour', { ...EMPTY, name: 'A', colour: 'blue' }],
    ]);

    edited.mockClear();
    act(() => form.setValue('name', 'Bea'));
    expect(name()).toHaveValue('Bea');
    expect(screen.getByText('Hello Bea')).toBeInTheDocument();
    act(() => form.reset());
    expect(edited).not.toHaveBeenCalled();

    stop();
    await user.type(name(), 'C');
    expect(edited).not.toHaveBeenCalled();
  });

  it('is submitting while an asynchronous submit runs, and ignores another submit meanwhile', async () => {
    let finish: () => void = () => undefined;
    const onValid = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderForm(onValid);
    await user.type(name(), 'Ada');
    await user.type(confirmName(), 'Ada');
    await user.click(screen.getByLabelText('red'));

    await user.click(save());
    expect(save()).toHaveTextContent('Saving…');
    await user.click(save());
    expect(onValid).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    expect(save()).toHaveTextContent('Save');
    await user.click(save());
    expect(onValid).toHaveBeenCalledTimes(2);
  });

  it('resets to the starting values: inputs emptied, messages gone, nothing checked as typed until the next submit', async () => {
    const { user, form } = renderForm();
    await user.click(save());
    await user.type(confirmName(), 'x');
    expect(screen.getByText('The names differ.')).toBeInTheDocument();

    act(() => form.reset());
    expect(confirmName()).toHaveValue('');
    expect(screen.queryByText('Enter a name.')).not.toBeInTheDocument();
    expect(screen.queryByText('The names differ.')).not.toBeInTheDocument();
    await user.type(confirmName(), 'x');
    expect(screen.queryByText('The names differ.')).not.toBeInTheDocument();
  });

  it('keeps a field’s value while its input is off screen, and focuses the first wrong field on screen', async () => {
    const { user } = renderForm();
    await user.type(name(), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Toggle name' }));
    await user.click(screen.getByRole('button', { name: 'Toggle name' }));
    expect(name()).toHaveValue('Ada');

    await user.clear(name());
    await user.click(screen.getByRole('button', { name: 'Toggle name' }));
    await user.click(save());
    expect(colour()).toHaveFocus();
  });


  it('focuses a field asked for while it is off screen as soon as it appears (a step whose code is still loading)', async () => {
    const { user, form } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Toggle name' }));
    act(() => form.setFocus('name'));
    expect(screen.getByRole('button', { name: 'Toggle name' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Toggle name' }));
    expect(name()).toHaveFocus();
  });

  it('forgets a field asked for off screen once focus went to another field (a submit showed one wrong)', async () => {
    const { user, form } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Toggle name' }));
    act(() => form.setFocus('name'));
    await user.click(save());
    expect(colour()).toHaveFocus();

    act(() => screen.getByRole('button', { name: 'Toggle name' }).click());
    expect(name()).not.toHaveFocus();
  });
  it('keeps what was typed into the server’s input before the page hydrated, and sends it', async () => {
    const onValid = jest.fn();
    const page = (
      <TestForm onValid={onValid} rendered={() => undefined} exposed={() => undefined} />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    (container.querySelector('#name') as HTMLInputElement).value = 'Ada'; // typed before the scripts came
    await act(async () => {
      hydrateRoot(container, page);
    });

    expect(name()).toHaveValue('Ada');
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(confirmName(), 'Ada');
    await user.click(screen.getByRole('radio', { name: 'red' }));
    await user.click(save());
    expect(onValid.mock.calls).toEqual([[{ name: 'Ada', confirmName: 'Ada', colour: 'red' }, expect.anything()]]);
    container.remove();
  });

  it('asks for today at every check, so a form left open past midnight moves on', () => {
    let today = '2026-01-01';
    const { result } = renderHook(() =>
      useTextForm<{ date: string }>({
        rules: { date: (value, _values, now) => (value > now ? 'The date is in the future.' : undefined) },
        defaultValues: { date: '2026-01-02' },
        today: () => today,
      }),
    );
    expect(result.current.trigger()).toBe(false);
    expect(result.current.getState().errors.date?.message).toBe('The date is in the future.');
    today = '2026-01-02';
    expect(result.current.trigger()).toBe(true);
    expect(result.current.getState().errors).toEqual({});
  });
});
