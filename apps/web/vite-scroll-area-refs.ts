import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/;
const MERGE_REFS = fileURLToPath(new URL('./src/lib/merge-refs.ts', import.meta.url));

/**
 * Mantine's ScrollArea takes only `useMergeRefs` from @floating-ui/react; this resolves that one import to
 * src/lib/merge-refs.ts (the same hook on @mantine/hooks), so floating-ui loads with the popovers, menus and
 * tooltips that need it and not with every Modal or Table.
 */
export function scrollAreaRefs(): Plugin {
  return {
    name: 'goodhive-scroll-area-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && SCROLL_AREA.test(importer)) return MERGE_REFS;
      return null;
    },
  };
}
