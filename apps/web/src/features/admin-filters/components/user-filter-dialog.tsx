import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Accordion, Alert, Button, Group, Modal, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { State } from '@goodhive/contract';
import {
  BUSINESS_ACCOUNT_STATUSES,
  BUSINESS_ACCOUNT_STATUS_LABELS,
  CUSTOM_RANGES,
  GIVING_TYPES,
  OPEN_RATE_BANDS,
  REFERRED_TYPES,
  REGISTRATION_TYPES,
  USER_STATUS_OPTIONS,
  USER_TYPE_FILTER_OPTIONS,
  USER_TYPE_GROUPS,
  USER_TYPE_GROUP_LABELS,
  parseFilterDate,
} from '@goodhive/contract/texts';
import { AlertIcon } from '../../../components/ui/icons';
import { MultiSelect, Select } from '../../../components/ui/select';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { categoriesQuery, countriesQuery, industriesQuery } from '../../../lib/lookups';
import { toast } from '../../../lib/toast';
import { FAVOURITES_KEY, deleteFavouriteFilter, favouriteFiltersQuery, saveFavouriteFilter } from '../api/filters';
import { filterBody, valuesOf, type FilterKind, type FilterValues } from '../filter-values';

export type UserFilterDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** 'user': the user filter dialog; 'email': the e-mail-user filter dialog, with Contribution Status Filters. */
  kind: FilterKind;
  value: FilterValues;
  /** The filter to search with (only the fields that are set matter). */
  onApply: (values: FilterValues) => void;
};

const DATE_HINT = 'yyyy-mm-dd or dd-mm-yyyy';
const rangeOptions = CUSTOM_RANGES.map((r) => ({ value: r.value, label: r.label }));
const roleOptions = USER_TYPE_FILTER_OPTIONS.map((o) => ({ value: String(o.role_id), label: o.label }));

type Package = { id: number; name: string };

/**
 * The staff user filter dialog (admin-and-partner.md §2.5): Main Filters, Business Account Filters and Tags &
 * Connection Filters (collapsed), and with kind 'email' the Contribution Status Filters. Fields carry the names
 * they are sent with. Favourite filters are saved, loaded and deleted here. Shared by every staff screen that
 * picks users (the user list, broadcasts).
 */
export function UserFilterDialog({ opened, onClose, kind, value, onApply }: UserFilterDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={kind === 'email' ? 'E-mail user filter' : 'User filter'} size="xl" centered closeButtonProps={{ 'aria-label': 'Close the filter' }}>
      {opened ? <FilterForm kind={kind} initial={value} onApply={onApply} onClose={onClose} /> : null}
    </Modal>
  );
}

function FilterForm({ kind, initial, onApply, onClose }: { kind: FilterKind; initial: FilterValues; onApply: (v: FilterValues) => void; onClose: () => void }) {
  const [values, setValues] = useState<FilterValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  const list = (name: string) => (Array.isArray(values[name]) ? (values[name] as string[]) : []);
  const set = (name: string, next: string | string[] | null) => {
    setValues((v) => ({ ...v, [name]: next ?? '' }));
    setErrors((e) => ({ ...e, [name]: '' }));
  };

  const countries = useQuery(countriesQuery());
  const industries = useQuery(industriesQuery());
  const categories = useQuery(categoriesQuery());
  const packages = useQuery({ queryKey: ['membership', 'packages'], queryFn: () => api.get<Package[]>('/app/packages'), staleTime: 300_000 });
  const milestones = useQuery({ queryKey: ['milestone-emails', 'list'], queryFn: () => api.get<{ id: number; name: string }[]>('/admin/emails'), enabled: kind === 'email', staleTime: 60_000 });
  const milestoneOptions = (milestones.data ?? []).map((m) => ({ value: String(m.id), label: m.name }));
  const countryOptions = (countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const statesOf = (field: string) => list(field).slice(0, 20);
  const userStates = useStates(statesOf('user_country'));
  const busStates = useStates(statesOf('bus_country'));

  const field = (name: string, label: string, extra?: { placeholder?: string; description?: string }) => (
    <TextInput label={label} value={text(name)} onChange={(e) => set(name, e.currentTarget.value)} error={errors[name] || undefined} name={name} {...extra} />
  );
  const date = (name: string, label: string) => field(name, label, { placeholder: DATE_HINT });
  const number = (name: string, label: string) => (
    <TextInput label={label} value={text(name)} onChange={(e) => set(name, e.currentTarget.value)} error={errors[name] || undefined} inputMode="decimal" name={name} />
  );
  const select = (name: string, label: string, data: { value: string; label: string }[], placeholder = 'Any') => (
    <Select label={label} data={data} value={text(name) || null} onChange={(v) => set(name, v)} clearable placeholder={placeholder} error={errors[name] || undefined} />
  );
  const multi = (name: string, label: string, data: { value: string; label: string }[], placeholder = 'Any') => (
    <MultiSelect label={label} data={data} value={list(name)} onChange={(v) => set(name, v)} searchable clearable placeholder={list(name).length ? undefined : placeholder} error={errors[name] || undefined} />
  );

  /** Checks the dates and ranges as the server will, so a mistake is shown beside its field at once. */
  const apply = async () => {
    const found: Record<string, string> = {};
    for (const [name, v] of Object.entries(values)) {
      if (typeof v === 'string' && v.trim() && /(_from|_to)$/.test(name) && !parseFilterDate(v.trim())) found[name] = `Write the date as ${DATE_HINT}.`;
    }
    // The contract's schema (with zod) loads only when a filter is applied, keeping it out of the screen's first load.
    const { userFilterFieldsSchema } = await import('@goodhive/contract');
    const checked = userFilterFieldsSchema.safeParse(filterBody(values));
    if (!checked.success) {
      for (const issue of checked.error.issues) found[String(issue.path[0] ?? 'keyword')] ??= issue.message;
    }
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    onApply(values);
    onClose();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
    >
      <Stack gap="md">
        <Favourites kind={kind} values={values} onLoad={(v) => setValues(v)} />
        <Accordion multiple defaultValue={['main', ...(kind === 'email' ? ['contribution'] : [])]} variant="separated">
          <Section value="main" title="Main Filters">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {field('keyword', 'Name, UID or e-mail')}
              {select('select_user_type', 'User group', USER_TYPE_GROUPS.map((g) => ({ value: g, label: USER_TYPE_GROUP_LABELS[g] })))}
              {multi('current_user_type', 'Current user type', roleOptions)}
              {multi('previous_user_type', 'Previous user type', roleOptions)}
              {select('user_status', 'User status', USER_STATUS_OPTIONS.map((o) => ({ value: String(o.value), label: o.label })))}
              {multi('reg_type', 'Registration type', REGISTRATION_TYPES.map((t) => ({ value: t.value, label: t.label })))}
              {date('joining_date_from', 'Joined from')}
              {date('joining_date_to', 'Joined to')}
              {select('joining_custom', 'Joined (custom range)', rangeOptions)}
              {date('upgrade_from', 'Upgraded from')}
              {date('upgrade_to', 'Upgraded to')}
              {multi('user_country', 'Countries', countryOptions)}
              {multi('user_state', 'States', userStates, list('user_country').length ? 'Any' : 'Choose countries first')}
            </SimpleGrid>
          </Section>
          <Section value="business" title="Business Account Filters">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {field('bus_name', 'Business name')}
              {select('bus_acc_status', 'Business account status', BUSINESS_ACCOUNT_STATUSES.map((s) => ({ value: s, label: BUSINESS_ACCOUNT_STATUS_LABELS[s] })))}
              {select('bus_package', 'Package', (packages.data ?? []).map((p) => ({ value: String(p.id), label: p.name })))}
              {select('bus_cate', 'Gives to category', (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })))}
              {date('reg_date_from', 'Business registered from')}
              {date('reg_date_to', 'Business registered to')}
              {select('bus_cus_date', 'Business registered (custom range)', rangeOptions)}
              {field('bus_city', 'City')}
              {multi('bus_country', 'Business countries', countryOptions)}
              {multi('bus_state', 'Business states', busStates, list('bus_country').length ? 'Any' : 'Choose countries first')}
              {multi('bus_indus', 'Industries', (industries.data ?? []).map((i) => ({ value: String(i.id), label: i.name })))}
            </SimpleGrid>
          </Section>
          <Section value="tags" title="Tags & Connection Filters">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TagsInput label="Include tags" value={list('include_tag')} onChange={(v) => set('include_tag', v)} placeholder="Type a tag, press Enter" error={errors.include_tag || undefined} />
              <TagsInput label="Exclude tags" value={list('exclude_tag')} onChange={(v) => set('exclude_tag', v)} placeholder="Type a tag, press Enter" error={errors.exclude_tag || undefined} />
              {multi('refered_type', 'Came through', REFERRED_TYPES.map((t) => ({ value: t.value, label: t.label })))}
              {select('joining_down_custom', 'Downgraded (custom range)', rangeOptions)}
            </SimpleGrid>
          </Section>
          {kind === 'email' ? (
            <Section value="contribution" title="Contribution Status Filters">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {date('lastgiving_from', 'Last giving from')}
                {date('lastgiving_to', 'Last giving to')}
                {select('con_custom_range', 'Giving counted within', rangeOptions, 'All time')}
                {select('contri_giving_type', 'Giving type', GIVING_TYPES.map((t) => ({ value: t.value, label: t.label })))}
                {number('noof_giving_more', 'Number of givings more than')}
                {number('noof_giving_less', 'Number of givings less than')}
                {number('con_giving_impact_more', 'DGI more than')}
                {number('con_giving_impact_less', 'DGI less than')}
                {number('giving_amount_more', 'USD amount more than')}
                {number('giving_amount_less', 'USD amount less than')}
                {number('con_lgi_more', 'LGI more than')}
                {number('con_lgi_less', 'LGI less than')}
                {date('lastmsg_from', 'Last message from')}
                {date('lastmsg_to', 'Last message to')}
                {multi('mail_open_rate', 'Mail open rate', OPEN_RATE_BANDS.map((b) => ({ value: b.value, label: b.label })))}
                {select('msg_open_last_custom', 'Opens counted within', rangeOptions, 'All time')}
                {number('profile_rate', 'Profile completeness at least (%)')}
                {number('emp_more', 'Employees more than')}
                {number('emp_less', 'Employees less than')}
                {number('invite_more_user', 'Invitations sent more than')}
                {number('invite_less_user', 'Invitations sent less than')}
                {number('invited_more', 'Businesses referred more than')}
                {number('invited_less', 'Businesses referred less than')}
                {multi('include_milestone', 'Sent the milestone e-mail', milestoneOptions)}
                {multi('exclude_milestone', 'Not sent the milestone e-mail', milestoneOptions)}
              </SimpleGrid>
              <Text fz="xs" c="dimmed" mt="sm">
                DGI counts the impacts a user gave; LGI the impacts the other people of the companies they run gave. A milestone e-mail counts once
                the member reached its milestone.
              </Text>
            </Section>
          ) : null}
        </Accordion>
        <Group justify="space-between">
          <Button variant="subtle" color="gray" onClick={() => setValues({})}>
            Clear all
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Search</Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

function Section({ value, title, children }: { value: string; title: string; children: ReactNode }) {
  return (
    <Accordion.Item value={value}>
      <Accordion.Control>
        <Text fw={650} c="forest.9">
          {title}
        </Text>
      </Accordion.Control>
      <Accordion.Panel>{children}</Accordion.Panel>
    </Accordion.Item>
  );
}

/** The states of the chosen countries, as multi-select options (grouped by nothing: names carry their country). */
function useStates(countryIds: string[]) {
  const results = useQueries({
    queries: countryIds.map((id) => ({ queryKey: ['lookups', 'states', Number(id)], queryFn: () => api.get<State[]>(`/app/states/${id}`, { auth: false }), staleTime: Infinity })),
  });
  return results.flatMap((r) => (r.data ?? []).map((s) => ({ value: String(s.id), label: s.name })));
}

/** Load, save under a name, and delete favourite filters. */
function Favourites({ kind, values, onLoad }: { kind: FilterKind; values: FilterValues; onLoad: (v: FilterValues) => void }) {
  const queryClient = useQueryClient();
  const favourites = useQuery(favouriteFiltersQuery());
  const [chosen, setChosen] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  useEffect(() => setNameError(null), [name]);
  const save = useMutation({
    mutationFn: () => saveFavouriteFilter(name.trim(), kind, values),
    onSuccess: async (result) => {
      toast.success(result.message ?? 'Favourite filter saved.');
      setName('');
      setChosen(String(result.data.id));
      await queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY });
    },
    onError: (error) => setNameError(errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteFavouriteFilter(id),
    onSuccess: async (result) => {
      toast.success(result.message ?? 'Favourite filter deleted.');
      setChosen(null);
      await queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY });
    },
  });
  const options = (favourites.data ?? []).map((f) => ({ value: String(f.id), label: f.name }));
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Favourite filter"
          data={options}
          value={chosen}
          placeholder={favourites.isPending ? 'Loading…' : options.length ? 'Choose a saved filter' : 'No favourites yet'}
          onChange={(id) => {
            setChosen(id);
            const found = favourites.data?.find((f) => String(f.id) === id);
            if (found) onLoad(valuesOf(found.filters));
          }}
          clearable
          w={260}
        />
        <Button variant="light" color="red" disabled={!chosen} loading={remove.isPending} onClick={() => chosen && remove.mutate(Number(chosen))}>
          Delete favourite
        </Button>
        <TextInput label="Save these filters as" placeholder="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} error={nameError} w={220} />
        <Button variant="light" disabled={!name.trim()} loading={save.isPending} onClick={() => save.mutate()}>
          Save favourite
        </Button>
      </Group>
      {remove.isError ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {errorMessage(remove.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
