import { Alert, Button, Center, EmptyState, Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { ApiError, errorMessage } from '../../lib/api-error';
import { AlertIcon, InboxIcon } from './icons';

/** A calm loading indicator for a section of a page. */
export function LoadingState({ label = 'Loading…', reserve }: { label?: string; reserve?: string }) {
  return (
    // `reserve`: the room the loaded content will take at least (a list that fills the screen, say), so what
    // follows it is not pushed down when it arrives (a layout shift).
    <Center py="xl" role="status" aria-live="polite" mih={reserve} style={reserve ? { alignItems: 'flex-start' } : undefined}>
      <Group gap="sm">
        <Loader size="sm" color="forest" aria-hidden="true" />
        <Text c="dimmed" fz="sm">
          {label}
        </Text>
      </Group>
    </Center>
  );
}

type ErrorStateProps = { title?: string; error: unknown; onRetry?: () => void; retrying?: boolean };

/** Failures that asking again cannot mend: the record is not there, or not the caller's to see. */
const isFinal = (error: unknown) => error instanceof ApiError && (error.status === 403 || error.status === 404);

/** A failed load: what went wrong in the server's words, and a way to try again where that can help. */
export function ErrorState({ title = 'This could not be loaded', error, onRetry, retrying }: ErrorStateProps) {
  const canRetry = onRetry && !isFinal(error);
  return (
    <Alert color="red" variant="light" radius="md" title={title} icon={<AlertIcon />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{errorMessage(error)}</Text>
        {canRetry ? (
          <Button size="xs" variant="white" color="red" onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

export type EmptyContent = { title: string; description?: ReactNode; action?: ReactNode };

/** Nothing to show yet, said kindly, with the next step when there is one. */
export function EmptyBlock({ title, description, action }: EmptyContent) {
  return (
    <EmptyState py="xl" icon={<InboxIcon size={28} />} variant="light" color="honey" title={title} description={description}>
      {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
    </EmptyState>
  );
}

type FilteredEmptyContent = EmptyContent & {
  /** Whether filters narrow the list. */
  filtered: boolean;
  /** Clears the filters: offered as 'Clear filters' when they hide every result. */
  onClear: () => void;
  /** The title when the filters hide every result, e.g. 'No projects match these filters'. */
  filteredTitle: string;
  filteredDescription?: ReactNode;
};

/**
 * QueryState's `empty` for a list with filters: while they are set, `filteredTitle` (and `filteredDescription`)
 * with a 'Clear filters' button; otherwise the list's own `title`, `description` and `action`.
 */
export function filteredEmpty({ filtered, onClear, filteredTitle, filteredDescription, ...unfiltered }: FilteredEmptyContent): EmptyContent {
  if (!filtered) return unfiltered;
  return { title: filteredTitle, description: filteredDescription, action: <Button onClick={onClear}>Clear filters</Button> };
}

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  loadingLabel?: string;
  /** The room the loading state keeps for the content (LoadingState's `reserve`). */
  loadingReserve?: string;
  errorTitle?: string;
  /** Decides when loaded data counts as empty (default: an empty array). */
  isEmpty?: (data: T) => boolean;
  empty?: EmptyContent;
  children: (data: T) => ReactNode;
};

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

type Refetching = Pick<UseQueryResult, 'isFetching' | 'isPending'>;

/**
 * A list being fetched again behind what it still shows (another page or filter): a small spinner named
 * 'Updating', or with `withText` the word itself in a status line. Nothing on the first load.
 */
export function UpdatingIndicator({ query, withText = false }: { query: Refetching; withText?: boolean }) {
  if (!query.isFetching || query.isPending) return null;
  if (!withText) return <Loader size={14} color="forest" aria-label="Updating" />;
  return (
    <Group gap={6} role="status" aria-live="polite">
      <Loader size={14} color="forest" aria-hidden="true" />
      <Text fz="sm" c="dimmed">
        Updating…
      </Text>
    </Group>
  );
}

/** The one way screens show a fetch: loading, error with retry, empty, or the data. */
export function QueryState<T>({ query, loadingLabel, loadingReserve, errorTitle, isEmpty = isEmptyArray, empty, children }: QueryStateProps<T>) {
  // Data that arrives renders at a transition's priority, in slices a phone can answer input between, instead of
  // in one task with the update that brought it: until then the previous data (or the loading state) stays.
  const data = useDeferredValue(query.data);
  if (query.isError) {
    return <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  }
  if (query.isPending || data === undefined) return <LoadingState label={loadingLabel} reserve={loadingReserve} />;
  if (isEmpty(data)) return <EmptyBlock {...(empty ?? { title: 'Nothing here yet' })} />;
  return <>{children(data)}</>;
}
