import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { ActionIcon, Badge, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { MultiSelect, Select } from '../../../components/ui/select';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PartnerProfile } from '@goodhive/contract';
import { PARTNER_CONTACT_TYPES, PARTNER_INFO_LABELS, PARTNER_INFO_TYPES, type PartnerInfoType } from '@goodhive/contract/texts';
import { toast } from '../../../lib/toast';
import { addPartnerContact, partnerProfileKey, addTaxDetails, removePartnerContact, removeTaxDetails, savePartnerProfile } from '../api/partner-profile';
import { fieldError, toastUnlessFieldErrors } from '../../../lib/form-fields';
import { countriesQuery } from '../../../lib/lookups';

function useProfileUpdate<T>(partnerId: number | undefined, fn: (input: T) => Promise<{ data: PartnerProfile; message?: string }>, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      queryClient.setQueryData(partnerProfileKey(partnerId), result.data);
      if (result.message) toast.success(result.message);
      onDone?.();
    },
    onError: toastUnlessFieldErrors,
  });
}

/** Staff editing a partner's profile pass its id; the partner's own profile passes none. */
type SectionProps = { profile: PartnerProfile; partnerId?: number };

/** The countries the partner is registered, operates and is taxed in (info types reg, ope, tax). */
export function CountriesSection({ profile, partnerId }: SectionProps) {
  const countries = useQuery(countriesQuery());
  const initial = (type: PartnerInfoType) => profile.countries.filter((c) => c.info_type === type).map((c) => String(c.country_id));
  const [lists, setLists] = useState<Record<PartnerInfoType, string[]>>({ reg: initial('reg'), ope: initial('ope'), tax: initial('tax') });
  const save = useProfileUpdate(partnerId, () => savePartnerProfile({ countries: { reg: lists.reg.map(Number), ope: lists.ope.map(Number), tax: lists.tax.map(Number) } }, partnerId));
  const options = (countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="countries-title">
      <Title order={2} fz={20} c="forest.9" id="countries-title" mb="md">
        Countries
      </Title>
      <Stack gap="md">
        {PARTNER_INFO_TYPES.map((type) => (
          <MultiSelect
            key={type}
            label={PARTNER_INFO_LABELS[type]}
            placeholder={lists[type].length ? undefined : 'Choose countries'}
            data={options}
            value={lists[type]}
            onChange={(value) => setLists((l) => ({ ...l, [type]: value }))}
            searchable
            clearable
            nothingFoundMessage="No country matches"
            error={fieldError(save.error, 'countries')}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="light" color="forest" loading={save.isPending} onClick={() => save.mutate(undefined)}>
            Save countries
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const EMPTY_CONTACT = { type: '', title: '', first_name: '', last_name: '', email: '', phone: '', position: '', notifications: false };

/** The partner's contact people: list, add, remove. */
export function ContactsSection({ profile, partnerId }: SectionProps) {
  const [draft, setDraft] = useState(EMPTY_CONTACT);
  const add = useProfileUpdate(partnerId, () => addPartnerContact({ ...draft, type: draft.type as (typeof PARTNER_CONTACT_TYPES)[number] }, partnerId), () => setDraft(EMPTY_CONTACT));
  const remove = useProfileUpdate(partnerId, (id: number) => removePartnerContact(id, partnerId));
  const text = (field: keyof typeof EMPTY_CONTACT, label: string, props: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      value={String(draft[field])}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setDraft((d) => ({ ...d, [field]: value }));
      }}
      error={fieldError(add.error, field)}
      {...props}
    />
  );
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="contacts-title">
      <Title order={2} fz={20} c="forest.9" id="contacts-title" mb="md">
        Contacts
      </Title>
      {profile.contacts.length ? (
        <Stack gap="xs" mb="lg">
          {profile.contacts.map((c) => (
            <Group key={c.id} justify="space-between" wrap="nowrap" p="sm" style={{ border: '1px solid var(--mantine-color-gray-2)', borderRadius: 8 }}>
              <div style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600} fz="sm">
                    {[c.title, c.first_name, c.last_name].filter(Boolean).join(' ')}
                  </Text>
                  <Badge size="sm" variant="light" color="forest" tt="none">
                    {c.type}
                  </Badge>
                  {c.notifications ? (
                    <Badge size="sm" variant="light" color="honey" tt="none">
                      Gets notifications
                    </Badge>
                  ) : null}
                </Group>
                <Text fz="xs" c="dimmed">
                  {[c.position, c.email, c.phone].filter(Boolean).join(' · ')}
                </Text>
              </div>
              <ActionIcon variant="subtle" color="red" aria-label={`Remove ${c.first_name} ${c.last_name}`} onClick={() => remove.mutate(c.id)} loading={remove.isPending && remove.variables === c.id}>
                ×
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text fz="sm" c="dimmed" mb="md">
          No contacts yet. Add the people we should reach about projects, finance and communications.
        </Text>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(undefined);
        }}
        noValidate
        aria-label="Add a contact"
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select label="Contact type" data={[...PARTNER_CONTACT_TYPES]} value={draft.type || null} onChange={(type) => setDraft((d) => ({ ...d, type: type ?? '' }))} error={fieldError(add.error, 'type')} />
          {text('title', 'Title', { maxLength: 16 })}
          {text('position', 'Position', { maxLength: 80 })}
          {text('first_name', 'First name', { maxLength: 40 })}
          {text('last_name', 'Last name', { maxLength: 40 })}
          {text('email', 'Email', { type: 'email' })}
          {text('phone', 'Phone', { type: 'tel' })}
        </SimpleGrid>
        <Group justify="space-between" mt="md">
          <Checkbox label="Send this contact our notifications" checked={draft.notifications} onChange={(event) => {
              const checked = event.currentTarget.checked;
              setDraft((d) => ({ ...d, notifications: checked }));
            }} />
          <Button type="submit" variant="light" color="forest" loading={add.isPending}>
            Add contact
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

/** Tax registrations per country. */
export function TaxSection({ profile, partnerId }: SectionProps) {
  const countries = useQuery(countriesQuery());
  const [draft, setDraft] = useState({ country_id: '', tax_type: '', tax_number: '' });
  const add = useProfileUpdate(
    partnerId,
    () => addTaxDetails({ country_id: Number(draft.country_id), tax_type: draft.tax_type, tax_number: draft.tax_number }, partnerId),
    () => setDraft({ country_id: '', tax_type: '', tax_number: '' }),
  );
  const remove = useProfileUpdate(partnerId, (id: number) => removeTaxDetails(id, partnerId));
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="tax-title">
      <Title order={2} fz={20} c="forest.9" id="tax-title" mb="md">
        Tax details
      </Title>
      {profile.tax_details.length ? (
        <Stack gap="xs" mb="lg">
          {profile.tax_details.map((t) => (
            <Group key={t.id} justify="space-between" p="sm" style={{ border: '1px solid var(--mantine-color-gray-2)', borderRadius: 8 }}>
              <Text fz="sm">
                <strong>{t.country_name}</strong> · {t.tax_type} · {t.tax_number}
              </Text>
              <ActionIcon variant="subtle" color="red" aria-label={`Remove the ${t.tax_type} of ${t.country_name}`} onClick={() => remove.mutate(t.id)}>
                ×
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(undefined);
        }}
        noValidate
        aria-label="Add tax details"
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label="Country"
            searchable
            data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={draft.country_id || null}
            onChange={(value) => setDraft((d) => ({ ...d, country_id: value ?? '' }))}
            error={fieldError(add.error, 'country_id')}
          />
          <TextInput label="Tax type" placeholder="e.g. VAT, PIN, EIN" value={draft.tax_type} onChange={(e) => { const v = e.currentTarget.value; setDraft((d) => ({ ...d, tax_type: v })); }} error={fieldError(add.error, 'tax_type')} maxLength={64} />
          <TextInput label="Tax number" value={draft.tax_number} onChange={(e) => { const v = e.currentTarget.value; setDraft((d) => ({ ...d, tax_number: v })); }} error={fieldError(add.error, 'tax_number')} maxLength={64} />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" variant="light" color="forest" loading={add.isPending}>
            Add tax details
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
