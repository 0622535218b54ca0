// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadWhenVisible } from '../src/components/ui/load-when-visible';
import { renderWithProviders, stubBrowserApis } from './render';

/** An IntersectionObserver the test drives: `reveal()` tells every observer its element came into view. */
const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
class FakeIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; disconnected: boolean };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}
const reveal = () =>
  act(() => {
    for (const o of observers.filter((o) => !o.disconnected)) o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

beforeEach(() => {
  observers.length = 0;
  stubBrowserApis();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a heavy part that loads when it scrolls into view', () => {
  it('holds its place with a loading state and loads its code only once it nears the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const load = vi.fn(() => Promise.resolve({ default: () => <p>The chart</p> }));
    const Chart = lazy(load);
    renderWithProviders(
      <LoadWhenVisible label="Loading the chart…" style={{ height: 300 }} testId="place">
        <Chart />
      </LoadWhenVisible>,
    );
    expect(screen.getByTestId('place').style.height).toBe('300px');
    expect(screen.getByText('Loading the chart…')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();

    reveal();
    expect(await screen.findByText('The chart')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('loads at once in a browser without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const Chart = lazy(() => Promise.resolve({ default: () => <p>The map</p> }));
    renderWithProviders(
      <LoadWhenVisible label="Loading the map…">
        <Chart />
      </LoadWhenVisible>,
    );
    expect(await screen.findByText('The map')).toBeTruthy();
  });
});
