import '@mantine/core/styles/NumberInput.css';
import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Remittance } from '@goodhive/contract';
import { PAYOUT_CURRENCIES, REMITTANCE_THRESHOLD_USD, formatAmount, remittanceMessages } from '@goodhive/contract/texts';
import { DataTable, NumericCell, NumericHead } from '../../../components/ui/data-table';
import { DetailList } from '../../../components/ui/detail-list';
import { AlertIcon, CheckCircleIcon, DownloadIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, QueryState } from '../../../components/ui/query-state';
import { Select } from '../../../components/ui/select';
import { TotalsBar } from '../../../components/ui/totals-bar';
import { positiveIntOf } from '../../../lib/address-filters';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatCount, formatUsd } from '../../../lib/money';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { partnerOptionsQuery } from '../api/giving-admin';
import { downloadAdvice, owedQuery, useCreateRemittance } from '../api/remittances';
import { lastMonth, todayUtc } from '../remittance-period';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function Created({ remittance, message }: { remittance: Remittance; message: string }) {
  const download = useMutation({ mutationFn: downloadAdvice, onError: (error) => toast.error(errorMessage(error)) });
  return (
    <Paper p="xl" shadow="xs" component="section" aria-labelledby="created-title">
      <Stack gap="md">
        <Group gap="sm">
          <CheckCircleIcon size={26} />
          <Title order={2} fz={20} c="forest.9" id="created-title">
            Remittance #{remittance.id} to {remittance.partner.name}
          </Title>
        </Group>
        <Alert color="forest" variant="light" role="status">
          {message}
        </Alert>
        <DetailList
          items={[
            { label: 'Period', value: `${formatDisplayDate(remittance.period_start)} – ${formatDisplayDate(remittance.period_end)}` },
            { label: 'Contributions', value: `${formatCount(remittance.contributions)} · ${formatUsd(remittance.gross_usd)}` },
            { label: 'Fees', value: formatUsd(remittance.fees_usd) },
            { label: 'Remitted', value: `${formatUsd(remittance.net_usd)}${remittance.payout_currency !== 'USD' ? ` · ${remittance.payout_currency} ${formatAmount(remittance.payout_amount)}` : ''}` },
            { label: 'Bank reference', value: remittance.bank_reference },
          ]}
        />
        <Group gap="sm">
          <Button leftSection={<DownloadIcon size={18} />} loading={download.isPending} onClick={() => download.mutate(remittance)}>
            Download the advice
          </Button>
          <Button component={Link} to={PATHS.adminRemittances} variant="default">
            All remittances
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Route 'admin.giving.remittance.create' (/admin/giving/remittance/create): staff pick a partner and a period,
 * see its paid contributions not remitted yet (earlier periods' carried over included) per project, and remit
 * them with the fees, rate, date and bank reference.
 */
export function RemittanceCreatePage() {
  const [params, setParams] = useSearchParams();
  const fallback = lastMonth();
  const partnerId = positiveIntOf(params.get('partner_id'));
  const periodStart = DAY.test(params.get('period_start') ?? '') ? params.get('period_start')! : fallback.periodStart;
  const periodEnd = DAY.test(params.get('period_end') ?? '') ? params.get('period_end')! : fallback.periodEnd;
  const setParam = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) if (v) next.set(k, v); else next.delete(k);
    setParams(next, { replace: true });
  };
  const partners = useQuery(partnerOptionsQuery());
  const reversed = periodStart > periodEnd;
  const owed = useQuery({ ...owedQuery({ partnerId, periodStart, periodEnd }), enabled: partnerId !== null && !reversed });
  const create = useCreateRemittance();
  const [form, setForm] = useState({ fees: 0 as number | '', currency: 'USD', fxRate: 1 as number | '', remittedOn: todayUtc(), reference: '' });
  const [created, setCreated] = useState<{ remittance: Remittance; message: string } | null>(null);
  const fieldErrors = create.error instanceof ApiError ? (create.error.errors ?? {}) : {};
  const fieldError = (name: string) => fieldErrors[name]?.[0];

  if (created) {
    return (
      <Stack gap="xl">
        <PageHeader eyebrow="Giving Management" title="Create remittance" />
        <Created remittance={created.remittance} message={created.message} />
      </Stack>
    );
  }

  const due = owed.data?.[0];
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!due || partnerId === null) return;
    create.mutate(
      {
        partner_id: partnerId,
        period_start: periodStart,
        period_end: periodEnd,
        fees_usd: Number(form.fees || 0),
        payout_currency: form.currency as (typeof PAYOUT_CURRENCIES)[number],
        fx_rate: form.currency === 'USD' ? 1 : Number(form.fxRate || 0),
        remitted_on: form.remittedOn,
        bank_reference: form.reference,
        expected_amount_usd: due.amount_usd,
      },
      { onSuccess: (result) => setCreated({ remittance: result.data, message: result.message ?? remittanceMessages.created }) },
    );
  };
  const net = due ? Math.max(0, due.amount_usd - Number(form.fees || 0)) : 0;
  const generalError = create.error && !Object.keys(fieldErrors).length ? errorMessage(create.error) : null;

  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Giving Management" title="Create remittance" description={`Pick a partner and a period to see the paid contributions not remitted yet. Below US $${REMITTANCE_THRESHOLD_USD} the amount carries over to the next period.`} />
      <Paper p={{ base: 'md', sm: 'lg' }} shadow="xs" component="section" aria-label="Partner and period">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Partner"
            placeholder="Choose a partner"
            searchable
            data={(partners.data ?? []).map((p) => ({ value: String(p.partner_id), label: p.worthy_cause_name }))}
            value={partnerId === null ? null : String(partnerId)}
            onChange={(v) => setParam({ partner_id: v })}
            nothingFoundMessage="No partner matches"
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput type="date" label="First day of the period" value={periodStart} max={periodEnd} onChange={(e) => setParam({ period_start: e.currentTarget.value || null })} />
          <TextInput
            type="date"
            label="Last day of the period"
            value={periodEnd}
            min={periodStart}
            max={todayUtc()}
            onChange={(e) => setParam({ period_end: e.currentTarget.value || null })}
            error={reversed ? remittanceMessages.periodOrder : undefined}
          />
        </SimpleGrid>
      </Paper>
      {partnerId === null ? (
        <EmptyBlock title="Choose a partner" description="Its paid contributions not remitted yet appear here, per project." />
      ) : reversed ? null : (
        <QueryState query={owed} loadingLabel="Working out what the partner is owed…" errorTitle="What the partner is owed could not be loaded" empty={{ title: 'Nothing is owed', description: 'Every paid contribution to this partner up to the period end is remitted.' }}>
          {(rows) => {
            const row = rows[0];
            return (
              <Stack gap="lg">
                <TotalsBar
                  label="What the partner is owed"
                  testId="remittance-owed"
                  items={[
                    { label: 'Contributions', value: formatCount(row.contributions) },
                    { label: 'Owed (USD)', value: formatUsd(row.amount_usd) },
                    { label: 'Of which carried over', value: formatUsd(row.carried_over_usd) },
                  ]}
                />
                <DataTable minWidth={640} testId="remittance-projects">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Project</Table.Th>
                      <NumericHead>Contributions</NumericHead>
                      <NumericHead>Impacts</NumericHead>
                      <NumericHead>People</NumericHead>
                      <NumericHead>USD</NumericHead>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {row.projects.map((p) => (
                      <Table.Tr key={p.project_id}>
                        <Table.Td>{p.title}</Table.Td>
                        <NumericCell>{formatCount(p.contributions)}</NumericCell>
                        <NumericCell>{formatCount(p.quantity)}</NumericCell>
                        <NumericCell>{formatCount(p.beneficiaries)}</NumericCell>
                        <NumericCell>{formatUsd(p.amount_usd)}</NumericCell>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </DataTable>
                {row.below_threshold ? (
                  <Alert color="yellow" variant="light" icon={<AlertIcon />} role="status">
                    {remittanceMessages.belowThreshold(formatAmount(row.amount_usd))}
                  </Alert>
                ) : (
                  <Paper p={{ base: 'md', sm: 'lg' }} shadow="xs" component="section" aria-labelledby="remit-title">
                    <Title order={2} fz={18} c="forest.9" id="remit-title" mb="md">
                      Remittance
                    </Title>
                    <form onSubmit={submit} noValidate aria-label="Create remittance">
                      <Stack gap="md">
                        {generalError ? (
                          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
                            {generalError}
                          </Alert>
                        ) : null}
                        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                          <NumberInput label="Fees (USD)" min={0} decimalScale={2} value={form.fees} onChange={(v) => setForm((f) => ({ ...f, fees: v === '' ? '' : Number(v) }))} error={fieldError('fees_usd')} />
                          <Select
                            label="Paid in"
                            data={[...PAYOUT_CURRENCIES]}
                            value={form.currency}
                            onChange={(v) => v && setForm((f) => ({ ...f, currency: v, fxRate: v === 'USD' ? 1 : f.fxRate }))}
                            allowDeselect={false}
                            error={fieldError('payout_currency')}
                            comboboxProps={{ withinPortal: true }}
                          />
                          <NumberInput
                            label="Rate (units per US $1)"
                            min={0}
                            decimalScale={6}
                            disabled={form.currency === 'USD'}
                            value={form.fxRate}
                            onChange={(v) => setForm((f) => ({ ...f, fxRate: v === '' ? '' : Number(v) }))}
                            error={fieldError('fx_rate')}
                          />
                          <TextInput type="date" label="Date remitted" required max={todayUtc()} value={form.remittedOn} onChange={(e) => setForm({ ...form, remittedOn: e.currentTarget.value })} error={fieldError('remitted_on')} />
                          <TextInput label="Bank reference" required maxLength={120} value={form.reference} onChange={(e) => setForm({ ...form, reference: e.currentTarget.value })} error={fieldError('bank_reference')} />
                        </SimpleGrid>
                        <Group justify="space-between">
                          <Text fw={700} data-testid="remittance-net">
                            To send: {formatUsd(net)}
                            {form.currency !== 'USD' && form.fxRate ? ` · ${form.currency} ${formatAmount(Math.round(net * Number(form.fxRate) * 100) / 100)}` : ''}
                          </Text>
                          <Button type="submit" loading={create.isPending}>
                            Create remittance
                          </Button>
                        </Group>
                      </Stack>
                    </form>
                  </Paper>
                )}
              </Stack>
            );
          }}
        </QueryState>
      )}
    </Stack>
  );
}
