import { Badge, Button, Code, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminApiKey } from '@goodhive/contract';
import { developersTexts as t, givingApiMessages as m } from '@goodhive/contract/texts';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { AuditReasonField } from '../../../components/ui/audit-reason-field';
import { DataTable } from '../../../components/ui/data-table';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useRevokeUserApiKey, userApiKeysQuery } from '../api/api-keys';

/** The Giving API keys of the user's companies, on the staff's user page; staff revoke one with a reason. */
export function UserApiKeys({ userId }: { userId: number }) {
  const keys = useQuery(userApiKeysQuery(userId));
  const revoke = useRevokeUserApiKey(userId);
  const [asking, setAsking] = useState<AdminApiKey | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  return (
    <>
      <QueryState query={keys} loadingLabel="Loading the API keys…" errorTitle="The API keys could not be loaded" empty={{ title: t.adminEmpty }}>
        {(list) => (
          <DataTable minWidth={640} testId="user-api-keys" caption={t.adminTitle} framed={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Company</Table.Th>
                <Table.Th scope="col">{t.columns.name}</Table.Th>
                <Table.Th scope="col">{t.columns.key}</Table.Th>
                <Table.Th scope="col">{t.columns.lastUsed}</Table.Th>
                <Table.Th scope="col">{t.columns.status}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((k) => (
                <Table.Tr key={k.id}>
                  <Table.Td fz="sm">{k.company_name}</Table.Td>
                  <Table.Td fz="sm">
                    {k.name}{' '}
                    <Badge size="xs" variant="light" color={k.mode === 'live' ? 'forest' : 'gray'}>
                      {k.mode}
                    </Badge>
                    <Text fz="xs" c="dimmed">
                      {k.scopes.join(', ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Code>{k.prefix}…</Code>
                  </Table.Td>
                  <Table.Td fz="sm">{k.last_used_at ? formatDisplayDate(k.last_used_at) : t.never}</Table.Td>
                  <Table.Td>
                    {k.revoked_at ? (
                      <Badge variant="light" color="red">
                        {t.revoked} {formatDisplayDate(k.revoked_at)}
                      </Badge>
                    ) : (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={`${t.revoke} ${k.name} of ${k.company_name}`}
                        onClick={() => {
                          revoke.reset();
                          setReason('');
                          setReasonError(null);
                          setAsking(k);
                        }}
                      >
                        {t.revoke}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        )}
      </QueryState>
      <ActionDialog
        opened={asking !== null}
        title={t.revokeConfirmTitle}
        message={asking ? t.revokeConfirmBody(asking.name) : undefined}
        onClose={() => setAsking(null)}
        confirmLabel={t.revoke}
        confirmColor="red"
        asForm
        busy={revoke.isPending}
        holdWhileBusy
        error={revoke.isError ? errorMessage(revoke.error) : null}
        onConfirm={() => {
          if (!reason.trim()) {
            setReasonError(m.revokeReasonRequired);
            return;
          }
          if (asking)
            revoke.mutate(
              { id: asking.id, reason: reason.trim() },
              {
                onSuccess: () => {
                  toast.success(m.keyRevoked);
                  setAsking(null);
                },
              },
            );
        }}
      >
        <AuditReasonField
          value={reason}
          onChange={(value) => {
            setReason(value);
            setReasonError(null);
          }}
          error={reasonError}
          autoFocus
        />
      </ActionDialog>
    </>
  );
}
