import type { TooltipProps } from '@mantine/core';
import { deferred } from './deferred';

/**
 * Mantine's Tooltip, loaded after the first paint (it needs floating-ui): until then the element it describes
 * shows alone, so nothing moves when the tooltip arrives. The element should not depend on the tooltip for its
 * accessible name.
 */
export const Tooltip = deferred<TooltipProps>(
  () => import('./tooltip-popover').then((module) => module.Tooltip),
  ({ children }) => children,
);
