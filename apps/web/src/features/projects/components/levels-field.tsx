import '@mantine/core/styles/NumberInput.css';
import { ActionIcon, Button, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { PROJECT_LIMITS } from '@goodhive/contract/texts';
import { PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { emptyLevel, type ProjectFormValues } from '../project-form-values';
import { listError } from './form-section';

type LevelsFieldProps = {
  /** Paid contributions per saved level id: such a level keeps its history when it is removed. */
  contributionsByLevel?: Record<number, number>;
};

/** The impact levels givers choose from: price per impact (USD), what one impact is, and whom it reaches. */
export function LevelsField({ contributionsByLevel = {} }: LevelsFieldProps) {
  const { control, register, formState } = useFormContext<ProjectFormValues>();
  const levels = useFieldArray({ control, name: 'impact_levels', keyName: 'key' });
  const errors = formState.errors.impact_levels;
  return (
    <Stack gap="sm">
      {levels.fields.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No impact levels yet. Givers need at least one to fund the project.
        </Text>
      ) : null}
      {levels.fields.map((row, index) => {
        const n = index + 1;
        const given = row.id ? (contributionsByLevel[row.id] ?? 0) : 0;
        return (
          <Paper key={row.key} withBorder radius="md" p="sm" data-testid="level-row">
            <Group align="flex-start" gap="sm" wrap="wrap">
              <Controller
                control={control}
                name={`impact_levels.${index}.price`}
                render={({ field, fieldState }) => (
                  <NumberInput
                    ref={field.ref}
                    label={`Price per impact (USD), level ${n}`}
                    leftSection="$"
                    decimalScale={2}
                    fixedDecimalScale
                    min={0}
                    max={PROJECT_LIMITS.priceMax}
                    thousandSeparator=","
                    allowNegative={false}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    style={{ flex: '1 1 150px' }}
                  />
                )}
              />
              <TextInput
                label={`Impact unit, level ${n}`}
                placeholder="e.g. tree planted"
                maxLength={PROJECT_LIMITS.impactUnitMax}
                error={errors?.[index]?.impact_unit?.message}
                style={{ flex: '2 1 220px' }}
                {...register(`impact_levels.${index}.impact_unit`)}
              />
              <Controller
                control={control}
                name={`impact_levels.${index}.beneficiaries_per_unit`}
                render={({ field, fieldState }) => (
                  <NumberInput
                    ref={field.ref}
                    label={`Beneficiaries per unit, level ${n}`}
                    min={0}
                    max={PROJECT_LIMITS.beneficiariesMax}
                    allowDecimal={false}
                    allowNegative={false}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    style={{ flex: '1 1 150px' }}
                  />
                )}
              />
              <ActionIcon variant="subtle" color="red.8" size="lg" mt={26} aria-label={`Remove impact level ${n}`} onClick={() => levels.remove(index)}>
                <TrashIcon size={18} />
              </ActionIcon>
            </Group>
            {given > 0 ? (
              <Text fz="xs" c="dimmed" mt={6}>
                {given === 1 ? '1 paid contribution' : `${given.toLocaleString('en-US')} paid contributions`} chose this level; their records stay
                if it is removed.
              </Text>
            ) : null}
          </Paper>
        );
      })}
      {listError(errors) ? (
        <Text c="red.8" fz="sm" role="alert">
          {listError(errors)}
        </Text>
      ) : null}
      <Button
        variant="light"
        color="forest"
        leftSection={<PlusIcon size={16} />}
        w="fit-content"
        disabled={levels.fields.length >= PROJECT_LIMITS.levelsMax}
        onClick={() => levels.append(emptyLevel(), { focusName: `impact_levels.${levels.fields.length}.price` })}
      >
        Add an impact level
      </Button>
    </Stack>
  );
}
