import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextFormContext } from '@/lib/forms/TextFormContext';
import { useTextForm } from '@/lib/forms/useTextForm';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { IMEI_MESSAGES } from '@/lib/validation';
import { DeviceFields } from './DeviceFields';
import type { DeviceFormValues } from '@/lib/actions/deviceInput';
import { deviceRules } from './deviceFormRules';
import { DEVICE_FIELDS, emptyDeviceValues } from './deviceFormValues';

function AddDeviceForm({ onValid }: { onValid: (values: DeviceFormValues) => void }) {
  const form = useTextForm({ rules: deviceRules, defaultValues: emptyDeviceValues });
  return (
    <TextFormContext value={form}>
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <DeviceFields />
        <button type="button" onClick={() => form.trigger(DEVICE_FIELDS)}>
          Check
        </button>
      </form>
    </TextFormContext>
  );
}

describe('DeviceFields', () => {
  it('labels every input, with a numeric keyboard for IMEIs', () => {
    renderWithChakra(<AddDeviceForm onValid={jest.fn()} />);
    expect(screen.getByLabelText('IMEI')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText(/Second IMEI/)).toHaveAttribute('inputmode', 'numeric');
    for (const label of ['Brand', 'Model', 'Purchase price (₦)', 'Purchase date']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('shows the message of the rule that failed, tied to its input', async () => {
    const user = userEvent.setup();
    renderWithChakra(<AddDeviceForm onValid={jest.fn()} />);
    await user.type(screen.getByLabelText('IMEI'), '490154203237519');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(IMEI_MESSAGES.checkDigit)).toBeInTheDocument();
    expect(screen.getByLabelText('IMEI')).toHaveAccessibleErrorMessage(IMEI_MESSAGES.checkDigit);
  });
});
