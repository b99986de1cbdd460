import { Text } from '@chakra-ui/react';
import { DetailList } from '@/components/ui/DetailList';

/** The phone an order or a claim is about: brand and model, and its IMEI masked on the server (`maskImei`). */
export function DeviceSummary({ device }: { device: { brand: string; model: string; maskedImei: string } }) {
  return (
    <DetailList
      items={[
        { label: 'Device', value: `${device.brand} ${device.model}` },
        { label: 'IMEI', value: <Text fontFamily="mono">{device.maskedImei}</Text> },
      ]}
    />
  );
}
