/** Mantine's RingProgress with its section tooltips; screens use it through ./ring-progress.tsx, after the first paint. */
export { RingProgress } from '@mantine/core';
