/** Mantine's Tooltip with its floating-ui positioning; screens use it through ./tooltip.tsx, after the first paint. */
export { Tooltip } from '@mantine/core';
