import { DEVICE_INPUT, type DeviceFormValues } from '@/lib/actions/deviceInput';
import { formRules } from '@/lib/actions/formRules';
import type { FieldRules } from '@/lib/forms/fieldRules';

/**
 * Each device field's rule: the shared validators the data service runs too (`DEVICE_INPUT`). Apart from
 * the fields (deviceFormValues), so a form that shows them before its rules load does not carry these.
 */
export const deviceRules: FieldRules<DeviceFormValues> = formRules(DEVICE_INPUT);
