import '@mantine/core/styles/Switch.css';
import { Alert, Anchor, Button, Group, NativeSelect, Paper, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Engagement, ProjectCard } from '@goodhive/contract';
import { ENGAGEMENT_MESSAGE_MAX, ENGAGEMENT_OPTIONS_MAX, ENGAGEMENT_TITLE_MAX, engagementMessages, engagementTexts as t } from '@goodhive/contract/texts';
import { BackLink } from '../../../components/ui/back-link';
import { AlertIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { accountHeading } from '../../../lib/account';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { useSignedInUser } from '../../../lib/auth';
import { hasEngagementAccess } from '../../../lib/engagement-access';
import { formatUsd } from '../../../lib/money';
import { PATHS, engagementDataPath } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { engagementQuery, offerableProjectsQuery, useSaveEngagement } from '../api/engagement';
import { UpgradeToAccess } from '../components/engagement-parts';

type Option = { project_id: string; impact_level_id: string; quantity: string };
type Values = { title: string; message: string; options: Option[]; choice_limit: string; start_date: string; end_date: string; is_active: boolean };
const emptyOption: Option = { project_id: '', impact_level_id: '', quantity: '1' };
const blank: Values = { title: '', message: '', options: [emptyOption], choice_limit: '100', start_date: '', end_date: '', is_active: true };

const valuesOf = (e: Engagement): Values => ({
  title: e.title,
  message: e.message,
  options: e.options.map((o) => ({ project_id: String(o.project_id), impact_level_id: String(o.impact_level_id), quantity: String(o.quantity) })),
  choice_limit: String(e.choice_limit),
  start_date: e.start_date ?? '',
  end_date: e.end_date ?? '',
  is_active: e.is_active === 1,
});

/** The field errors of a failed save, by field ('options.0.quantity' shows on that option's quantity). */
const fieldErrors = (error: unknown): Record<string, string> => (error instanceof ApiError && error.errors ? Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0]!])) : {});

function EngagementForm({ engagement }: { engagement: Engagement | null }) {
  const navigate = useNavigate();
  const projects = useQuery(offerableProjectsQuery());
  const save = useSaveEngagement(engagement?.key ?? null);
  const [values, setValues] = useState<Values>(engagement ? valuesOf(engagement) : blank);
  const errors = fieldErrors(save.error);
  const generalError = save.error && Object.keys(errors).length === 0 ? errorMessage(save.error) : null;
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const projectOf = (id: string): ProjectCard | undefined => projects.data?.find((p) => String(p.id) === id);
  const setOption = (i: number, patch: Partial<Option>) => setValues((v) => ({ ...v, options: v.options.map((o, j) => (j === i ? { ...o, ...patch } : o)) }));
  const priceOf = (o: Option) => {
    const level = projectOf(o.project_id)?.impact_levels.find((l) => String(l.id) === o.impact_level_id);
    return level ? Math.round(level.price * 100) * (Number(o.quantity) || 0) : 0;
  };
  const dearest = values.options.reduce((n, o) => Math.max(n, priceOf(o)), 0);
  const maxSpend = (dearest * (Number(values.choice_limit) || 0)) / 100;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        title: values.title,
        message: values.message,
        options: values.options.map((o) => ({ project_id: Number(o.project_id), impact_level_id: Number(o.impact_level_id), quantity: Number(o.quantity) })),
        choice_limit: Number(values.choice_limit),
        start_date: values.start_date || null,
        end_date: values.end_date || null,
        is_active: values.is_active ? 1 : 0,
      },
      {
        onSuccess: (result) => {
          toast.success(result.message ?? engagementMessages.saved);
          void navigate(engagement ? engagementDataPath(result.data.key) : PATHS.engagementTool);
        },
      },
    );
  };

  return (
    <Paper p="lg" shadow="xs" component="form" onSubmit={submit} aria-labelledby="engagement-form-heading" noValidate>
      <Stack gap="md">
        <Title order={2} fz={18} id="engagement-form-heading">
          {engagement ? engagement.title : t.detailsHeading}
        </Title>
        <TextInput label={t.title} description={t.titleHint} required maxLength={ENGAGEMENT_TITLE_MAX} value={values.title} error={errors.title} onChange={(e) => set('title', e.currentTarget.value)} />
        <Textarea label={t.message} description={t.messageHint} autosize minRows={2} maxLength={ENGAGEMENT_MESSAGE_MAX} value={values.message} error={errors.message} onChange={(e) => set('message', e.currentTarget.value)} />
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} fz="sm">
            {t.options}
          </Text>
          <Text fz="xs" c="dimmed">
            {t.optionsHint}
          </Text>
          {errors.options ? (
            <Text fz="sm" c="red.8" role="alert">
              {errors.options}
            </Text>
          ) : null}
          {values.options.map((option, i) => {
            const project = projectOf(option.project_id);
            return (
              <Group key={i} align="flex-start" gap="md" role="group" aria-label={`Project ${i + 1}`} data-testid="engagement-option">
                <NativeSelect
                  label={t.project}
                  required
                  w={{ base: '100%', sm: 300 }}
                  value={option.project_id}
                  error={errors[`options.${i}.project_id`]}
                  disabled={!projects.data}
                  onChange={(e) => {
                    const p = projectOf(e.currentTarget.value);
                    setOption(i, { project_id: e.currentTarget.value, impact_level_id: p?.impact_levels[0] ? String(p.impact_levels[0].id) : '' });
                  }}
                  data={[{ value: '', label: projects.isPending ? 'Loading projects…' : 'Choose a project' }, ...(projects.data ?? []).map((p) => ({ value: String(p.id), label: p.title }))]}
                />
                <NativeSelect
                  label={t.impactLevel}
                  required
                  w={{ base: '100%', sm: 240 }}
                  value={option.impact_level_id}
                  error={errors[`options.${i}.impact_level_id`] ?? (i === 0 ? errors.impact_level_id : undefined)}
                  onChange={(e) => setOption(i, { impact_level_id: e.currentTarget.value })}
                  data={[{ value: '', label: '—' }, ...(project?.impact_levels ?? []).map((l) => ({ value: String(l.id), label: `${l.impact_unit} (${formatUsd(l.price)})` }))]}
                />
                <TextInput label={t.quantity} required type="number" min={1} w={{ base: '100%', sm: 170 }} value={option.quantity} error={errors[`options.${i}.quantity`]} onChange={(e) => setOption(i, { quantity: e.currentTarget.value })} />
                {values.options.length > 1 ? (
                  <Button variant="subtle" color="red" mt={24} onClick={() => setValues((v) => ({ ...v, options: v.options.filter((_, j) => j !== i) }))} aria-label={`${t.removeOption} project ${i + 1}`}>
                    {t.removeOption}
                  </Button>
                ) : null}
              </Group>
            );
          })}
          {values.options.length < ENGAGEMENT_OPTIONS_MAX ? (
            <Group>
              <Anchor component="button" type="button" fz="sm" onClick={() => setValues((v) => ({ ...v, options: [...v.options, emptyOption] }))}>
                {t.addOption}
              </Anchor>
            </Group>
          ) : null}
        </Stack>
        <Group align="flex-start" gap="md">
          <TextInput label={t.choiceLimit} description={t.choiceLimitHint} required type="number" min={1} w={{ base: '100%', sm: 240 }} value={values.choice_limit} error={errors.choice_limit} onChange={(e) => set('choice_limit', e.currentTarget.value)} />
          <TextInput label={t.startDate} type="date" w={{ base: '100%', sm: 190 }} value={values.start_date} error={errors.start_date} onChange={(e) => set('start_date', e.currentTarget.value)} />
          <TextInput label={t.endDate} type="date" w={{ base: '100%', sm: 190 }} value={values.end_date} error={errors.end_date} onChange={(e) => set('end_date', e.currentTarget.value)} />
        </Group>
        <Text fz="xs" c="dimmed" mt={-8}>
          {t.datesHint}
        </Text>
        <Switch label={t.isActive} checked={values.is_active} onChange={(e) => set('is_active', e.currentTarget.checked)} />
        <Alert color="honey" variant="light">
          <Text fz="sm" role="status">
            {t.maxSpend}: <strong data-testid="engagement-max-spend">{formatUsd(maxSpend)}</strong> ({values.choice_limit || 0} × the dearest choice). {t.funding}
          </Text>
        </Alert>
        {generalError ? (
          <Alert color="red" icon={<AlertIcon />} role="alert">
            {generalError}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t.save}
          </Button>
          <Anchor component={Link} to={PATHS.engagementTool} fz="sm">
            Cancel
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}

function EditEngagement({ engagementKey }: { engagementKey: string }) {
  const engagement = useQuery(engagementQuery(engagementKey));
  return (
    <QueryState query={engagement} loadingLabel="Loading the engagement…" errorTitle="This engagement could not be loaded" isEmpty={() => false}>
      {(e) => <EngagementForm key={e.key} engagement={e} />}
    </QueryState>
  );
}

/**
 * Routes 'engagement-add' (/engagement/add) and 'engagement-update' (/engagement/update/{key}): an engagement's
 * title and message, the impacts offered with the quantity each choice gives, the limit of choices, its days and
 * whether it is active. Shows the most it can cost and how the company pays.
 */
export function EngagementFormPage() {
  const user = useSignedInUser();
  const key = useParams().key ?? null;
  return (
    <Stack gap="xl">
      <BackLink to={PATHS.engagementTool} label={t.listTitle} />
      <PageHeader eyebrow={accountHeading(user)} title={key ? t.updateTitle : t.addTitle} description={t.listDescription} />
      {!hasEngagementAccess(user) ? <UpgradeToAccess /> : key ? <EditEngagement engagementKey={key} /> : <EngagementForm engagement={null} />}
    </Stack>
  );
}
