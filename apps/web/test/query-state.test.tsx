// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryState } from '../src/components/ui/query-state';
import { ApiError } from '../src/lib/api-error';
import { renderWithProviders, stubBrowserApis } from './render';

/** Just the parts of a query result QueryState reads. */
function queryResult<T>(state: Partial<UseQueryResult<T>>): UseQueryResult<T> {
  return { isPending: false, isError: false, isRefetching: false, refetch: vi.fn(), ...state } as unknown as UseQueryResult<T>;
}

beforeEach(() => stubBrowserApis());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('QueryState', () => {
  it('announces loading', () => {
    renderWithProviders(<QueryState query={queryResult<string[]>({ isPending: true })} loadingLabel="Loading causes…">{() => 'data'}</QueryState>);
    expect(screen.getByRole('status').textContent).toContain('Loading causes…');
  });

  it("shows the server's message and retries on request", () => {
    const refetch = vi.fn();
    renderWithProviders(
      <QueryState query={queryResult<string[]>({ isError: true, error: new ApiError(503, 'The database is not reachable.'), refetch })} errorTitle="Could not load">
        {() => 'data'}
      </QueryState>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load');
    expect(alert.textContent).toContain('The database is not reachable.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('offers no retry when the record is not there or not the caller\'s', () => {
    for (const status of [403, 404]) {
      renderWithProviders(
        <QueryState query={queryResult<string[]>({ isError: true, error: new ApiError(status, 'Project not found.'), refetch: vi.fn() })} errorTitle="Could not load">
          {() => 'data'}
        </QueryState>,
      );
      expect(screen.getByRole('alert').textContent).toContain('Project not found.');
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      cleanup();
    }
  });

  it('says so kindly when there is nothing', () => {
    renderWithProviders(<QueryState query={queryResult<string[]>({ data: [] })} empty={{ title: 'No causes yet' }}>{() => 'data'}</QueryState>);
    expect(screen.getByText('No causes yet')).toBeTruthy();
  });

  it('renders the data otherwise', () => {
    renderWithProviders(<QueryState query={queryResult<string[]>({ data: ['Water'] })}>{(list) => list.join(', ')}</QueryState>);
    expect(screen.getByText('Water')).toBeTruthy();
  });
});
