import { Badge, Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { useMatch } from 'react-router';
import type { Credit } from '@goodhive/contract';
import { creditStatusLabels } from '@goodhive/contract/texts';
import { AuditReasonField } from '../../../components/ui/audit-reason-field';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { DataTable, NumericCell, NumericHead } from '../../../components/ui/data-table';
import { FilterBar } from '../../../components/ui/filter-bar';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState, QueryState } from '../../../components/ui/query-state';
import { ResultsHeading, useResultsHeading } from '../../../components/ui/results-heading';
import { positiveIntOf } from '../../../lib/address-filters';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatUsd, pluralise } from '../../../lib/money';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { CREDITS_PAGE_SIZE, creditsQuery, useEndCredit } from '../api/credits';

/** The grant form, loaded with the create address only: the list's staff who do not grant never download it. */
const GrantCreditForm = lazy(() => import('../components/grant-credit-form').then((module) => ({ default: module.GrantCreditForm })));


const stateColors = { active: 'forest', used: 'blue', expired: 'gray', revoked: 'red' } as const;

function CreditState({ credit }: { credit: Credit }) {
  return (
    <Badge color={stateColors[credit.status]} variant="light" radius="sm" tt="none">
      {creditStatusLabels[credit.status]}
    </Badge>
  );
}

/** Staff end what is left of a credit: expire it (its time is over) or revoke it (it should not have been given), with a reason. */
function EndCreditDialog({ ending, onClose }: { ending: { credit: Credit; how: 'expire' | 'revoke' } | null; onClose: () => void }) {
  const end = useEndCredit();
  const [reason, setReason] = useState('');
  const fieldError = end.error instanceof ApiError ? end.error.errors?.reason?.[0] : undefined;
  const close = () => {
    setReason('');
    end.reset();
    onClose();
  };
  if (!ending) return null;
  const { credit, how } = ending;
  return (
    <ActionDialog
      opened
      asForm
      title={how === 'expire' ? `Expire credit #${credit.id}?` : `Revoke credit #${credit.id}?`}
      message={`What is left of ${credit.owner_name}’s ${formatUsd(credit.credit_usd)} credit ends now and can no longer be spent. What was already spent stays spent.`}
      onClose={close}
      confirmLabel={how === 'expire' ? 'Expire credit' : 'Revoke credit'}
      confirmColor="red"
      busy={end.isPending}
      holdWhileBusy
      error={end.error && !fieldError ? errorMessage(end.error) : null}
      onConfirm={() =>
        end.mutate(
          { id: credit.id, how, reason },
          {
            onSuccess: (result) => {
              toast.success(result.message ?? 'Giving credit updated.');
              close();
            },
          },
        )
      }
    >
      <AuditReasonField value={reason} onChange={setReason} error={fieldError} autoFocus />
    </ActionDialog>
  );
}

/**
 * Routes 'admin.giving.credits' (/admin/giving/credits) and 'admin.giving.credits.create' (/create): every giving
 * credit with its amount, what was redeemed and its expiry (the zero date never expires); staff grant one.
 */
export function CreditsPage() {
  const creating = useMatch(PATHS.adminCreditCreate) !== null;
  const [page, setPage] = useState(1);
  const [owner, setOwner] = useState<{ userId: number | null; companyId: number | null }>({ userId: null, companyId: null });
  const credits = useQuery(creditsQuery({ page, ...owner }));
  const results = useResultsHeading({ smooth: false });
  const [ending, setEnding] = useState<{ credit: Credit; how: 'expire' | 'revoke' } | null>(null);
  const idField = (label: string, key: 'userId' | 'companyId') => (
    <TextInput
      label={label}
      inputMode="numeric"
      defaultValue={owner[key] ?? ''}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur();
      }}
      onBlur={(e) => {
        setPage(1);
        setOwner((o) => ({ ...o, [key]: positiveIntOf(e.currentTarget.value.trim() || null) }));
      }}
    />
  );
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Giving Management" title={creating ? 'Grant a giving credit' : 'Giving credits'} description="Prepaid giving staff grant to a company or a personal giver. It pays all or part of a checkout and is never spent twice." />
      {creating ? (
        <Suspense fallback={<LoadingState label="Loading the grant form…" />}>
          <GrantCreditForm />
        </Suspense>
      ) : null}
      <FilterBar columns={{ base: 2, sm: 4 }}>
        {idField('Company ID', 'companyId')}
        {idField('User ID', 'userId')}
      </FilterBar>
      <section aria-labelledby="credits-title">
        <Stack gap="md">
          <ResultsHeading id="credits-title" headingRef={results.ref}>
            {credits.data ? pluralise(credits.data.total, 'credit') : 'Credits'}
          </ResultsHeading>
          <QueryState query={credits} loadingLabel="Loading giving credits…" errorTitle="The giving credits could not be loaded" isEmpty={(d) => d.rows.length === 0} empty={{ title: 'No giving credit', description: 'Grant one to a company or a personal giver.' }}>
            {(d) => (
              <>
                <DataTable minWidth={1040} testId="credits-table" stale={credits.isPlaceholderData}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Credit</Table.Th>
                      <Table.Th scope="col">For</Table.Th>
                      <NumericHead>Credit</NumericHead>
                      <NumericHead>Redeemed</NumericHead>
                      <NumericHead>Left</NumericHead>
                      <Table.Th scope="col">Expires</Table.Th>
                      <Table.Th scope="col">State</Table.Th>
                      <Table.Th scope="col">Reason</Table.Th>
                      <Table.Th scope="col">
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {d.rows.map((c) => (
                      <Table.Tr key={c.id} data-testid="credit-row">
                        <Table.Td fw={650}>#{c.id}</Table.Td>
                        <Table.Td>
                          <Text fz="sm">{c.owner_name}</Text>
                          <Text fz="xs" c="dimmed">
                            {c.account === 'company' ? `CID ${c.company_id}` : `UID ${c.user_id}`} · {formatDisplayDate(c.created_at)}
                          </Text>
                        </Table.Td>
                        <NumericCell>{formatUsd(c.credit_usd)}</NumericCell>
                        <NumericCell>{formatUsd(c.amount_redeemed_usd)}</NumericCell>
                        <NumericCell>{formatUsd(c.balance_usd)}</NumericCell>
                        <Table.Td>{c.never_expires ? 'Never' : formatDisplayDate(c.expiry_date)}</Table.Td>
                        <Table.Td>
                          <CreditState credit={c} />
                        </Table.Td>
                        <Table.Td>
                          <Text fz="sm">{c.note ?? '—'}</Text>
                        </Table.Td>
                        <Table.Td>
                          {c.balance_usd > 0 || (c.status === 'expired' && c.expired_usd === 0) ? (
                            <Group gap={6} wrap="nowrap">
                              <Button size="compact-sm" variant="default" onClick={() => setEnding({ credit: c, how: 'expire' })} aria-label={`Expire credit #${c.id}`}>
                                Expire
                              </Button>
                              <Button size="compact-sm" variant="light" color="red" onClick={() => setEnding({ credit: c, how: 'revoke' })} aria-label={`Revoke credit #${c.id}`}>
                                Revoke
                              </Button>
                            </Group>
                          ) : null}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </DataTable>
                <ListPager
                  total={d.total}
                  pageSize={CREDITS_PAGE_SIZE}
                  page={page}
                  onChange={(next) => {
                    setPage(next);
                    results.reveal();
                  }}
                  label="Pages of giving credits"
                />
              </>
            )}
          </QueryState>
        </Stack>
      </section>
      <EndCreditDialog ending={ending} onClose={() => setEnding(null)} />
    </Stack>
  );
}
