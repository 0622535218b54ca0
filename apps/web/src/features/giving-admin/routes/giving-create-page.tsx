import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/NumberInput.css';
import { ActionIcon, Alert, Anchor, Button, Group, NumberInput, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OfflineGiving, ProjectCard } from '@goodhive/contract';
import { GIVING_CURRENCIES, OFFLINE_PAYMENT_METHODS, givingPaymentMethodLabels } from '@goodhive/contract/texts';
import { AlertIcon, CheckCircleIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { displayTotal, formatUsd } from '../../../lib/money';
import { PATHS, pathTo } from '../../../lib/paths';
import { projectOptionsQuery, useRecordOfflineGiving } from '../api/giving-admin';

type Line = { key: number; projectId: string | null; levelId: string | null; quantity: number | '' };
type Form = {
  account: 'company' | 'user';
  companyId: string;
  userId: string;
  method: (typeof OFFLINE_PAYMENT_METHODS)[number];
  reference: string;
  currency: (typeof GIVING_CURRENCIES)[number];
  receivedOn: string;
  note: string;
};

const today = () => new Date().toISOString().slice(0, 10);
let nextKey = 1;
const newLine = (): Line => ({ key: nextKey++, projectId: null, levelId: null, quantity: 1 });
const idOf = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v) : undefined);

/** A newly chosen project starts on its first impact level. */
const firstLevelOf = (projects: ProjectCard[], projectId: string | null) => {
  const level = projects.find((p) => String(p.id) === projectId)?.impact_levels[0];
  return level ? String(level.id) : null;
};

function levelOf(projects: ProjectCard[], line: Line) {
  return projects.find((p) => String(p.id) === line.projectId)?.impact_levels.find((l) => String(l.id) === line.levelId) ?? null;
}

/**
 * Route 'admin.giving.create' (/admin/giving/create): staff record giving received by bank transfer or cheque
 * for a company or a personal giver. It is paid on the day received; the giver gets the receipt by e-mail.
 */
export function GivingCreatePage() {
  const projects = useQuery(projectOptionsQuery());
  const record = useRecordOfflineGiving();
  const [form, setForm] = useState<Form>({ account: 'company', companyId: '', userId: '', method: 'bank_transfer', reference: '', currency: 'USD', receivedOn: today(), note: '' });
  const [lines, setLines] = useState<Line[]>(() => [newLine()]);
  const [done, setDone] = useState<{ id: number; total: number; message: string } | null>(null);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const setLine = (key: number, patch: Partial<Line>) => setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const fieldErrors = record.error instanceof ApiError ? (record.error.errors ?? {}) : {};
  const fieldError = (name: string) => fieldErrors[name]?.[0];
  const list = projects.data ?? [];
  const total = lines.reduce((n, l) => n + (levelOf(list, l) && l.quantity ? displayTotal(levelOf(list, l)!.price, Number(l.quantity)) : 0), 0);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body: OfflineGiving = {
      company_id: form.account === 'company' ? idOf(form.companyId) : undefined,
      user_id: idOf(form.userId),
      payment_method: form.method,
      payment_reference: form.reference,
      currency: form.currency,
      received_on: form.receivedOn,
      note: form.note.trim() || undefined,
      lines: lines.map((l) => ({ impact_level_id: Number(l.levelId ?? 0), quantity: Number(l.quantity || 0) })),
    };
    record.mutate(body, { onSuccess: (result) => setDone({ id: result.data.id, total: result.data.total_usd, message: result.message ?? '' }) });
  };

  if (done) {
    return (
      <Stack gap="xl">
        <PageHeader eyebrow="Giving Management" title="Record offline giving" />
        <Paper p="xl" shadow="xs" component="section" aria-labelledby="recorded-title">
          <Stack gap="md">
            <Group gap="sm">
              <CheckCircleIcon size={26} />
              <Title order={2} fz={20} c="forest.9" id="recorded-title">
                Giving #{done.id} recorded: {formatUsd(done.total)}
              </Title>
            </Group>
            <Text role="status">{done.message}</Text>
            <Group gap="sm">
              <Button component={Link} to={pathTo(PATHS.adminGivingDetails, { id: done.id })}>
                Open the giving
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  setDone(null);
                  record.reset();
                  setLines([newLine()]);
                  set({ reference: '', note: '' });
                }}
              >
                Record another
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    );
  }

  const generalError = record.error && !Object.keys(fieldErrors).length ? errorMessage(record.error) : null;
  const projectOptions = list.filter((p) => !p.is_bundle).map((p) => ({ value: String(p.id), label: `${p.title} (${p.partner.worthy_cause_name})` }));
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Giving Management" title="Record offline giving" description="Giving received by bank transfer or cheque. It is recorded as paid on the day received and the giver gets the receipt by e-mail." />
      <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="offline-title">
        <Title order={2} fz={20} c="forest.9" id="offline-title" mb="md">
          Offline giving
        </Title>
        <form onSubmit={submit} noValidate aria-label="Record offline giving">
          <Stack gap="md">
            {generalError ? (
              <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
                {generalError}
              </Alert>
            ) : null}
            <div>
              <Text fz="sm" fw={500} id="account-label" mb={4}>
                Who gave
              </Text>
              <SegmentedControl
                aria-labelledby="account-label"
                value={form.account}
                onChange={(v) => set({ account: v as Form['account'] })}
                data={[
                  { value: 'company', label: 'A company' },
                  { value: 'user', label: 'A personal giver' },
                ]}
              />
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {form.account === 'company' ? (
                <TextInput label="Company ID" required inputMode="numeric" value={form.companyId} onChange={(e) => set({ companyId: e.currentTarget.value })} error={fieldError('company_id')} />
              ) : null}
              <TextInput
                label={form.account === 'company' ? 'Member user ID' : 'User ID'}
                description={form.account === 'company' ? 'Optional: the company’s first admin when left empty' : undefined}
                required={form.account === 'user'}
                inputMode="numeric"
                value={form.userId}
                onChange={(e) => set({ userId: e.currentTarget.value })}
                error={fieldError('user_id') ?? (form.account === 'user' ? fieldError('company_id') : undefined)}
              />
              <Select
                label="Payment method"
                required
                data={OFFLINE_PAYMENT_METHODS.map((m) => ({ value: m, label: givingPaymentMethodLabels[m] }))}
                value={form.method}
                onChange={(v) => v && set({ method: v as Form['method'] })}
                allowDeselect={false}
                error={fieldError('payment_method')}
              />
              <TextInput label="Bank or cheque reference" required value={form.reference} onChange={(e) => set({ reference: e.currentTarget.value })} error={fieldError('payment_reference')} maxLength={120} />
              <Select label="Currency received" data={[...GIVING_CURRENCIES]} value={form.currency} onChange={(v) => v && set({ currency: v as Form['currency'] })} allowDeselect={false} />
              <TextInput type="date" label="Date received" required max={today()} value={form.receivedOn} onChange={(e) => set({ receivedOn: e.currentTarget.value })} error={fieldError('received_on')} />
            </SimpleGrid>
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <Text component="legend" fz="sm" fw={600} mb="xs">
                Impacts given
              </Text>
              <Stack gap="sm">
                {lines.map((line, index) => {
                  const project = list.find((p) => String(p.id) === line.projectId);
                  return (
                    <Group key={line.key} align="flex-start" gap="sm" wrap="wrap" data-testid="offline-line">
                      <Select
                        label={`Project ${index + 1}`}
                        placeholder="Choose a project"
                        data={projectOptions}
                        searchable
                        value={line.projectId}
                        onChange={(v) => setLine(line.key, { projectId: v, levelId: firstLevelOf(list, v) })}
                        style={{ flex: '2 1 260px' }}
                        comboboxProps={{ withinPortal: true }}
                        nothingFoundMessage="No project matches"
                      />
                      <Select
                        label="Impact level"
                        data={(project?.impact_levels ?? []).map((l) => ({ value: String(l.id), label: `${l.impact_unit} · ${formatUsd(l.price)}` }))}
                        value={line.levelId}
                        onChange={(v) => setLine(line.key, { levelId: v })}
                        style={{ flex: '2 1 220px' }}
                        error={fieldError(`lines.${index}.impact_level_id`)}
                        comboboxProps={{ withinPortal: true }}
                      />
                      <NumberInput
                        label="Quantity"
                        min={1}
                        max={100000}
                        allowDecimal={false}
                        value={line.quantity}
                        onChange={(v) => setLine(line.key, { quantity: v === '' ? '' : Number(v) })}
                        style={{ flex: '1 1 110px' }}
                        error={fieldError(`lines.${index}.quantity`)}
                      />
                      <ActionIcon variant="subtle" color="red" mt={26} size="lg" aria-label={`Remove project ${index + 1}`} disabled={lines.length === 1} onClick={() => setLines((ls) => ls.filter((l) => l.key !== line.key))}>
                        <TrashIcon size={18} />
                      </ActionIcon>
                    </Group>
                  );
                })}
                {fieldError('lines') ? (
                  <Text c="red" fz="sm" role="alert">
                    {fieldError('lines')}
                  </Text>
                ) : null}
                <Button variant="subtle" color="forest" leftSection={<PlusIcon size={16} />} onClick={() => setLines((ls) => [...ls, newLine()])} w="fit-content" disabled={lines.length >= 50}>
                  Add another project
                </Button>
              </Stack>
            </fieldset>
            <Textarea label="Note" description="Kept with the giving and in the audit log" maxLength={500} autosize minRows={2} value={form.note} onChange={(e) => set({ note: e.currentTarget.value })} />
            <Group justify="space-between">
              <Text fw={700} data-testid="offline-total">
                Total {formatUsd(total)}
              </Text>
              <Group gap="sm">
                <Anchor component={Link} to={PATHS.adminGiving} fz="sm">
                  Cancel
                </Anchor>
                <Button type="submit" loading={record.isPending}>
                  Record giving
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
