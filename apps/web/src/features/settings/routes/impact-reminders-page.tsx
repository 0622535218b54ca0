import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ImpactReminder, ImpactReminderInput } from '@goodhive/contract';
import { describeReminderSchedule, impactReminderTexts as t } from '@goodhive/contract/texts';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { AlertIcon, CalendarIcon, PlusIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { accountHeading } from '../../../lib/account';
import { errorMessage } from '../../../lib/api-error';
import { useSignedInUser } from '../../../lib/auth';
import { formatDisplayDate } from '../../../lib/format-date';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { impactRemindersQuery, useDeleteReminder, useSaveReminder } from '../api/impact-reminders';
import { notificationSettingsQuery } from '../api/notification-settings';
import { ReminderForm } from '../components/reminder-form';

/** One reminder: its name, schedule, next date (or paused), note, and its Edit and Delete buttons. */
function ReminderCard({ reminder, onEdit, onDelete }: { reminder: ImpactReminder; onEdit: () => void; onDelete: () => void }) {
  const headingId = `reminder-${reminder.id}-title`;
  return (
    <Paper p="lg" shadow="xs" component="article" aria-labelledby={headingId} data-testid="reminder">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} fz={18} c="forest.9" id={headingId}>
            {reminder.name}
          </Title>
          <Badge color={reminder.is_active ? 'forest' : 'gray'} variant="light">
            {reminder.is_active ? t.active : t.paused}
          </Badge>
        </Group>
        <Group gap={6} c="dimmed">
          <CalendarIcon size={16} />
          <Text fz="sm">{describeReminderSchedule(reminder.frequency, reminder.day)}</Text>
        </Group>
        <Text fz="sm">
          {reminder.is_active ? (
            <>
              Next reminder: <strong>{formatDisplayDate(reminder.next_date)}</strong>
            </>
          ) : (
            'Paused: no e-mails until you turn it on again.'
          )}
        </Text>
        {reminder.note ? (
          <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {reminder.note}
          </Text>
        ) : null}
        {reminder.last_sent_on ? (
          <Text fz="xs" c="dimmed">
            Last reminded on {formatDisplayDate(reminder.last_sent_on)}
          </Text>
        ) : null}
        <Group gap="sm" mt="auto" pt="xs">
          <Button variant="default" size="xs" onClick={onEdit} aria-label={`Edit ${reminder.name}`}>
            Edit
          </Button>
          <Button variant="subtle" color="red" size="xs" onClick={onDelete} aria-label={`Delete ${reminder.name}`}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Route 'impact-reminders' (Giving Reminders; closed to downgraded members): the member's reminders to give,
 * added, edited and deleted here; a scheduled job e-mails each one on its date with a link to the projects.
 */
export function ImpactRemindersPage() {
  const user = useSignedInUser();
  const reminders = useQuery(impactRemindersQuery());
  const settings = useQuery(notificationSettingsQuery(user.id));
  const save = useSaveReminder();
  const remove = useDeleteReminder();
  // The form: closed (false), a new reminder (null) or the reminder edited.
  const [editing, setEditing] = useState<ImpactReminder | null | false>(false);
  const [deleting, setDeleting] = useState<ImpactReminder | null>(null);
  const mailsOff = settings.data?.some((s) => s.key === 'giving_reminders' && s.email_status === 0) ?? false;

  const openForm = (reminder: ImpactReminder | null) => {
    save.reset();
    setEditing(reminder);
  };
  const submit = (body: ImpactReminderInput) => {
    if (editing === false) return;
    save.mutate(
      { id: editing?.id ?? null, body },
      {
        onSuccess: (result) => {
          setEditing(false);
          toast.success(result.message ?? (editing ? t.saved : t.created));
        },
      },
    );
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (result) => {
        setDeleting(null);
        toast.success(result.message ?? t.deleted);
      },
    });
  };
  const addButton = (
    <Button leftSection={<PlusIcon size={16} />} onClick={() => openForm(null)}>
      {t.add}
    </Button>
  );

  return (
    <Stack gap="xl">
      <PageHeader eyebrow={accountHeading(user)} title={t.title} description={t.description}>
        {reminders.data && reminders.data.length > 0 ? <Group mt="xs">{addButton}</Group> : null}
      </PageHeader>
      {mailsOff ? (
        <Alert color="orange" variant="light" icon={<AlertIcon />} role="status">
          {t.mailsOff}{' '}
          <Anchor component={Link} to={PATHS.notificationSettings} fz="sm" fw={600}>
            Open notification settings
          </Anchor>
        </Alert>
      ) : null}
      <QueryState
        query={reminders}
        loadingLabel="Loading your giving reminders…"
        errorTitle="Your giving reminders could not be loaded"
        empty={{ title: t.empty, description: t.emptyHint, action: addButton }}
      >
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {list.map((reminder) => (
              <ReminderCard key={reminder.id} reminder={reminder} onEdit={() => openForm(reminder)} onDelete={() => setDeleting(reminder)} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      {editing !== false ? (
        <ReminderForm
          key={editing?.id ?? 'new'}
          opened
          reminder={editing}
          busy={save.isPending}
          error={save.error}
          onClose={() => setEditing(false)}
          onSubmit={submit}
        />
      ) : null}
      <ActionDialog
        opened={deleting !== null}
        title="Delete giving reminder"
        message={deleting ? `Delete "${deleting.name}"? No more reminder e-mails will come for it.` : ''}
        error={remove.error ? errorMessage(remove.error) : null}
        confirmLabel="Delete reminder"
        confirmColor="red"
        onConfirm={confirmDelete}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
        busy={remove.isPending}
        focusConfirm
      />
    </Stack>
  );
}
