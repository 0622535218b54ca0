import '@mantine/core/styles/Table.css';
import { Alert, Badge, Button, Checkbox, Group, Paper, Radio, SimpleGrid, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Broadcast, BroadcastCreateInput } from '@goodhive/contract';
import { BROADCAST_GROUP_LABELS, BROADCAST_LIST_PAGE_SIZE, NOTIFICATION_BODY_MAX, NOTIFICATION_TITLE_MAX, broadcastTexts } from '@goodhive/contract/texts';
import { DataTable, NumericCell, NumericHead } from '../../../components/ui/data-table';
import { AlertIcon, MailIcon, SlidersIcon } from '../../../components/ui/icons';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { UserFilterDialog, activeFilterCount, filterBody, type FilterKind, type FilterValues } from '../../admin-filters';
import { broadcastsQuery, useCancelBroadcast, useSendBroadcast } from '../api/broadcasts';
import { fromLocalInput } from '../components/datetime';

type Audience = 'filter' | 'all_businesses' | 'all_individuals' | 'company' | 'user' | 'user_ids';

/** The user ids typed in a list (commas, spaces or new lines); null when one is not a number. */
export function parseUserIds(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.some((p) => !/^\d+$/.test(p))) return null;
  return [...new Set(parts.map(Number))];
}

const STATUS_COLOURS: Record<Broadcast['status'], string> = { scheduled: 'blue', sending: 'orange', sent: 'forest', cancelled: 'gray' };

function Compose() {
  const sendBroadcast = useSendBroadcast();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [link, setLink] = useState('');
  const [audience, setAudience] = useState<Audience>('filter');
  const [filter, setFilter] = useState<FilterValues>({});
  const [dialog, setDialog] = useState<FilterKind | null>(null);
  const [idText, setIdText] = useState('');
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [sendAt, setSendAt] = useState('');
  const [email, setEmail] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const recipients = (): Partial<BroadcastCreateInput> | string => {
    switch (audience) {
      case 'filter':
        return activeFilterCount(filter) ? { filters: filterBody(filter) as Record<string, unknown> } : broadcastTexts.recipientsRequired;
      case 'all_businesses':
      case 'all_individuals':
        return { group: audience };
      case 'company':
        return /^\d+$/.test(idText.trim()) ? { company_id: Number(idText) } : 'Please enter the company id (CID).';
      case 'user':
        return /^\d+$/.test(idText.trim()) ? { user_id: Number(idText) } : 'Please enter the user id (UID).';
      case 'user_ids': {
        const ids = parseUserIds(idText);
        return ids && ids.length ? { user_ids: ids } : 'Please enter one or more user ids (UID), separated by commas.';
      }
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!title.trim()) local.title = broadcastTexts.titleRequired;
    if (!body.trim()) local.message_body = broadcastTexts.bodyRequired;
    if (link.trim() && !/^https?:\/\/\S+$/i.test(link.trim())) local.external_link = broadcastTexts.linkInvalid;
    const to = recipients();
    if (typeof to === 'string') local.recipients = to;
    if (when === 'later' && !fromLocalInput(sendAt)) local.send_at = broadcastTexts.sendAtInvalid;
    setErrors(local);
    if (Object.keys(local).length || typeof to === 'string') return;
    sendBroadcast.mutate(
      { title: title.trim(), message_body: body.trim(), external_link: link.trim() || null, ...to, send_at: when === 'later' ? fromLocalInput(sendAt) : null, send_email: email },
      {
        onSuccess: (res) => {
          toast.success(res.message ?? broadcastTexts.queued('now'));
          setTitle('');
          setBody('');
          setLink('');
          setErrors({});
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errors) setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k.startsWith('filters.') ? 'recipients' : k, v[0]])));
        },
      },
    );
  };
  const failure = sendBroadcast.error && !(sendBroadcast.error instanceof ApiError && sendBroadcast.error.errors && Object.keys(sendBroadcast.error.errors).length) ? errorMessage(sendBroadcast.error) : null;
  const needsId = audience === 'company' || audience === 'user' || audience === 'user_ids';

  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="compose-title">
      <Title order={2} fz={20} c="forest.9" id="compose-title" mb="md">
        {broadcastTexts.compose}
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby="compose-title">
        <Stack gap="md">
          {failure ? (
            <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
              {failure}
            </Alert>
          ) : null}
          <TextInput label="Title" required maxLength={NOTIFICATION_TITLE_MAX} value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={errors.title} />
          <Textarea label="Message" required autosize minRows={3} maxLength={NOTIFICATION_BODY_MAX} value={body} onChange={(e) => setBody(e.currentTarget.value)} error={errors.message_body} description={broadcastTexts.plainText} />
          <TextInput label="Link" type="url" placeholder="https://" value={link} onChange={(e) => setLink(e.currentTarget.value)} error={errors.external_link} description="Optional: where a click on the notification leads." />
          <Radio.Group label="Recipients" required value={audience} onChange={(v) => setAudience(v as Audience)} error={errors.recipients ?? errors.user_ids ?? errors.company_id ?? errors.user_id}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
              <Radio value="filter" label="Users found with the admin filter" />
              <Radio value="all_businesses" label={BROADCAST_GROUP_LABELS.all_businesses} />
              <Radio value="all_individuals" label={BROADCAST_GROUP_LABELS.all_individuals} />
              <Radio value="company" label="One company" />
              <Radio value="user" label="One user" />
              <Radio value="user_ids" label="Users by id" />
            </SimpleGrid>
          </Radio.Group>
          {audience === 'filter' ? (
            <Group gap="sm">
              <Button variant="light" color="forest" leftSection={<SlidersIcon size={18} />} onClick={() => setDialog('user')}>
                User filter{activeFilterCount(filter) ? ` (${activeFilterCount(filter)})` : ''}
              </Button>
              <Button variant="light" color="forest" leftSection={<MailIcon size={18} />} onClick={() => setDialog('email')}>
                E-mail user filter
              </Button>
              <Text fz="sm" c="dimmed">
                {activeFilterCount(filter) ? `${activeFilterCount(filter)} filter field(s) chosen.` : 'No filter chosen yet.'}
              </Text>
            </Group>
          ) : null}
          {needsId ? (
            <TextInput
              label={audience === 'company' ? 'Company id (CID)' : audience === 'user' ? 'User id (UID)' : 'User ids (UID), separated by commas'}
              value={idText}
              onChange={(e) => setIdText(e.currentTarget.value)}
              inputMode={audience === 'user_ids' ? 'text' : 'numeric'}
            />
          ) : null}
          <Radio.Group label="When" value={when} onChange={(v) => setWhen(v as 'now' | 'later')}>
            <Group mt="xs">
              <Radio value="now" label="Send now" />
              <Radio value="later" label="Send at a time" />
            </Group>
          </Radio.Group>
          {when === 'later' ? <TextInput label="Send at" type="datetime-local" required value={sendAt} onChange={(e) => setSendAt(e.currentTarget.value)} error={errors.send_at} /> : null}
          <Checkbox label="Also send it by e-mail (members who turned platform news off are skipped)" checked={email} onChange={(e) => setEmail(e.currentTarget.checked)} />
          <Group>
            <Button type="submit" loading={sendBroadcast.isPending}>
              {when === 'later' ? broadcastTexts.schedule : broadcastTexts.send}
            </Button>
          </Group>
        </Stack>
      </form>
      <UserFilterDialog opened={dialog !== null} kind={dialog ?? 'user'} value={filter} onApply={setFilter} onClose={() => setDialog(null)} />
    </Paper>
  );
}

/** Route 'broadcast.notifications' (/admin/broadcast-notifications): compose a broadcast and follow the sent and scheduled ones. */
export function BroadcastsPage() {
  const [page, setPage] = useState(1);
  const list = useQuery(broadcastsQuery(page));
  const cancel = useCancelBroadcast();
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="User Management" title={broadcastTexts.title} description={broadcastTexts.description} />
      <Compose />
      <section aria-labelledby="history-title">
        <Stack gap="md">
          <Title order={2} fz={20} c="forest.9" id="history-title">
            {broadcastTexts.history}
          </Title>
          <QueryState query={list} loadingLabel="Loading broadcasts…" errorTitle="The broadcasts could not be loaded" isEmpty={(d) => d.rows.length === 0} empty={{ title: broadcastTexts.empty }}>
            {(d) => (
              <>
                <DataTable minWidth={900} testId="broadcasts-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Title</Table.Th>
                      <Table.Th scope="col">Recipients</Table.Th>
                      <Table.Th scope="col">Send at</Table.Th>
                      <Table.Th scope="col">Status</Table.Th>
                      <NumericHead>Delivered</NumericHead>
                      <NumericHead>E-mailed</NumericHead>
                      <Table.Th scope="col">By</Table.Th>
                      <Table.Th scope="col">Actions</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {d.rows.map((b) => (
                      <Table.Tr key={b.id}>
                        <Table.Td>
                          <Text fw={600} fz="sm">
                            {b.title}
                          </Text>
                        </Table.Td>
                        <Table.Td>{b.audience}</Table.Td>
                        <Table.Td>{formatDisplayDate(b.send_at)}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          <Badge color={STATUS_COLOURS[b.status]} variant="light" tt="none" styles={{ label: { overflow: 'visible' } }}>
                            {b.status[0].toUpperCase() + b.status.slice(1)}
                          </Badge>
                        </Table.Td>
                        <NumericCell>{b.recipient_count.toLocaleString('en-US')}</NumericCell>
                        <NumericCell>{b.emailed_count.toLocaleString('en-US')}</NumericCell>
                        <Table.Td>{b.sender_name ?? '—'}</Table.Td>
                        <Table.Td>
                          {b.status === 'scheduled' ? (
                            <Button size="compact-sm" variant="subtle" color="red" loading={cancel.isPending && cancel.variables === b.id} onClick={() => cancel.mutate(b.id, { onSuccess: () => toast.success(broadcastTexts.cancelled), onError: (e) => toast.error(errorMessage(e)) })}>
                              Cancel
                            </Button>
                          ) : null}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </DataTable>
                <ListPager total={d.total} pageSize={BROADCAST_LIST_PAGE_SIZE} page={page} onChange={setPage} label="Pages of broadcasts" />
              </>
            )}
          </QueryState>
        </Stack>
      </section>
    </Stack>
  );
}
