import { Alert, Badge, Button, Group, NumberInput, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import type { HolderToken } from '@goodhive/contract';
import { tokenMessages } from '@goodhive/contract/texts';
import { DataTable, NumericCell, NumericHead } from '../../../components/ui/data-table';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { useSignedInUser } from '../../../lib/auth';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatUsd } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { allocatableProjectsQuery, myTokensQuery, useAllocateToken } from '../api/tokens';

/** The signed-in person's own tokens, with the allocation form for each usable one. */
export function MyTokens() {
  const user = useSignedInUser();
  const mine = useQuery(myTokensQuery(user.id));
  return (
    <Paper p="lg" withBorder aria-labelledby="my-tokens-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="my-tokens-title">
          My Impact Tokens
        </Title>
        <QueryState query={mine} loadingLabel="Loading your tokens…" isEmpty={(d) => d.tokens.length === 0} empty={{ title: 'You hold no impact tokens', description: 'When a company gives you tokens, they show here for you to allocate.' }}>
          {(data) => (
            <Stack gap="md">
              <Text fw={600} data-testid="my-token-amount">
                You hold {formatUsd(data.token_amount)} to give.
              </Text>
              <DataTable minWidth={620} testId="my-tokens" caption="My tokens">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">From</Table.Th>
                    <NumericHead>Received</NumericHead>
                    <NumericHead>To give</NumericHead>
                    <Table.Th scope="col">Status</Table.Th>
                    <Table.Th scope="col">Expires</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.tokens.map((t) => (
                    <Table.Tr key={t.id}>
                      <Table.Td>{t.company_name ?? 'Goodhive'}</Table.Td>
                      <NumericCell>{formatUsd(t.token_amount)}</NumericCell>
                      <NumericCell>{formatUsd(t.balance)}</NumericCell>
                      <Table.Td>
                        <Badge variant="light" color={t.status === 'active' ? 'forest' : 'gray'}>
                          {t.status}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{formatDisplayDate(t.expires_at)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </DataTable>
              <AllocateForm tokens={data.tokens.filter((t) => t.status === 'active' && t.balance > 0)} />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}

function AllocateForm({ tokens }: { tokens: HolderToken[] }) {
  const projects = useQuery(allocatableProjectsQuery());
  const allocate = useAllocateToken();
  const [tokenId, setTokenId] = useState<string | null>(tokens[0] ? String(tokens[0].id) : null);
  const [projectId, setProjectId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | string>(1);
  const project = useMemo(() => projects.data?.find((p) => String(p.id) === projectId) ?? null, [projects.data, projectId]);
  const level = project?.impact_levels[0] ?? null;
  const token = tokens.find((t) => String(t.id) === tokenId) ?? null;
  if (tokens.length === 0) return null;
  const cost = level ? Math.round(level.price * 100 * Number(quantity || 0)) / 100 : 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!token || !project || !level) return;
    allocate.mutate(
      { token_id: token.id, project_id: project.id, impact_level_id: level.id, quantity: Number(quantity) },
      { onSuccess: (r) => toast.success(r.message ?? tokenMessages.allocated) },
    );
  };
  return (
    <Paper p="md" bg="gray.0" component="form" onSubmit={submit} aria-labelledby="allocate-title">
      <Stack gap="sm">
        <Title order={3} fz="h5" id="allocate-title">
          Allocate tokens to a project
        </Title>
        <Group grow align="flex-start">
          <Select label="Token" data={tokens.map((t) => ({ value: String(t.id), label: `${t.company_name ?? 'Goodhive'}: ${formatUsd(t.balance)}` }))} value={tokenId} onChange={setTokenId} allowDeselect={false} required />
          <Select
            label="Project"
            placeholder={projects.isLoading ? 'Loading projects…' : 'Choose a project'}
            searchable
            data={(projects.data ?? []).filter((p) => p.impact_levels.length > 0).map((p) => ({ value: String(p.id), label: p.title }))}
            value={projectId}
            onChange={setProjectId}
            required
            error={projects.error ? errorMessage(projects.error) : undefined}
          />
          <NumberInput label={level ? `Quantity (${level.impact_unit})` : 'Quantity'} min={1} value={quantity} onChange={setQuantity} required />
        </Group>
        {level ? (
          <Text fz="sm">
            {formatUsd(level.price)} per {level.impact_unit}: {formatUsd(cost)} from your token{token && cost > token.balance ? ' (more than it holds)' : ''}.
          </Text>
        ) : null}
        {allocate.error ? <Alert color="red">{errorMessage(allocate.error)}</Alert> : null}
        <Group>
          <Button type="submit" loading={allocate.isPending} disabled={!level || !token}>
            Allocate
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
