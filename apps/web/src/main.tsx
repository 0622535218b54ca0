import './app/styles/mantine';
import './app/styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { preloadFirstScreen, router } from './app/router';
import { getSessionState } from './lib/auth';
import { getWebConfig } from './lib/web-config';

// Load the OAuth client settings at start-up so signing in needs no extra round trip; a failure is retried on sign-in.
getWebConfig().catch((error: unknown) => console.warn('The web configuration could not be loaded yet', error));

const queryClient = createQueryClient();
if (getSessionState() === 'signed-out') preloadFirstScreen(window.location, queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const root = createRoot(container);
// The first render as a transition: React renders it in slices of a few milliseconds and lets the browser answer
// between them, instead of one long task that blocks a phone's main thread; the page's first paint (index.html's
// header, a public page's prerendered content) stays on screen until the render commits.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
