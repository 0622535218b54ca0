import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, vi } from 'vitest';
import { theme } from '../src/app/theme';
import { loadDeferredParts } from '../src/components/ui/deferred';

// Screens load some parts after their first paint (menus, pickers, form sections: components/ui/deferred.tsx).
// Tests of a whole screen load them first, so the screen renders complete at once, as a user sees it a moment later;
// deferred-parts.test.tsx covers the placeholders themselves.
beforeAll(() => loadDeferredParts());

/** jsdom lacks the layout APIs Mantine reads; these stand-ins answer 'desktop, nothing resizes'. */
export function stubBrowserApis() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/** Renders a component inside the app's providers, at `path`. */
export function renderWithProviders(ui: ReactElement, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} env="test">
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}
