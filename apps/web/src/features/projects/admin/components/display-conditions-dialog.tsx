import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { MultiSelect } from '../../../../components/ui/select';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { displayConditionsInputSchema } from '@goodhive/contract';
import { DISPLAY_ACCOUNT_TYPES, DISPLAY_ACCOUNT_TYPE_LABELS, projectMessages, type DisplayAccountType } from '@goodhive/contract/texts';
import { AlertIcon } from '../../../../components/ui/icons';
import { ApiError } from '../../../../lib/api';
import { errorMessage } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { PROJECTS_KEY } from '../../api/partner-projects';
import { countriesQuery } from '../../../../lib/lookups';
import { saveDisplayConditions, type DisplayConditionRow } from '../api/display-conditions';

export type DisplayConditionsDialogProps = { row: DisplayConditionRow | null; onClose: () => void };

/** Who sees one project in the catalogue: which account types, and in which countries (none chosen: everywhere). */
export function DisplayConditionsDialog({ row, onClose }: DisplayConditionsDialogProps) {
  return (
    <Modal opened={row !== null} onClose={onClose} title="Who sees this project" centered size="lg">
      {row ? <ConditionsForm key={row.project.id} row={row} onClose={onClose} /> : null}
    </Modal>
  );
}

function ConditionsForm({ row, onClose }: { row: DisplayConditionRow; onClose: () => void }) {
  const queryClient = useQueryClient();
  const countries = useQuery(countriesQuery());
  const [types, setTypes] = useState<string[]>(row.display_conditions.account_types);
  const [countryIds, setCountryIds] = useState<string[]>(row.display_conditions.countries.map((c) => String(c.id)));
  const [typesError, setTypesError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => saveDisplayConditions(row.project.id, { account_types: types as DisplayAccountType[], country_ids: countryIds.map(Number) }),
    onSuccess: async (result) => {
      toast.success(result.message ?? projectMessages.displayConditionsSaved);
      onClose();
      await queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
    },
    onError: (error) => {
      const field = error instanceof ApiError ? error.fieldError('account_types') : undefined;
      if (field) setTypesError(field);
    },
  });
  const submit = () => {
    const checked = displayConditionsInputSchema.safeParse({ account_types: types, country_ids: countryIds.map(Number) });
    if (!checked.success) {
      setTypesError(checked.error.issues.find((i) => i.path[0] === 'account_types')?.message ?? checked.error.issues[0].message);
      return;
    }
    save.mutate();
  };
  const otherFailure = save.isError && !(save.error instanceof ApiError && save.error.fieldError('account_types'));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="md">
        <Text fz="sm">
          <strong>{row.project.title}</strong> · {row.partner.worthy_cause_name}
        </Text>
        <Checkbox.Group
          label="Account types"
          description="The kinds of givers who find the project in the catalogue."
          value={types}
          onChange={(value) => {
            setTypes(value);
            setTypesError(null);
          }}
          error={typesError}
          withAsterisk
        >
          <Group gap="lg" mt={6}>
            {DISPLAY_ACCOUNT_TYPES.map((t) => (
              <Checkbox key={t} value={t} label={DISPLAY_ACCOUNT_TYPE_LABELS[t]} />
            ))}
          </Group>
        </Checkbox.Group>
        <MultiSelect
          label="Countries"
          description="Only givers in these countries see it. Leave empty to show it in every country."
          placeholder={countryIds.length ? undefined : countries.isPending ? 'Loading countries…' : 'Every country'}
          data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={countryIds}
          onChange={setCountryIds}
          searchable
          clearable
          nothingFoundMessage="No country matches"
          error={countries.isError ? 'The countries could not be loaded.' : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        {otherFailure ? (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {errorMessage(save.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
