import { Alert, Button, Group, Paper, Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { hiveTexts, referralAdminTexts as t } from '@goodhive/contract/texts';
import { BackLink } from '../../../components/ui/back-link';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, QueryState } from '../../../components/ui/query-state';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { CompanyPicker, type PickedCompany } from '../../admin';
import { hiveQuery, useHiveMember, useSaveHiveAsStaff, type HiveDetail } from '../api/admin';
import { HiveForm } from '../components/hive-form';
import { hiveEditPath } from '../refer-paths';

function Members({ hive }: { hive: HiveDetail }) {
  const [company, setCompany] = useState<PickedCompany | null>(null);
  const companyId = company?.id ?? null;
  const member = useHiveMember();
  return (
    <Stack gap="sm" component="section" aria-labelledby="hive-members-admin-title">
      <Title order={2} fz={20} c="forest.9" id="hive-members-admin-title">
        {hiveTexts.members}
      </Title>
      <Group align="flex-end" gap="sm">
        <CompanyPicker label="Company to add" value={company} onChange={setCompany} w={320} />
        <Button
          disabled={!companyId}
          loading={member.isPending && !member.variables?.remove}
          onClick={() =>
            companyId &&
            member.mutate(
              { id: hive.id, companyId, remove: false },
              {
                onSuccess: (r) => {
                  toast.success(r.message ?? t.memberAdded);
                  setCompany(null);
                },
              },
            )
          }
        >
          Add to hive
        </Button>
      </Group>
      {member.error ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(member.error)}
        </Alert>
      ) : null}
      {hive.members.length ? (
        <DataTable minWidth={560} testId="admin-hive-members" caption={`${hive.members.length} members`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Company</Table.Th>
              <Table.Th scope="col">Joined</Table.Th>
              <Table.Th scope="col">Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {hive.members.map((m) => (
              <Table.Tr key={m.company_id}>
                <Table.Td fw={600}>
                  {m.company_name} (#{m.company_id})
                </Table.Td>
                <Table.Td>{formatDisplayDate(m.joined_at)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${m.company_name}`}
                    onClick={() => member.mutate({ id: hive.id, companyId: m.company_id, remove: true }, { onSuccess: (r) => toast.success(r.message ?? hiveTexts.removed) })}
                  >
                    Remove
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </DataTable>
      ) : (
        <EmptyBlock title={hiveTexts.noMembers} />
      )}
    </Stack>
  );
}

/** Routes 'hives.create' (/admin/hives/create) and 'hives.edit' (/admin/hives/edit/{id}). */
export function AdminHiveFormPage() {
  const { id } = useParams();
  const hiveId = id ? Number(id) : null;
  const navigate = useNavigate();
  const hive = useQuery({ ...hiveQuery(hiveId ?? 0), enabled: hiveId !== null });
  const save = useSaveHiveAsStaff();
  const [company, setCompany] = useState<PickedCompany | null>(null);
  const companyError = save.error instanceof ApiError ? (save.error.errors?.company_id?.[0] ?? null) : null;
  return (
    <Stack gap="xl">
      <BackLink to={PATHS.adminHives} label={t.hivesTitle} />
      <PageHeader eyebrow="User Management" title={hiveId ? 'Edit hive' : 'Create hive'} description={hiveId ? undefined : 'The company becomes a hive partner with this hive.'} />
      {hiveId === null ? (
        <Paper p="lg" shadow="xs">
          <HiveForm
            hive={null}
            busy={save.isPending}
            error={save.error}
            submitLabel="Create hive"
            onSubmit={(body) =>
              save.mutate(
                { id: null, body: { ...body, company_id: company?.id ?? 0 } },
                {
                  onSuccess: (result) => {
                    toast.success(result.message ?? t.hiveCreated);
                    void navigate(hiveEditPath(result.data.id));
                  },
                },
              )
            }
          >
            <CompanyPicker label="Hive partner company" required value={company} onChange={setCompany} error={companyError} w={360} />
          </HiveForm>
        </Paper>
      ) : (
        <QueryState query={hive} loadingLabel="Loading the hive…" errorTitle="The hive could not be loaded" isEmpty={() => false}>
          {(data) => (
            <Stack gap="xl">
              <Paper p="lg" shadow="xs">
                <HiveForm
                  key={data.id}
                  hive={data}
                  busy={save.isPending}
                  error={save.error}
                  onSubmit={(body) => save.mutate({ id: data.id, body }, { onSuccess: (result) => toast.success(result.message ?? t.hiveSaved) })}
                />
              </Paper>
              <Members hive={data} />
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
