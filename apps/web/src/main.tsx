import './app/styles/mantine';
import './app/styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter, preloadFirstScreen, routerReady } from './app/router';
import { getSessionState } from './lib/auth';
import { getWebConfig } from './lib/web-config';

// Load the OAuth client settings at start-up so signing in needs no extra round trip; a failure is retried on sign-in.
getWebConfig().catch((error: unknown) => console.warn('The web configuration could not be loaded yet', error));

/** Lets the browser paint and answer input before the next step of the start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in steps, each its own short task, rather than in one long one that would block a phone's main
 * thread while the page's first paint (index.html's header, a public page's prerendered content) is already on
 * screen: the router (which ranks the paths under the address's first segment) after the scripts have run, then
 * the first render as a transition, which React renders in slices of a few milliseconds; the first paint stays
 * until it commits.
 */
async function start() {
  const queryClient = createQueryClient();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  await nextTask();
  const router = createAppRouter();
  await routerReady(router);
  if (getSessionState() === 'signed-out') preloadFirstScreen(router, queryClient);
  await nextTask();
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void start();
