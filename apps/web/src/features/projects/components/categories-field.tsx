import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { MultiSelect } from '../../../components/ui/select';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext } from 'react-hook-form';
import { PROJECT_LIMITS } from '@goodhive/contract/texts';
import { categoriesQuery } from '../../../lib/lookups';

/** The categories picker of the project and bundle forms (field `category_ids`, string ids). */
export function CategoriesField() {
  const { control } = useFormContext<{ category_ids: string[] }>();
  const categories = useQuery(categoriesQuery());
  return (
    <Controller
      control={control}
      name="category_ids"
      render={({ field, fieldState }) => (
        <MultiSelect
          ref={field.ref}
          label="Categories"
          description={`Up to ${PROJECT_LIMITS.categoriesMax}.`}
          placeholder={field.value.length ? undefined : categories.isPending ? 'Loading categories…' : 'Choose categories'}
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          maxValues={PROJECT_LIMITS.categoriesMax}
          error={fieldState.error?.message ?? (categories.isError ? 'The categories could not be loaded.' : undefined)}
          searchable
          clearable
          nothingFoundMessage="No category matches"
        />
      )}
    />
  );
}
