import { screen, within } from '@testing-library/react';
import { renderOnServer } from '@/lib/testing/renderOnServer';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { Field, FieldInput, FieldSelect, FieldTextarea } from './Field';

const HINT = 'As printed on the protection card.';
const ERROR = 'Enter the policy number';

function PolicyField({ error, readOnly }: { error?: string; readOnly?: boolean }) {
  return (
    <Field label="Policy number" hint={HINT} error={error} readOnly={readOnly}>
      <FieldInput name="policy" />
    </Field>
  );
}

describe('Field', () => {
  it('names its control by its label', () => {
    renderWithChakra(<PolicyField />);
    expect(screen.getByLabelText('Policy number')).toHaveAttribute('name', 'policy');
  });

  it('shows its hint, which describes the control, while the control is right', () => {
    renderWithChakra(<PolicyField />);
    const input = screen.getByRole('textbox', { name: 'Policy number' });
    expect(input).toHaveAccessibleDescription(HINT);
    expect(input).not.toBeInvalid();
    expect(input).not.toHaveAttribute('aria-errormessage');
  });

  it('replaces the hint with its error, which marks the control wrong, is announced and describes it', () => {
    renderWithChakra(<PolicyField error={ERROR} />);
    const input = screen.getByRole('textbox', { name: 'Policy number' });
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    expect(input).toBeInvalid();
    expect(input).toHaveAttribute('data-invalid');
    expect(screen.getByText(ERROR)).toHaveAttribute('aria-live', 'polite');
    expect(input).toHaveAccessibleDescription(ERROR);
    expect(input).toHaveAccessibleErrorMessage(ERROR);
  });

  it('marks the control wrong for an empty error (its message said elsewhere), without the hint', () => {
    renderWithChakra(<PolicyField error="" />);
    expect(screen.getByRole('textbox', { name: 'Policy number' })).toBeInvalid();
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });

  it('marks the control wrong without a message of its own, keeping what the caller points to', () => {
    renderWithChakra(
      <>
        <Field label="From" invalid>
          <FieldInput type="date" aria-describedby="range-error" />
        </Field>
        <p id="range-error">The “From” date must be on or before the “To” date</p>
      </>,
    );
    const from = screen.getByLabelText('From');
    expect(from).toBeInvalid();
    expect(from).toHaveAccessibleDescription('The “From” date must be on or before the “To” date');
  });

  it('lets the caller’s own description win', () => {
    renderWithChakra(
      <>
        <Field label="Policy number" hint={HINT}>
          <FieldInput aria-describedby="elsewhere" />
        </Field>
        <p id="elsewhere">Said elsewhere</p>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Policy number' })).toHaveAccessibleDescription('Said elsewhere');
  });

  it('makes its control read-only', () => {
    renderWithChakra(
      <Field label="Describe what happened" readOnly>
        <FieldTextarea defaultValue="Dropped it" />
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Describe what happened' });
    expect(textarea).toHaveAttribute('readonly');
    expect(textarea).toHaveAttribute('data-readonly');
    expect(textarea).toHaveValue('Dropped it');
  });

  it('shows a select’s options and its value', () => {
    renderWithChakra(
      <Field label="State" error="Choose a state">
        <FieldSelect
          defaultValue="LA"
          options={[
            { value: '', label: 'Select a state' },
            { value: 'LA', label: 'Lagos' },
            { value: 'KN', label: 'Kano' },
          ]}
        />
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select a state', 'Lagos', 'Kano']);
    expect(select).toHaveDisplayValue('Lagos');
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleErrorMessage('Choose a state');
  });

  it('links the control to its message in the server’s HTML, before any script runs', () => {
    const input = within(renderOnServer(<PolicyField error={ERROR} />)).getByRole('textbox', { name: 'Policy number' });
    expect(input).toHaveAccessibleDescription(ERROR);
    expect(input).toHaveAccessibleErrorMessage(ERROR);
  });
});
