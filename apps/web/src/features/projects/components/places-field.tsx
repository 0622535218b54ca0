import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { Select } from '../../../components/ui/select';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { PROJECT_LIMITS } from '@goodhive/contract/texts';
import { PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { statesQuery } from '../api/lookups';
import type { ProjectFormValues } from '../project-form-values';
import { listError } from './form-section';
import { countriesQuery } from '../../../lib/lookups';

type Option = { value: string; label: string };

/** The region picker of one place: the regions of the chosen country, or the whole country. */
function RegionSelect({ index }: { index: number }) {
  const { control } = useFormContext<ProjectFormValues>();
  const countryId = useWatch({ control, name: `locations.${index}.country_id` });
  const states = useQuery({ ...statesQuery(Number(countryId)), enabled: Boolean(countryId) });
  const options = (states.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <Controller
      control={control}
      name={`locations.${index}.state_id`}
      render={({ field, fieldState }) => (
        <Select
          label={`Region of place ${index + 1}`}
          placeholder={!countryId ? 'Choose a country first' : states.isPending ? 'Loading regions…' : options.length ? 'Whole country' : 'No regions listed'}
          data={options}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={!countryId || options.length === 0}
          error={fieldState.error?.message ?? (states.isError ? 'The regions could not be loaded.' : undefined)}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': `Clear the region of place ${index + 1}` }}
          nothingFoundMessage="No region matches"
          style={{ flex: 1, minWidth: 180 }}
        />
      )}
    />
  );
}

/** Where the project works: a country and, optionally, one of its regions, per row. */
export function PlacesField() {
  const { control, setValue, formState } = useFormContext<ProjectFormValues>();
  const places = useFieldArray({ control, name: 'locations' });
  const countries = useQuery(countriesQuery());
  const options: Option[] = (countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const full = places.fields.length >= PROJECT_LIMITS.locationsMax;
  return (
    <Stack gap="sm">
      <Text fw={600} fz="sm" id="places-label">
        Places
      </Text>
      {places.fields.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No places yet. Add each country (and region) where the project works.
        </Text>
      ) : null}
      {places.fields.map((row, index) => (
        <Group key={row.id} align="flex-start" gap="sm" wrap="wrap" data-testid="place-row">
          <Controller
            control={control}
            name={`locations.${index}.country_id`}
            render={({ field, fieldState }) => (
              <Select
                label={`Country of place ${index + 1}`}
                placeholder={countries.isPending ? 'Loading countries…' : 'Choose a country'}
                data={options}
                ref={field.ref}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  setValue(`locations.${index}.state_id`, null);
                }}
                onBlur={field.onBlur}
                error={fieldState.error?.message ?? (countries.isError ? 'The countries could not be loaded.' : undefined)}
                searchable
                nothingFoundMessage="No country matches"
                style={{ flex: 1, minWidth: 180 }}
              />
            )}
          />
          <RegionSelect index={index} />
          <ActionIcon variant="subtle" color="red.8" size="lg" mt={26} aria-label={`Remove place ${index + 1}`} onClick={() => places.remove(index)}>
            <TrashIcon size={18} />
          </ActionIcon>
        </Group>
      ))}
      {listError(formState.errors.locations) ? (
        <Text c="red.8" fz="sm" role="alert">
          {listError(formState.errors.locations)}
        </Text>
      ) : null}
      <Button
        variant="light"
        color="forest"
        leftSection={<PlusIcon size={16} />}
        w="fit-content"
        disabled={full}
        onClick={() => places.append({ country_id: null, state_id: null }, { focusName: `locations.${places.fields.length}.country_id` })}
      >
        Add a place
      </Button>
    </Stack>
  );
}
