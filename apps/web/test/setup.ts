import { configure } from '@testing-library/react';

// Screens load parts of themselves on demand (lazy chunks, deferred form sections). On a busy machine (CI runs
// two test workers beside PostgreSQL) that can take longer than Testing Library's default second, so the
// find* queries and waitFor wait up to five seconds before they call a screen wrong.
configure({ asyncUtilTimeout: 5_000 });
