import '@mantine/core/styles/Switch.css';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { ImpactReminder, ImpactReminderInput, ReminderFrequency } from '@goodhive/contract';
import {
  REMINDER_FREQUENCIES,
  REMINDER_FREQUENCY_LABELS,
  REMINDER_MONTH_DAY_MAX,
  REMINDER_NAME_MAX,
  REMINDER_NOTE_MAX,
  WEEKDAYS,
  impactReminderTexts as t,
} from '@goodhive/contract/texts';
import { AlertIcon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';

type Values = { name: string; note: string; frequency: ReminderFrequency; day: string; starts_on: string; is_active: boolean };

const valuesOf = (reminder: ImpactReminder | null): Values =>
  reminder
    ? { name: reminder.name, note: reminder.note ?? '', frequency: reminder.frequency, day: String(reminder.day), starts_on: '', is_active: reminder.is_active }
    : { name: '', note: '', frequency: 'monthly', day: '1', starts_on: '', is_active: true };

const dayOptions = (frequency: ReminderFrequency) =>
  frequency === 'weekly'
    ? WEEKDAYS.map((name, i) => ({ value: String(i + 1), label: name }))
    : Array.from({ length: REMINDER_MONTH_DAY_MAX }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

type ReminderFormProps = {
  opened: boolean;
  /** The reminder edited, or null for a new one. */
  reminder: ImpactReminder | null;
  busy: boolean;
  /** The last save's failure: its field errors are shown beside the fields, anything else above the buttons. */
  error: unknown;
  onClose: () => void;
  onSubmit: (body: ImpactReminderInput) => void;
};

/** The dialog that adds or edits a giving reminder: name, note, how often, which day, the first date, on or off. */
export function ReminderForm({ opened, reminder, busy, error, onClose, onSubmit }: ReminderFormProps) {
  const [values, setValues] = useState<Values>(() => valuesOf(reminder));
  const [nameError, setNameError] = useState<string | null>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const fieldError = (field: string) => (error instanceof ApiError ? error.fieldError(field) : undefined);
  const otherError = error && !(error instanceof ApiError && error.errors) ? errorMessage(error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) {
      setNameError(t.nameRequired);
      return;
    }
    setNameError(null);
    onSubmit({
      name: values.name,
      note: values.note,
      frequency: values.frequency,
      day: Number(values.day),
      starts_on: values.starts_on || null,
      is_active: values.is_active,
    });
  };

  const changeFrequency = (frequency: ReminderFrequency) => {
    // A weekday and a day of the month are different lists: keep the day only where it still fits.
    const max = frequency === 'weekly' ? 7 : REMINDER_MONTH_DAY_MAX;
    setValues((v) => ({ ...v, frequency, day: Number(v.day) <= max ? v.day : '1' }));
  };

  return (
    <Modal opened={opened} onClose={onClose} title={reminder ? 'Edit giving reminder' : 'New giving reminder'} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            description="What the reminder is for, e.g. 'Monthly water giving'."
            required
            maxLength={REMINDER_NAME_MAX}
            value={values.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={nameError ?? fieldError('name')}
            data-autofocus
          />
          <Textarea
            label="Note"
            description="Shown in the reminder e-mail (optional)."
            autosize
            minRows={2}
            maxLength={REMINDER_NOTE_MAX}
            value={values.note}
            onChange={(e) => set('note', e.currentTarget.value)}
            error={fieldError('note')}
          />
          <Group grow align="flex-start">
            <NativeSelect
              label="How often"
              data={REMINDER_FREQUENCIES.map((f) => ({ value: f, label: REMINDER_FREQUENCY_LABELS[f] }))}
              value={values.frequency}
              onChange={(e) => changeFrequency(e.currentTarget.value as ReminderFrequency)}
              error={fieldError('frequency')}
            />
            <NativeSelect
              label={values.frequency === 'weekly' ? 'Day of the week' : 'Day of the month'}
              data={dayOptions(values.frequency)}
              value={values.day}
              onChange={(e) => set('day', e.currentTarget.value)}
              error={fieldError('day')}
            />
          </Group>
          <TextInput
            type="date"
            label="First reminder on or after"
            description={reminder ? 'Leave empty to keep the next date, unless the schedule changes.' : 'Leave empty to start from today.'}
            value={values.starts_on}
            onChange={(e) => set('starts_on', e.currentTarget.value)}
            error={fieldError('starts_on')}
          />
          <Switch
            label="Reminder on"
            description="Turn it off to pause the e-mails without deleting the reminder."
            checked={values.is_active}
            onChange={(e) => set('is_active', e.currentTarget.checked)}
            color="forest"
          />
          {otherError ? (
            <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
              {otherError}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {reminder ? 'Save reminder' : 'Add reminder'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
