import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TaxDetail } from '@goodhive/contract';
import { TAX_TYPES, billingLabels, billingMessages, taxNumberProblem, type TaxType } from '@goodhive/contract/texts';
import { DataTable } from '../../../components/ui/data-table';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { countriesQuery } from '../../../lib/lookups';
import { toast } from '../../../lib/toast';
import { useAddTaxDetail, useRemoveTaxDetail } from '../api/billing';

const serverError = (error: unknown, field: string) => (error instanceof ApiError ? error.fieldError(field) : undefined);

/** The tax details: a table with remove, and the add form (type, number checked against the type, country). */
export function TaxSection({ taxDetails }: { taxDetails: TaxDetail[] }) {
  const countries = useQuery(countriesQuery());
  const add = useAddTaxDetail();
  const remove = useRemoveTaxDetail();
  const [type, setType] = useState<TaxType | null>('VAT');
  const [number, setNumber] = useState('');
  const [countryId, setCountryId] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);

  const localNumber = checked && type ? taxNumberProblem(type, number) : null;
  const localCountry = checked && !countryId ? billingMessages.countryRequired : null;
  const submit = () => {
    setChecked(true);
    if (!type || taxNumberProblem(type, number) || !countryId) return;
    add.mutate(
      { tax_type: type, tax_number: number, country_id: Number(countryId) },
      {
        onSuccess: () => {
          toast.success(billingMessages.taxAdded);
          setNumber('');
          setChecked(false);
        },
      },
    );
  };

  return (
    <Paper shadow="xs" p="lg" component="section" aria-labelledby="billing-tax">
      <Stack gap="md">
        <Title order={2} fz="lg" id="billing-tax">
          {billingLabels.taxDetails}
        </Title>
        {taxDetails.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {billingMessages.noTaxDetails}
          </Text>
        ) : (
          <DataTable minWidth={480} testId="billing-tax-table" framed={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Type</Table.Th>
                <Table.Th scope="col">Number</Table.Th>
                <Table.Th scope="col">Country</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {taxDetails.map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td>{t.tax_type}</Table.Td>
                  <Table.Td>{t.tax_number}</Table.Td>
                  <Table.Td>{t.country_name}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      loading={remove.isPending && remove.variables === t.id}
                      aria-label={`${billingLabels.removeTax}: ${t.tax_type} ${t.tax_number}`}
                      onClick={() => remove.mutate(t.id, { onSuccess: () => toast.success(billingMessages.taxRemoved), onError: (e) => toast.error(errorMessage(e)) })}
                    >
                      {billingLabels.removeTax}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        )}
        <form
          noValidate
          aria-label={billingLabels.addTax}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Select
                label="Tax type"
                data={TAX_TYPES.map((t) => ({ value: t, label: t }))}
                value={type}
                onChange={(value) => setType(value as TaxType | null)}
                allowDeselect={false}
                error={serverError(add.error, 'tax_type')}
                required
              />
              <TextInput
                label="Tax number"
                value={number}
                onChange={(event) => setNumber(event.currentTarget.value)}
                error={localNumber ?? serverError(add.error, 'tax_number')}
                required
                autoComplete="off"
              />
              <Select
                label="Country"
                placeholder={countries.isPending ? 'Loading countries…' : 'Choose a country'}
                data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                value={countryId}
                onChange={setCountryId}
                searchable
                error={localCountry ?? serverError(add.error, 'country_id')}
                required
              />
            </SimpleGrid>
            {add.isError && !(add.error instanceof ApiError && add.error.status === 422) ? (
              <Text c="red.8" fz="sm" role="alert">
                {errorMessage(add.error)}
              </Text>
            ) : null}
            <Group>
              <Button type="submit" variant="light" color="forest" loading={add.isPending}>
                {billingLabels.addTax}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
