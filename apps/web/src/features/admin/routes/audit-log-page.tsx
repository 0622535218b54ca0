import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Table.css';
import { Anchor, Button, Code, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AuditLogRow } from '@goodhive/contract';
import { AUDIT_ACTION_LABELS } from '@goodhive/contract/texts';
import { DataTable } from '../../../components/ui/data-table';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState, filteredEmpty } from '../../../components/ui/query-state';
import { ResultsHeading, useResultsHeading } from '../../../components/ui/results-heading';
import { Select } from '../../../components/ui/select';
import { apiRequest } from '../../../lib/api';
import { formatDisplayDate } from '../../../lib/format-date';
import { pluralise } from '../../../lib/money';
import { adminUserPath } from '../../../lib/paths';

const PAGE_SIZE = 25;
const FIELDS = ['action', 'subject_type', 'subject_id', 'actor_id', 'date_from', 'date_to'] as const;
type Filters = Record<(typeof FIELDS)[number], string>;

const auditQuery = (filters: Filters, page: number) => ({
  queryKey: ['admin', 'audit-log', filters, page],
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const query: Record<string, string | number> = { page, limit: PAGE_SIZE };
    for (const f of FIELDS) if (filters[f].trim()) query[f] = filters[f].trim();
    const result = await apiRequest<AuditLogRow[]>('/admin/audit-log', { query, signal });
    return { rows: result.data, total: result.meta?.total ?? 0 };
  },
});

/** A change as "field: before → after", for the fields that changed. */
function changes(row: AuditLogRow): string {
  const before = (row.before ?? {}) as Record<string, unknown>;
  const after = (row.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => `${k}: ${JSON.stringify(before[k] ?? null)} → ${JSON.stringify(after[k] ?? null)}`)
    .join('; ');
}

/**
 * Route 'admin.audit-log' (/admin/audit-log): every staff action (who, when, what, before and after, reason),
 * newest first, filtered by action, subject, staff member and days. Nobody can change or delete a row.
 */
export function AuditLogPage() {
  const [params] = useSearchParams();
  const initial = Object.fromEntries(FIELDS.map((f) => [f, params.get(f) ?? ''])) as Filters;
  const [draft, setDraft] = useState<Filters>(initial);
  const [filters, setFilters] = useState<Filters>(initial);
  const [page, setPage] = useState(1);
  const log = useQuery({ ...auditQuery(filters, page), placeholderData: keepPreviousData });
  const results = useResultsHeading({ smooth: false });
  const filtered = FIELDS.some((f) => filters[f].trim());
  const set = (f: keyof Filters, v: string) => setDraft((d) => ({ ...d, [f]: v }));
  const clear = () => {
    const empty = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Filters;
    setDraft(empty);
    setFilters(empty);
    setPage(1);
  };

  return (
    <Stack gap="xl">
      <PageHeader eyebrow="User Management" title="Audit log" description="Every staff action with who, when, what changed and why. Rows are kept for good: nobody can change or delete them." />
      <Paper p="lg" shadow="xs" component="form" aria-label="Filter the audit log" onSubmit={(e) => {
        e.preventDefault();
        setFilters(draft);
        setPage(1);
      }}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select label="Action" data={Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }))} value={draft.action || null} onChange={(v) => set('action', v ?? '')} clearable searchable placeholder="Any" />
          <TextInput label="Subject type" placeholder="user, project, partner…" value={draft.subject_type} onChange={(e) => set('subject_type', e.currentTarget.value)} />
          <TextInput label="Subject id" inputMode="numeric" value={draft.subject_id} onChange={(e) => set('subject_id', e.currentTarget.value)} />
          <TextInput label="Staff member (UID)" inputMode="numeric" value={draft.actor_id} onChange={(e) => set('actor_id', e.currentTarget.value)} />
          <TextInput label="From" placeholder="yyyy-mm-dd or dd-mm-yyyy" value={draft.date_from} onChange={(e) => set('date_from', e.currentTarget.value)} />
          <TextInput label="To" placeholder="yyyy-mm-dd or dd-mm-yyyy" value={draft.date_to} onChange={(e) => set('date_to', e.currentTarget.value)} />
        </SimpleGrid>
        <Group justify="flex-end" mt="md" gap="sm">
          <Button variant="subtle" color="gray" onClick={clear}>
            Clear
          </Button>
          <Button type="submit">Filter</Button>
        </Group>
      </Paper>
      <section aria-labelledby="audit-results">
        <Stack gap="md">
          <ResultsHeading id="audit-results" headingRef={results.ref} query={log}>
            {log.data ? pluralise(log.data.total, 'entry', 'entries') : 'Entries'}
          </ResultsHeading>
          <QueryState
            query={log}
            loadingLabel="Loading the audit log…"
            errorTitle="The audit log could not be loaded"
            isEmpty={(d) => d.rows.length === 0}
            empty={filteredEmpty({ filtered, onClear: clear, filteredTitle: 'No entries match', filteredDescription: 'Try other filters or days.', title: 'No staff actions yet', description: 'Staff actions appear here as they happen.' })}
          >
            {(d) => (
              <>
                <DataTable minWidth={960} testId="audit-log-table" stale={log.isPlaceholderData}>
                  <Table.Thead>
                    <Table.Tr>
                      {['When', 'Who', 'What', 'Subject', 'Change', 'Reason'].map((h) => (
                        <Table.Th key={h} scope="col">
                          {h}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {d.rows.map((row) => (
                      <Table.Tr key={row.id}>
                        <Table.Td>
                          <Text fz="sm">{formatDisplayDate(row.created_at)}</Text>
                          <Text fz="xs" c="dimmed">
                            {new Date(row.created_at).toISOString().slice(11, 16)} UTC
                          </Text>
                        </Table.Td>
                        <Table.Td>{row.actor_id ? <Anchor component={Link} to={adminUserPath(row.actor_id)}>{row.actor_name ?? `UID ${row.actor_id}`}</Anchor> : 'System'}</Table.Td>
                        <Table.Td>{AUDIT_ACTION_LABELS[row.action] ?? row.action}</Table.Td>
                        <Table.Td>
                          {row.subject_type === 'user' && row.subject_id ? (
                            <Anchor component={Link} to={adminUserPath(row.subject_id)}>
                              User {row.subject_id}
                            </Anchor>
                          ) : (
                            `${row.subject_type} ${row.subject_id ?? ''}`
                          )}
                        </Table.Td>
                        <Table.Td>{changes(row) ? <Code fz="xs">{changes(row)}</Code> : '—'}</Table.Td>
                        <Table.Td>{row.reason ?? '—'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </DataTable>
                <ListPager total={d.total} pageSize={PAGE_SIZE} page={page} onChange={results.revealAfter((next: number) => setPage(next))} label="Pages of the audit log" />
              </>
            )}
          </QueryState>
        </Stack>
      </section>
    </Stack>
  );
}
