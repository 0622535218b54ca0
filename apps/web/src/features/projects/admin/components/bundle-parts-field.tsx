import '@mantine/core/styles/NumberInput.css';
import { Badge, Checkbox, Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { PROJECT_LIMITS, formatAmount } from '@goodhive/contract/texts';
import { listError } from '../../components/form-section';
import { bundleFigures, type BundleFormValues, type PartChoice } from '../bundle-form-values';

/** The parts of a bundle (each a quantity of one impact level) and the price and reach of one bundle, as they are chosen. */
export function BundlePartsField({ choices }: { choices: readonly PartChoice[] }) {
  const { control, formState } = useFormContext<BundleFormValues>();
  const { field } = useController({ control, name: 'items' });
  const items = field.value;
  const figures = bundleFigures(items, choices);
  const errors = formState.errors.items;
  const indexOf = (levelId: number) => items.findIndex((i) => i.impact_level_id === levelId);
  const toggle = (levelId: number, on: boolean) =>
    field.onChange(on ? [...items, { impact_level_id: levelId, quantity: 1 }] : items.filter((i) => i.impact_level_id !== levelId));
  const setQuantity = (levelId: number, quantity: number | string) => field.onChange(items.map((i) => (i.impact_level_id === levelId ? { ...i, quantity } : i)));

  return (
    <Stack gap="md">
      <Stack gap="xs" component="ul" aria-label="Impact levels of the worthy cause’s live projects" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {choices.map((part) => {
          const index = indexOf(part.impact_level_id);
          const chosen = index >= 0;
          const name = `${part.impact_unit} (${part.project_title})`;
          const rowError = chosen ? (errors?.[index]?.quantity?.message ?? errors?.[index]?.impact_level_id?.message) : undefined;
          return (
            <Paper key={part.impact_level_id} component="li" withBorder radius="md" p="sm" bg={chosen ? 'forest.0' : undefined} data-testid="bundle-part">
              <Group justify="space-between" align="center" gap="sm" wrap="wrap">
                <Stack gap={2} style={{ flex: '1 1 260px', minWidth: 0 }}>
                  <Checkbox
                    checked={chosen}
                    onChange={(event) => toggle(part.impact_level_id, event.currentTarget.checked)}
                    disabled={!chosen && (!part.givable || items.length >= PROJECT_LIMITS.bundleItemsMax)}
                    label={
                      <span>
                        <Text span fw={600} fz="sm">
                          {part.impact_unit}
                        </Text>{' '}
                        <Text span c="dimmed" fz="sm">
                          · {part.project_title}
                        </Text>
                        {part.givable ? null : (
                          <Badge ml={6} color="orange" variant="light" size="xs" tt="none">
                            No longer givable
                          </Badge>
                        )}
                      </span>
                    }
                  />
                  <Text fz="xs" c="dimmed" pl={32}>
                    US ${formatAmount(part.price)} per impact
                    {part.beneficiaries_per_unit === null ? '' : ` · ${part.beneficiaries_per_unit.toLocaleString('en-US')} ${part.beneficiaries_per_unit === 1 ? 'beneficiary' : 'beneficiaries'} each`}
                  </Text>
                  {rowError ? (
                    <Text c="red.8" fz="xs" pl={32} role="alert">
                      {rowError}
                    </Text>
                  ) : null}
                </Stack>
                <NumberInput
                  aria-label={`Quantity of ${name}`}
                  placeholder="Quantity"
                  value={chosen ? items[index].quantity : ''}
                  onChange={(value) => setQuantity(part.impact_level_id, value)}
                  disabled={!chosen}
                  min={1}
                  max={10_000}
                  allowDecimal={false}
                  allowNegative={false}
                  size="sm"
                  w={120}
                  ml={{ base: 32, sm: 0 }}
                  error={Boolean(rowError)}
                />
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {listError(errors) ? (
        <Text c="red.8" fz="sm" role="alert">
          {listError(errors)}
        </Text>
      ) : null}
      <Paper bg="forest.0" radius="md" p="md" aria-live="polite">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Group gap={6} align="baseline">
            <Text fz="sm" c="dimmed">
              Price per bundle
            </Text>
            <Text fw={800} fz="xl" c="forest.9" data-testid="bundle-price">
              US ${formatAmount(figures.price)}
            </Text>
          </Group>
          <Group gap={6} align="baseline">
            <Text fz="sm" c="dimmed">
              Beneficiaries per bundle
            </Text>
            <Text fw={800} fz="xl" c="forest.9" data-testid="bundle-beneficiaries">
              {figures.complete ? figures.beneficiaries.toLocaleString('en-US') : '—'}
            </Text>
          </Group>
          <Text fz="sm" c="dimmed">
            {items.length} of {PROJECT_LIMITS.bundleItemsMin}–{PROJECT_LIMITS.bundleItemsMax} parts chosen
          </Text>
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
