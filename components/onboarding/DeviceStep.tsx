import { DeviceFields } from '@/components/device/DeviceFields';

/** Step 3: the customer's phone, with the same fields as "Add device" on the customer page. */
export function DeviceStep() {
  return <DeviceFields />;
}
