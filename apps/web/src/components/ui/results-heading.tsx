import { Group } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, type ReactNode, type RefObject } from 'react';
import { UpdatingIndicator } from './query-state';

/**
 * The heading of a list's results, and a way to bring it into view and keyboard focus after a page change
 * (smoothly unless the user asks for reduced motion; `smooth: false` jumps).
 */
export function useResultsHeading({ smooth = true } = {}) {
  const ref = useRef<HTMLHeadingElement>(null);
  const reveal = () => {
    ref.current?.focus({ preventScroll: true });
    const jump = !smooth || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView(jump ? { block: 'start' } : { block: 'start', behavior: 'smooth' });
  };
  /** A page change (a pager's onChange) that then brings the heading into view. */
  const revealAfter =
    <A extends unknown[]>(change: (...args: A) => void) =>
    (...args: A) => {
      change(...args);
      reveal();
    };
  return { ref, reveal, revealAfter };
}

type ResultsHeadingProps = {
  id: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The count of results, said again to screen readers whenever it changes. */
  children: ReactNode;
  /** The list's query: while it fetches again, 'Updating…' shows beside the heading. */
  query?: Pick<UseQueryResult, 'isFetching' | 'isPending'>;
  /** The heading's font size in pixels. */
  size?: number;
};

/** A list's results heading (focusable, so a page change can move focus there), with 'Updating…' beside it. */
export function ResultsHeading({ id, headingRef, children, query, size = 18 }: ResultsHeadingProps) {
  const heading = (
    <h2 id={id} ref={headingRef} tabIndex={-1} style={{ margin: 0, fontSize: size, outlineOffset: 4 }}>
      <span aria-live="polite" aria-atomic="true">
        {children}
      </span>
    </h2>
  );
  if (!query) return heading;
  return (
    <Group justify="space-between" align="center" gap="sm">
      {heading}
      <UpdatingIndicator query={query} withText />
    </Group>
  );
}
