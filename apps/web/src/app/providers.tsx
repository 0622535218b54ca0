import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionWatcher } from './session-watcher';
import { ToastHost } from './toast-host';
import { cssVariablesResolver, theme } from './theme';

/** Everything screens rely on: the theme, server state, toasts and the session watcher. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <ToastHost />
        <SessionWatcher />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
