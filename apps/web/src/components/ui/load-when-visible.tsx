import { Suspense, useRef, type CSSProperties, type ReactNode } from 'react';
import { useNearViewport } from '../../lib/hooks/use-near-viewport';
import { LoadingState } from './query-state';

type LoadWhenVisibleProps = {
  /** The lazily loaded part: rendered, and so downloaded, once its place nears the viewport. */
  children: ReactNode;
  /** What the loading place says, e.g. 'Loading the chart…'. */
  label: string;
  className?: string;
  /** The place's size, so nothing below it moves when the part arrives (a height or an aspect ratio). */
  style?: CSSProperties;
  testId?: string;
};

/**
 * Holds the place of a heavy part of a screen at its final size and renders the part only when the user scrolls
 * near it, with a loading state until its code has arrived.
 */
export function LoadWhenVisible({ children, label, className, style, testId }: LoadWhenVisibleProps) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  const loading = <LoadingState label={label} />;
  return (
    <div ref={place} className={className} style={style} data-testid={testId}>
      {near ? <Suspense fallback={loading}>{children}</Suspense> : loading}
    </div>
  );
}
