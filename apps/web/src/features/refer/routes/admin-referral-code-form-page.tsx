import { Alert, Badge, Button, NumberInput, Paper, SimpleGrid, Stack, Table, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ReferralCodeStatus } from '@goodhive/contract/texts';
import { REFERRAL_STATE_LABELS, referralAdminTexts as t } from '@goodhive/contract/texts';
import { BackLink } from '../../../components/ui/back-link';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, QueryState } from '../../../components/ui/query-state';
import { Select } from '../../../components/ui/select';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { CompanyPicker, type PickedCompany } from '../../admin';
import { codeQuery, useSaveCode, type CodeDetail } from '../api/admin';
import { RewardFields, type RewardValues } from '../components/reward-fields';
import { codeEditPath } from '../refer-paths';

const dateOnly = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

function CodeForm({ code }: { code: CodeDetail | null }) {
  const navigate = useNavigate();
  const save = useSaveCode();
  const [values, setValues] = useState({
    code: code?.code ?? '',
    description: code?.description ?? '',
    usage_limit: code?.usage_limit ?? null,
    expires_on: dateOnly(code?.expires_at ?? null),
    status: (code?.status ?? 'active') as ReferralCodeStatus,
  });
  const [company, setCompany] = useState<PickedCompany | null>(code?.company ?? null);
  const [reward, setReward] = useState<RewardValues>({
    reward_type: code?.reward.reward_type ?? 'none',
    reward_usd: code?.reward.reward_usd ?? null,
    reward_impact_level_id: code?.reward.reward_impact_level_id ?? null,
    reward_quantity: code?.reward.reward_quantity ?? null,
    reward_days: code?.reward.reward_days ?? null,
  });
  const error = (field: string) => (save.error instanceof ApiError ? (save.error.errors?.[field]?.[0] ?? null) : null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { expires_on, ...rest } = values;
    save.mutate(
      { id: code?.id ?? null, body: { ...rest, ...reward, company_id: company?.id ?? null, description: rest.description || null, expires_at: expires_on ? `${expires_on}T23:59:59Z` : null } },
      {
        onSuccess: (result) => {
          toast.success(result.message ?? t.codeSaved);
          if (!code) void navigate(codeEditPath(result.data.id));
        },
      },
    );
  };
  return (
    <Paper p="lg" shadow="xs">
      <form onSubmit={submit} noValidate aria-label="Referral code">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput label="Code" required value={values.code} onChange={(e) => setValues({ ...values, code: e.currentTarget.value })} error={error('code')} />
            <CompanyPicker
              label="Referrer company"
              description={code?.is_personal ? 'A personal code keeps its company' : 'Empty for a staff campaign; search by business name or CID'}
              disabled={code?.is_personal}
              value={company}
              onChange={setCompany}
              error={error('company_id')}
            />
            <Select
              label="Status"
              data={[
                { value: 'active', label: 'Active' },
                { value: 'inactive', label: 'Inactive' },
              ]}
              value={values.status}
              onChange={(v) => setValues({ ...values, status: (v as ReferralCodeStatus | null) ?? 'active' })}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
          <RewardFields value={reward} onChange={setReward} error={error} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <NumberInput label="Usage limit" description="Empty for no limit" allowDecimal={false} min={1} value={values.usage_limit ?? ''} onChange={(v) => setValues({ ...values, usage_limit: v === '' ? null : Number(v) })} error={error('usage_limit')} />
            <TextInput label="Expires on" type="date" description="Empty: never" value={values.expires_on} onChange={(e) => setValues({ ...values, expires_on: e.currentTarget.value })} error={error('expires_at')} />
          </SimpleGrid>
          <Textarea label="Description" autosize minRows={2} value={values.description} onChange={(e) => setValues({ ...values, description: e.currentTarget.value })} error={error('description')} />
          {save.error && !(save.error instanceof ApiError && save.error.errors) ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(save.error)}
            </Alert>
          ) : null}
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            {code ? 'Save referral code' : 'Create referral code'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

function Uses({ code }: { code: CodeDetail }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="code-uses-title">
      <Title order={2} fz={20} c="forest.9" id="code-uses-title">
        Companies that signed up with {code.code}
      </Title>
      {code.uses.length ? (
        <DataTable minWidth={640} testId="code-uses" caption={`${code.used} sign-ups, ${code.converted} paying`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Company</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col">Signed up</Table.Th>
              <Table.Th scope="col">Paying since</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {code.uses.map((u) => (
              <Table.Tr key={u.id}>
                <Table.Td fw={600}>{u.company_name}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={u.status === 'converted' ? 'forest' : 'honey'}>
                    {REFERRAL_STATE_LABELS[u.status]}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDisplayDate(u.joined_at)}</Table.Td>
                <Table.Td>{u.converted_at ? formatDisplayDate(u.converted_at) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </DataTable>
      ) : (
        <EmptyBlock title="Nobody has signed up with this code yet" />
      )}
    </Stack>
  );
}

/** Routes 'referral-codes.create' (/admin/create) and 'referral-codes.edit' (/admin/edit/{id}). */
export function AdminReferralCodeFormPage() {
  const { id } = useParams();
  const codeId = id ? Number(id) : null;
  const code = useQuery({ ...codeQuery(codeId ?? 0), enabled: codeId !== null });
  return (
    <Stack gap="xl">
      <BackLink to={PATHS.adminReferralCodes} label={t.codesTitle} />
      <PageHeader eyebrow="User Management" title={codeId ? 'Edit referral code' : 'Create referral code'} description="The reward goes to both sides, once, when the referred company becomes a paying member." />
      {codeId === null ? (
        <CodeForm code={null} />
      ) : (
        <QueryState query={code} loadingLabel="Loading the referral code…" errorTitle="The referral code could not be loaded" isEmpty={() => false}>
          {(data) => (
            <Stack gap="xl">
              <CodeForm key={data.id} code={data} />
              <Uses code={data} />
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
