import { Alert, Button, FileInput, Group, Paper, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Event, EventAudience } from '@goodhive/contract';
import { EVENT_AUDIENCES, EVENT_AUDIENCE_LABELS, EVENT_DESCRIPTION_MAX, EVENT_LOCATION_MAX, EVENT_TIME_ZONES, EVENT_TITLE_MAX, eventTexts } from '@goodhive/contract/texts';
import { AlertIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { staffEventQuery, useSaveEvent } from '../api/events';

type Values = { title: string; description: string; starts_at: string; ends_at: string; time_zone: string; location: string; online_link: string; registration_link: string; audience: EventAudience };
const f = eventTexts.fields;

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Singapore';
const valuesOf = (e: Event | null): Values =>
  e
    ? { title: e.title, description: e.description, starts_at: e.starts_local, ends_at: e.ends_local, time_zone: e.time_zone, location: e.location ?? '', online_link: e.online_link ?? '', registration_link: e.registration_link ?? '', audience: e.audience }
    : { title: '', description: '', starts_at: '', ends_at: '', time_zone: browserZone(), location: '', online_link: '', registration_link: '', audience: 'all' };

function EventForm({ event }: { event: Event | null }) {
  const navigate = useNavigate();
  const save = useSaveEvent(event?.id ?? null);
  const [values, setValues] = useState<Values>(() => valuesOf(event));
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const zones = [...new Set([values.time_zone, ...EVENT_TIME_ZONES])].map((z) => ({ value: z, label: z.replace(/_/g, ' ') }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!values.title.trim()) local.title = eventTexts.titleRequired;
    if (!values.starts_at) local.starts_at = eventTexts.startRequired;
    if (!values.ends_at) local.ends_at = eventTexts.endRequired;
    // Both are wall-clock times in the same zone, so their text order is their time order.
    if (values.starts_at && values.ends_at && values.ends_at <= values.starts_at) local.ends_at = eventTexts.endBeforeStart;
    if (!values.location.trim() && !values.online_link.trim()) local.location = eventTexts.placeRequired;
    setErrors(local);
    if (Object.keys(local).length) return;
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) form.append(k, typeof v === 'string' ? v.trim() : v);
    if (image) form.append('image', image);
    save.mutate(form, {
      onSuccess: (res) => {
        toast.success(res.message ?? eventTexts.saved);
        void navigate(PATHS.adminEvents);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0]])));
      },
    });
  };
  const failure = save.error && !(save.error instanceof ApiError && save.error.errors && Object.keys(save.error.errors).length) ? errorMessage(save.error) : null;

  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section">
      <form onSubmit={submit} noValidate aria-label={event ? eventTexts.editTitle : eventTexts.createTitle}>
        <Stack gap="md">
          {failure ? (
            <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
              {failure}
            </Alert>
          ) : null}
          <TextInput label={f.title} required maxLength={EVENT_TITLE_MAX} value={values.title} onChange={(e) => set('title', e.currentTarget.value)} error={errors.title} />
          <Textarea label={f.description} autosize minRows={3} maxLength={EVENT_DESCRIPTION_MAX} value={values.description} onChange={(e) => set('description', e.currentTarget.value)} error={errors.description} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={f.starts_at} type="datetime-local" required value={values.starts_at} onChange={(e) => set('starts_at', e.currentTarget.value)} error={errors.starts_at} />
            <TextInput label={f.ends_at} type="datetime-local" required value={values.ends_at} onChange={(e) => set('ends_at', e.currentTarget.value)} error={errors.ends_at} />
            <Select label={f.time_zone} required searchable data={zones} value={values.time_zone} onChange={(v) => v && set('time_zone', v)} error={errors.time_zone} allowDeselect={false} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={f.location} maxLength={EVENT_LOCATION_MAX} value={values.location} onChange={(e) => set('location', e.currentTarget.value)} error={errors.location} description="A place, or leave empty for an online event." />
            <TextInput label={f.online_link} type="url" placeholder="https://" value={values.online_link} onChange={(e) => set('online_link', e.currentTarget.value)} error={errors.online_link} />
          </SimpleGrid>
          <TextInput label={f.registration_link} type="url" placeholder="https://" value={values.registration_link} onChange={(e) => set('registration_link', e.currentTarget.value)} error={errors.registration_link} description="Optional: where members register." />
          <Select
            label={f.audience}
            required
            data={EVENT_AUDIENCES.map((a) => ({ value: a, label: EVENT_AUDIENCE_LABELS[a] }))}
            value={values.audience}
            onChange={(v) => v && set('audience', v as EventAudience)}
            error={errors.audience}
            allowDeselect={false}
          />
          <FileInput label={f.image} accept="image/png,image/jpeg,image/gif,image/webp" value={image} onChange={setImage} clearable placeholder={event?.image_url ? 'Keep the current image' : 'Choose an image (optional)'} error={errors.image} />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {eventTexts.save}
            </Button>
            <Button component={Link} to={PATHS.adminEvents} variant="default">
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Routes 'admin.events.create' (/admin/events/create) and 'admin.events.edit' (/admin/events/edit/{id}). */
export function EventFormPage() {
  const { id } = useParams();
  const eventId = id ? Number(id) : null;
  const event = useQuery({ ...staffEventQuery(eventId ?? 0), enabled: eventId !== null });
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Communicare" title={eventId ? eventTexts.editTitle : eventTexts.createTitle} description={eventTexts.adminDescription} />
      {eventId === null ? (
        <EventForm event={null} />
      ) : event.isPending ? (
        <LoadingState label="Loading the event…" />
      ) : event.isError ? (
        <ErrorState title="The event could not be loaded" error={event.error} onRetry={() => void event.refetch()} />
      ) : (
        <EventForm event={event.data} />
      )}
    </Stack>
  );
}
