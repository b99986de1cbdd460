import { Box, Text } from '@chakra-ui/react';

/** A list row's device and plan: one line on a phone ("Tecno Spark 20 · Total Care"), two in a table from 768 px. */
export function DeviceAndPlanCell({ device, plan }: { device: string; plan: string }) {
  return (
    <Box gridColumn={{ base: '1 / -1', md: 'auto' }} fontSize={{ base: 'sm', md: 'md' }}>
      <Text as="span" display={{ base: 'inline', md: 'block' }}>
        {device}
      </Text>
      <Text as="span" display={{ base: 'inline', md: 'none' }} color="fg.muted">
        {' · '}
      </Text>
      <Text as="span" display={{ base: 'inline', md: 'block' }} color="fg.muted" fontSize="sm">
        {plan}
      </Text>
    </Box>
  );
}
