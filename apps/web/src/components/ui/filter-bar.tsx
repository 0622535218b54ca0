import { Button } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './filter-bar.module.css';

/** The theme's widths: phones (base), then 36em, 48em, 62em and 75em. */
const WIDTHS = ['base', 'xs', 'sm', 'md', 'lg'] as const;
type Width = (typeof WIDTHS)[number];

/** Per width, from narrow to wide; a width left out keeps the narrower one's value. */
type Responsive<T> = { base: T } & Partial<Record<Exclude<Width, 'base'>, T>>;

/** Columns as a count of equal columns, or as grid tracks (e.g. 'minmax(0, 2fr) repeat(2, minmax(0, 1fr))'). */
type Columns = number | string;

function cascade<T>(values: Partial<Record<Width, T>>, fallback: T, toCss: (value: T) => string, name: string): CSSProperties {
  const vars: Record<string, string> = {};
  let current = fallback;
  for (const width of WIDTHS) {
    current = values[width] ?? current;
    vars[`--filter-${name}-${width}`] = toCss(current);
  }
  return vars as CSSProperties;
}

const tracks = (columns: Columns) => (typeof columns === 'number' ? `repeat(${columns}, minmax(0, 1fr))` : columns);

type FilterBarProps = {
  columns: Responsive<Columns>;
  /** Filters line up at their bottom edge (the default) or at their labels. */
  align?: 'end' | 'start';
  /** A landmark section (the default), or a plain group inside the results' own section. */
  as?: 'section' | 'group';
  children: ReactNode;
};

/** A list's filters, named 'Filters' for assistive technology, on a grid whose columns follow the screen width. */
export function FilterBar({ columns, align = 'end', as = 'section', children }: FilterBarProps) {
  const props = { 'aria-label': 'Filters', className: classes.bar, 'data-align': align, style: cascade(columns, columns.base, tracks, 'cols') };
  return as === 'group' ? (
    <div role="group" {...props}>
      {children}
    </div>
  ) : (
    <section {...props}>{children}</section>
  );
}

/** How many columns a filter spans: a count, or its whole row. */
type Span = number | 'row';

/**
 * Props that make one filter of a FilterBar span more than one column at some widths, e.g.
 * `filterSpan({ base: 'row', md: 1 })`: a row of its own on phones, one column on wide screens.
 */
export function filterSpan(span: Partial<Record<Width, Span>>): { className: string; style: CSSProperties } {
  return { className: classes.item, style: cascade(span, 1, (s) => (s === 'row' ? '1 / -1' : s === 1 ? 'auto' : `span ${s}`), 'span') };
}

type ClearFiltersButtonProps = {
  /** Whether any filter narrows the list: the button shows only then. */
  active: boolean;
  onClear: () => void;
  /** A row of its own in the FilterBar, at every width. */
  ownRow?: boolean;
};

/** A FilterBar's 'Clear filters', there only while a filter is set. */
export function ClearFiltersButton({ active, onClear, ownRow = false }: ClearFiltersButtonProps) {
  if (!active) return null;
  return (
    <Button variant="subtle" color="forest" onClick={onClear} w="fit-content" {...(ownRow ? filterSpan({ base: 'row' }) : {})}>
      Clear filters
    </Button>
  );
}
