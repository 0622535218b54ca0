import { Alert, Button, NumberInput, Paper, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ReferralProgramme } from '@goodhive/contract';
import type { ReferralCodeStatus } from '@goodhive/contract/texts';
import { referralAdminTexts as t } from '@goodhive/contract/texts';
import { BackLink } from '../../../components/ui/back-link';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { Select } from '../../../components/ui/select';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { programmeQuery, useSaveProgramme } from '../api/admin';
import { ImpactLevelSelect } from '../components/impact-level-select';
import { programmeEditPath } from '../refer-paths';

const today = () => new Date().toISOString().slice(0, 10);

function ProgrammeForm({ programme }: { programme: ReferralProgramme | null }) {
  const navigate = useNavigate();
  const save = useSaveProgramme();
  const [v, setV] = useState({
    name: programme?.name ?? '',
    description: programme?.description ?? '',
    impact_level_id: programme?.impact_level_id ?? null,
    quantity: programme?.quantity ?? null,
    starts_on: programme?.starts_at.slice(0, 10) ?? today(),
    ends_on: programme?.ends_at?.slice(0, 10) ?? '',
    status: (programme?.status ?? 'active') as ReferralCodeStatus,
  });
  const error = (field: string) => (save.error instanceof ApiError ? (save.error.errors?.[field]?.[0] ?? null) : null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        id: programme?.id ?? null,
        body: {
          name: v.name,
          description: v.description || null,
          impact_level_id: v.impact_level_id ?? 0,
          quantity: v.quantity ?? 0,
          starts_at: `${v.starts_on}T00:00:00Z`,
          ends_at: v.ends_on ? `${v.ends_on}T23:59:59Z` : null,
          status: v.status,
        },
      },
      {
        onSuccess: (result) => {
          toast.success(result.message ?? t.programmeSaved);
          if (!programme) void navigate(programmeEditPath(result.data.id));
        },
      },
    );
  };
  return (
    <Paper p="lg" shadow="xs">
      <form onSubmit={submit} noValidate aria-label="Referral programme">
        <Stack gap="md">
          <TextInput label="Name" required value={v.name} onChange={(e) => setV({ ...v, name: e.currentTarget.value })} error={error('name')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <ImpactLevelSelect value={v.impact_level_id} onChange={(id) => setV({ ...v, impact_level_id: id })} error={error('impact_level_id')} required />
            <NumberInput label="Impacts per referral" required allowDecimal={false} min={1} value={v.quantity ?? ''} onChange={(x) => setV({ ...v, quantity: x === '' ? null : Number(x) })} error={error('quantity')} />
            <Select
              label="Status"
              data={[
                { value: 'active', label: 'Active' },
                { value: 'inactive', label: 'Inactive' },
              ]}
              value={v.status}
              onChange={(x) => setV({ ...v, status: (x as ReferralCodeStatus | null) ?? 'active' })}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput label="Starts on" type="date" required value={v.starts_on} onChange={(e) => setV({ ...v, starts_on: e.currentTarget.value })} error={error('starts_at')} />
            <TextInput label="Ends on" type="date" description="Empty: no end" value={v.ends_on} onChange={(e) => setV({ ...v, ends_on: e.currentTarget.value })} error={error('ends_at')} />
          </SimpleGrid>
          <Textarea label="Description" autosize minRows={2} value={v.description} onChange={(e) => setV({ ...v, description: e.currentTarget.value })} error={error('description')} />
          {save.error && !(save.error instanceof ApiError && save.error.errors) ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(save.error)}
            </Alert>
          ) : null}
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            {programme ? 'Save programme' : 'Create programme'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** Routes 'admin.referral.referrals-for-good.create' and '.edit'. */
export function AdminProgrammeFormPage() {
  const { id } = useParams();
  const programmeId = id ? Number(id) : null;
  const programme = useQuery({ ...programmeQuery(programmeId ?? 0), enabled: programmeId !== null });
  return (
    <Stack gap="xl">
      <BackLink to={PATHS.adminReferralsForGood} label={t.programmesTitle} />
      <PageHeader eyebrow="User Management" title={programmeId ? 'Edit referral programme' : 'Create referral programme'} />
      {programmeId === null ? (
        <ProgrammeForm programme={null} />
      ) : (
        <QueryState query={programme} loadingLabel="Loading the programme…" errorTitle="The programme could not be loaded" isEmpty={() => false}>
          {(data) => <ProgrammeForm key={data.id} programme={data} />}
        </QueryState>
      )}
    </Stack>
  );
}
