import { Select } from './select';
import type { CSSProperties } from 'react';
import type { Category } from '@goodhive/contract';

type CategorySelectProps = {
  categories: Category[] | undefined;
  /** The categories could not be loaded: the filter says so and stays off. */
  failed: boolean;
  value: number | null;
  onChange: (categoryId: number | null) => void;
  className?: string;
  style?: CSSProperties;
};

/** The project category filter of the contribution lists. */
export function CategorySelect({ categories, failed, value, onChange, className, style }: CategorySelectProps) {
  return (
    <Select
      label="Category"
      description={failed ? 'The categories could not be loaded.' : 'Project category'}
      placeholder="All categories"
      data={(categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      disabled={failed}
      clearable
      clearButtonProps={{ 'aria-label': 'Clear the category' }}
      searchable
      nothingFoundMessage="No category matches"
      comboboxProps={{ withinPortal: true }}
      className={className}
      style={style}
    />
  );
}
