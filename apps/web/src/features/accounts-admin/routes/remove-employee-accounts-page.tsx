import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ROLE, ACCOUNTS_ADMIN_PATHS, accountsAdminMessages } from '@goodhive/contract/texts';
import type { AccountsCompany } from '@goodhive/contract';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { pluralise } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { companyEmployeesQuery, useRemoveEmployees } from '../api/accounts-admin';
import { CompanyScreen } from '../components/company-frame';
import { AuditReasonField } from '../../../components/ui/audit-reason-field';
import { SelectableTable } from '../components/selectable-table';

function Members({ company }: { company: AccountsCompany }) {
  const members = useQuery(companyEmployeesQuery(company.company_id));
  const remove = useRemoveEmployees(company.company_id);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const errors = remove.error instanceof ApiError ? (remove.error.errors ?? {}) : {};
  const confirm = () =>
    remove.mutate(
      { user_ids: [...selected], reason: reason.trim() },
      {
        onSuccess: (r) => {
          toast.success(accountsAdminMessages.employeesRemoved(r.data.removed));
          setSelected(new Set());
          setReason('');
          setConfirming(false);
        },
      },
    );
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} shadow="xs" component="section" aria-labelledby="members-title">
      <Stack gap="md">
        <Title order={2} fz={18} c="forest.9" id="members-title">
          Members
        </Title>
        <QueryState query={members} loadingLabel="Loading members…" errorTitle="The members could not be loaded" isEmpty={(d) => d.length === 0} empty={{ title: 'No members yet', description: 'Issue employee accounts, or the company invites its team.' }}>
          {(rows) => (
            <SelectableTable
              testId="company-members"
              caption="Members of the company"
              rows={rows.map((m) => ({ ...m, key: m.user_id, label: m.email, selectable: !m.is_owner }))}
              selected={selected}
              onSelected={setSelected}
              heads={
                <>
                  <Table.Th scope="col">Name</Table.Th>
                  <Table.Th scope="col">E-mail</Table.Th>
                  <Table.Th scope="col">Role</Table.Th>
                  <Table.Th scope="col">Joined</Table.Th>
                </>
              }
              cells={(m) => (
                <>
                  <Table.Td>{`${m.first_name} ${m.last_name}`.trim() || '—'}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{m.email}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" tt="none" color={m.is_owner ? 'honey' : m.is_admin ? 'forest' : 'gray'}>
                      {m.is_owner ? 'Owner' : m.is_admin ? 'Company admin' : m.role_id === ROLE.EMPLOYEE ? 'Employee account' : 'Member'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDisplayDate(m.joined_at)}</Table.Td>
                </>
              )}
            />
          )}
        </QueryState>
        <AuditReasonField value={reason} onChange={setReason} error={errors.reason?.[0]} />
        <Group justify="space-between">
          <Text fz="sm" c="dimmed">
            {selected.size ? `${pluralise(selected.size, 'member')} chosen` : 'Tick the members to remove. The owner stays.'}
          </Text>
          <Button color="red" disabled={selected.size === 0} onClick={() => (reason.trim().length < 3 ? toast.error(accountsAdminMessages.reasonRequired) : setConfirming(true))}>
            Remove from the company
          </Button>
        </Group>
        {remove.error && !confirming && !Object.keys(errors).length ? <Alert color="red">{errorMessage(remove.error)}</Alert> : null}
      </Stack>
      <ActionDialog
        opened={confirming}
        title="Remove members"
        onClose={() => setConfirming(false)}
        message={`${pluralise(selected.size, 'member')} will leave ${company.company_name}. Their accounts and their giving stay.`}
        error={remove.error ? errorMessage(remove.error) : null}
        confirmLabel="Remove"
        confirmColor="red"
        busy={remove.isPending}
        onConfirm={confirm}
      />
    </Paper>
  );
}

/** Route 'admin.employee.remove' (/admin/remove-employee-accounts/{id}): staff remove members from a company, with a reason. */
export function RemoveEmployeeAccountsPage() {
  return (
    <CompanyScreen
      eyebrow="User Management"
      title="Remove employee accounts"
      description="Members leave the company's team and free their places; their accounts and giving stay."
      current={ACCOUNTS_ADMIN_PATHS.removeEmployeeAccounts}
      back={{ to: ACCOUNTS_ADMIN_PATHS.teamAccounts, label: 'Team accounts' }}
    >
      {(c) => <Members company={c} />}
    </CompanyScreen>
  );
}
