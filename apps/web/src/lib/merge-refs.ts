import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * floating-ui's `useMergeRefs(refs)` on Mantine's own `useMergedRef`: Mantine's ScrollArea (inside every Modal,
 * Drawer and scrolling Table) imports only this hook from @floating-ui/react, which would otherwise bring all of
 * floating-ui (15 kB gzipped) into screens that show no popover. vite-scroll-area-refs.ts points it here.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
