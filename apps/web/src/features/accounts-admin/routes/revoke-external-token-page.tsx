import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountsCompany } from '@goodhive/contract';
import { ACCOUNTS_ADMIN_PATHS, accountsAdminMessages } from '@goodhive/contract/texts';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { NumericCell, NumericHead } from '../../../components/ui/data-table';
import { ListPager } from '../../../components/ui/list-pager';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatUsd, pluralise } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { PAGE_SIZE, externalTokensQuery, useRevokeExternalTokens } from '../api/accounts-admin';
import { CompanyScreen } from '../components/company-frame';
import { AuditReasonField } from '../../../components/ui/audit-reason-field';
import { SelectableTable } from '../components/selectable-table';

const STATUS_COLORS: Record<string, string> = { active: 'forest', paused: 'honey', revoked: 'gray', expired: 'red' };

function ExternalTokens({ company }: { company: AccountsCompany }) {
  const [page, setPage] = useState(1);
  const tokens = useQuery(externalTokensQuery(company.company_id, page));
  const revoke = useRevokeExternalTokens(company.company_id);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const errors = revoke.error instanceof ApiError ? (revoke.error.errors ?? {}) : {};
  const confirm = () =>
    revoke.mutate(
      { token_ids: [...selected], reason: reason.trim() },
      {
        onSuccess: (r) => {
          toast.success(`${accountsAdminMessages.externalRevoked(r.data.tokens)} ${formatUsd(r.data.returned)} returned.`);
          setSelected(new Set());
          setReason('');
          setConfirming(false);
        },
      },
    );
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} shadow="xs" component="section" aria-labelledby="external-list-title">
      <Stack gap="md">
        <Title order={2} fz={18} c="forest.9" id="external-list-title">
          External tokens
        </Title>
        <QueryState query={tokens} loadingLabel="Loading external tokens…" errorTitle="The external tokens could not be loaded" isEmpty={(d) => d.rows.length === 0} empty={{ title: 'No external token yet', description: 'Issue one from the company’s balance.' }}>
          {(d) => (
            <>
              <SelectableTable
                testId="external-tokens"
                caption="External tokens of the company"
                rows={d.rows.map((t) => ({ ...t, key: t.id, label: `token ${t.id} of ${t.email}`, selectable: t.status === 'active' || t.status === 'paused' }))}
                selected={selected}
                onSelected={setSelected}
                heads={
                  <>
                    <Table.Th scope="col">Holder</Table.Th>
                    <NumericHead>Issued</NumericHead>
                    <NumericHead>Allocated</NumericHead>
                    <NumericHead>Left</NumericHead>
                    <Table.Th scope="col">Expires</Table.Th>
                    <Table.Th scope="col">Status</Table.Th>
                  </>
                }
                cells={(t) => (
                  <>
                    <Table.Td>
                      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                        {t.email}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        #{t.id} · {t.has_account ? 'has an account' : 'no account yet'}
                      </Text>
                    </Table.Td>
                    <NumericCell>{formatUsd(t.token_amount)}</NumericCell>
                    <NumericCell>{formatUsd(t.allocated)}</NumericCell>
                    <NumericCell>{formatUsd(t.balance)}</NumericCell>
                    <Table.Td>{formatDisplayDate(t.expires_at)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" tt="none" color={STATUS_COLORS[t.status] ?? 'gray'}>
                        {t.status}
                      </Badge>
                    </Table.Td>
                  </>
                )}
              />
              <ListPager total={d.total} pageSize={PAGE_SIZE} page={page} onChange={setPage} label="Pages of external tokens" />
            </>
          )}
        </QueryState>
        <AuditReasonField value={reason} onChange={setReason} error={errors.reason?.[0]} />
        <Group justify="space-between">
          <Text fz="sm" c="dimmed">
            {selected.size ? `${pluralise(selected.size, 'token')} chosen` : 'Tick the tokens to revoke. What they hold goes back to the company.'}
          </Text>
          <Button color="red" disabled={selected.size === 0} onClick={() => (reason.trim().length < 3 ? toast.error(accountsAdminMessages.reasonRequired) : setConfirming(true))}>
            Revoke
          </Button>
        </Group>
        {revoke.error && !confirming && !Object.keys(errors).length ? <Alert color="red">{errorMessage(revoke.error)}</Alert> : null}
      </Stack>
      <ActionDialog
        opened={confirming}
        title="Revoke external tokens"
        onClose={() => setConfirming(false)}
        message={`${pluralise(selected.size, 'token')} will be revoked; what they have not allocated returns to ${company.company_name}'s balance.`}
        error={revoke.error ? errorMessage(revoke.error) : null}
        confirmLabel="Revoke"
        confirmColor="red"
        busy={revoke.isPending}
        onConfirm={confirm}
      />
    </Paper>
  );
}

/** Route 'admin.external.revoke' (/admin/revoke-external-token/{id}): staff revoke external tokens of a company, with a reason. */
export function RevokeExternalTokenPage() {
  return (
    <CompanyScreen
      eyebrow="Giving Management"
      title="Revoke external token"
      description="Revoked tokens cannot be allocated any more; what they still hold returns to the company."
      current={ACCOUNTS_ADMIN_PATHS.revokeExternalToken}
      back={{ to: ACCOUNTS_ADMIN_PATHS.impactTokens, label: 'Impact tokens' }}
    >
      {(c) => <ExternalTokens company={c} />}
    </CompanyScreen>
  );
}
