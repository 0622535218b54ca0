import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BillingAddress } from '@goodhive/contract';
import { BILLING_ADDRESS_LIMITS, billingLabels, billingMessages } from '@goodhive/contract/texts';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { countriesQuery } from '../../../lib/lookups';
import { toast } from '../../../lib/toast';
import { useSaveBillingAddress } from '../api/billing';

type Field = keyof BillingAddress;
const REQUIRED = billingMessages.addressRequired as Partial<Record<Field, string>>;

/** The billing address form (the Address fields); required fields are said at once, the rest by the server. */
export function AddressSection({ address }: { address: BillingAddress }) {
  const countries = useQuery(countriesQuery());
  const save = useSaveBillingAddress();
  const [values, setValues] = useState<Record<Field, string>>({
    address_1: address.address_1 ?? '',
    address_2: address.address_2 ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    country_name: address.country_name ?? '',
    zip_code: address.zip_code ?? '',
  });
  const [checked, setChecked] = useState(false);
  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };
  const errorOf = (field: Field) => {
    if (checked && REQUIRED[field] && !values[field].trim()) return REQUIRED[field];
    return save.error instanceof ApiError ? save.error.fieldError(field) : undefined;
  };
  const text = (field: Field, label: string, required = false, autoComplete?: string) => (
    <TextInput label={label} value={values[field]} onChange={set(field)} error={errorOf(field)} required={required} maxLength={BILLING_ADDRESS_LIMITS[field]} autoComplete={autoComplete} />
  );

  return (
    <Paper shadow="xs" p="lg" component="section" aria-labelledby="billing-address">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          if (Object.keys(REQUIRED).some((f) => !values[f as Field].trim())) return;
          save.mutate(values, { onSuccess: () => toast.success(billingMessages.addressSaved) });
        }}
      >
        <Stack gap="md">
          <Title order={2} fz="lg" id="billing-address">
            {billingLabels.address}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {text('address_1', 'Address line 1', true, 'address-line1')}
            {text('address_2', 'Address line 2', false, 'address-line2')}
            {text('city', 'City', true, 'address-level2')}
            {text('state', 'State or region', false, 'address-level1')}
            <Select
              label="Country"
              placeholder={countries.isPending ? 'Loading countries…' : 'Choose a country'}
              data={(countries.data ?? []).map((c) => c.name)}
              value={values.country_name || null}
              onChange={(value) => setValues((v) => ({ ...v, country_name: value ?? '' }))}
              searchable
              error={errorOf('country_name')}
              required
            />
            {text('zip_code', 'Postcode', true, 'postal-code')}
          </SimpleGrid>
          {save.isError && !(save.error instanceof ApiError && save.error.status === 422) ? (
            <Text c="red.8" fz="sm" role="alert">
              {errorMessage(save.error)}
            </Text>
          ) : null}
          <Group>
            <Button type="submit" color="forest" loading={save.isPending}>
              {billingLabels.saveAddress}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
