import { Alert, Anchor, Button, Checkbox, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { guestGivingTexts, needsCharityDisclosure } from '@goodhive/contract/texts';
import { AlertIcon, CartIcon } from './icons';
import { Select } from './select';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { fieldError } from '../../lib/form-fields';
import { countriesQuery } from '../../lib/lookups';
import { PATHS } from '../../lib/paths';

/** What a guest giver tells: name, e-mail, country, and the charity disclosure where their country needs it. */
export type GuestGiver = { first_name: string; last_name: string; email: string; country_id: number; disclosure_accepted: boolean };

type GuestForm = { first_name: string; last_name: string; email: string; country_id: string | null; disclosure_accepted: boolean };

type GuestGiverFormProps = {
  title: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  /** The call's own field (cart_key, key): its errors show as the form's message. */
  ownField: string;
  onSubmit: (giver: GuestGiver) => void;
  /** Fields of the call placed before the giver's (the campaign's quantity). */
  children?: ReactNode;
};

/**
 * The guest giving form (a guest cart's checkout, a campaign's payment): name, e-mail and country; the charity
 * disclosure for the countries that need it. No account needed; the receipt comes by e-mail with the claim link.
 */
export function GuestGiverForm({ title, submitLabel, pending, error, ownField, onSubmit, children }: GuestGiverFormProps) {
  const titleId = useId();
  const countries = useQuery(countriesQuery());
  const [form, setForm] = useState<GuestForm>({ first_name: '', last_name: '', email: '', country_id: null, disclosure_accepted: false });
  const country = countries.data?.find((c) => String(c.id) === form.country_id);
  const showDisclosure = needsCharityDisclosure(country?.code);
  const text = (field: 'first_name' | 'last_name' | 'email') => ({
    value: form[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setForm((f) => ({ ...f, [field]: value }));
    },
    error: fieldError(error, field),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ first_name: form.first_name, last_name: form.last_name, email: form.email, country_id: Number(form.country_id ?? 0), disclosure_accepted: form.disclosure_accepted });
  };
  const shownFields = ['first_name', 'last_name', 'email', 'country_id', 'disclosure_accepted', 'quantity'];
  const otherError = error && !(error instanceof ApiError && error.errors && Object.keys(error.errors).some((k) => k !== ownField && shownFields.includes(k))) ? errorMessage(error) : null;

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz={18} id={titleId}>
          {title}
        </Title>
        <Text fz="sm" c="dimmed">
          No account needed. Your receipt comes by e-mail, with a link to keep this giving in an account of your own.
        </Text>
        {children}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="First name" required autoComplete="given-name" maxLength={40} {...text('first_name')} />
          <TextInput label="Last name" required autoComplete="family-name" maxLength={40} {...text('last_name')} />
        </SimpleGrid>
        <TextInput label="E-mail" type="email" required autoComplete="email" maxLength={254} {...text('email')} />
        <Select
          label="Country"
          placeholder="Choose your country"
          required
          searchable
          data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={form.country_id}
          onChange={(value) => setForm((f) => ({ ...f, country_id: value, disclosure_accepted: false }))}
          error={fieldError(error, 'country_id')}
        />
        {showDisclosure ? (
          <Alert color="blue" variant="light" title={guestGivingTexts.disclosureTitle} icon={<AlertIcon />}>
            <Stack gap="xs">
              <Text fz="sm">{guestGivingTexts.disclosureText}</Text>
              <Checkbox
                label={guestGivingTexts.disclosureAccept}
                checked={form.disclosure_accepted}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setForm((f) => ({ ...f, disclosure_accepted: checked }));
                }}
                error={fieldError(error, 'disclosure_accepted')}
              />
            </Stack>
          </Alert>
        ) : null}
        {otherError ? (
          <Text fz="sm" c="red.8" role="alert">
            {otherError}
          </Text>
        ) : null}
        <Button type="submit" size="md" fullWidth leftSection={<CartIcon size={18} />} loading={pending}>
          {submitLabel}
        </Button>
        <Text fz="xs" c="dimmed" ta="center">
          Already a member?{' '}
          <Anchor component={Link} to={PATHS.login} fz="xs">
            Sign in to give from your account
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
