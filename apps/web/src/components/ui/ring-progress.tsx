import { Center, type RingProgressProps } from '@mantine/core';
import { deferred } from './deferred';

/**
 * Mantine's RingProgress, loaded after the first paint (its sections' tooltips need floating-ui): until then its
 * label shows centred in a place of the ring's size.
 */
export const RingProgress = deferred<RingProgressProps>(
  () => import('./ring-progress-chart').then((module) => module.RingProgress),
  ({ size = 120, label }) => (
    <Center w={size} h={size} data-ring-placeholder>
      {label}
    </Center>
  ),
);
