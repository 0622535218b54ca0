import '@mantine/core/styles/Switch.css';
import { Alert, Anchor, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ProjectCard, StoryTemplate } from '@goodhive/contract';
import { STORY_PROJECTS_MAX, STORY_TEXT_MAX, storyMessages, storyTexts as t } from '@goodhive/contract/texts';
import { BackLink } from '../../../components/ui/back-link';
import { AlertIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { accountHeading } from '../../../lib/account';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { useSignedInUser } from '../../../lib/auth';
import { formatUsd } from '../../../lib/money';
import { PATHS, recurringImpactPath } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { givableProjectsQuery, storyNewQuery, useCreateStory } from '../api/stories';

type Line = { project_id: string; impact_level_id: string; quantity: string };
type Values = { story_text: string; monthly: boolean; lines: Line[]; image: string; link: string; template_id: number | null };
const emptyLine: Line = { project_id: '', impact_level_id: '', quantity: '1' };
const blank: Values = { story_text: '', monthly: true, lines: [emptyLine], image: '', link: '', template_id: null };

/** A template to start from: its title, words and impact, and a button that fills the form with it. */
function TemplateCard({ template, onUse }: { template: StoryTemplate; onUse: () => void }) {
  return (
    <Paper p="md" withBorder component="article" aria-label={template.title} data-testid="story-template">
      <Stack gap={6}>
        <Text fw={700} c="forest.9">
          {template.title}
        </Text>
        {template.industry_name ? (
          <Text fz="xs" c="dimmed">
            {template.industry_name}
          </Text>
        ) : null}
        <Text fz="sm">{template.story_text}</Text>
        <Text fz="xs" c="dimmed">
          {template.quantity.toLocaleString('en-US')} × {template.impact_unit} ({template.project_title})
        </Text>
        <Group>
          <Button size="xs" variant="light" onClick={onUse} aria-label={`${t.useTemplate}: ${template.title}`}>
            {t.useTemplate}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The field errors of a failed save, by field name (lines' errors show on the first line). */
const fieldErrors = (error: unknown): Record<string, string> =>
  error instanceof ApiError && error.errors ? Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k.replace(/^projects\.\d+\./, ''), v[0]])) : {};

/**
 * Route 'create-recurring-impacts': a new story from scratch or from a template of the member's industry (or one
 * they saved): what the business moment gives, one project or several, monthly or one-off. Saved as a draft,
 * or saved and activated.
 */
export function CreateRecurringImpactsPage() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const fresh = useQuery(storyNewQuery());
  const projects = useQuery(givableProjectsQuery());
  const create = useCreateStory();
  const [values, setValues] = useState<Values>(blank);
  const errors = fieldErrors(create.error);
  const generalError = create.error && Object.keys(errors).length === 0 ? errorMessage(create.error) : null;

  const projectOf = (id: string): ProjectCard | undefined => projects.data?.find((p) => String(p.id) === id);
  const setLine = (i: number, patch: Partial<Line>) => setValues((v) => ({ ...v, lines: v.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) }));
  const applyTemplate = (tpl: StoryTemplate) =>
    setValues({
      story_text: tpl.story_text,
      monthly: tpl.is_giving_monthly === 1,
      lines: [{ project_id: String(tpl.project_id), impact_level_id: String(tpl.impact_level_id), quantity: String(tpl.quantity) }],
      image: '',
      link: '',
      template_id: tpl.kind === 'industry' ? tpl.id : null,
    });
  const total = values.lines.reduce((n, l) => {
    const level = projectOf(l.project_id)?.impact_levels.find((x) => String(x.id) === l.impact_level_id);
    return n + (level ? Math.round(level.price * 100) * (Number(l.quantity) || 0) : 0);
  }, 0);

  const submit = (activate: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    create.mutate(
      {
        activate,
        story: {
          story_text: values.story_text,
          is_giving_monthly: values.monthly ? 1 : 0,
          projects: values.lines.map((l) => ({ project_id: Number(l.project_id), impact_level_id: Number(l.impact_level_id), quantity: Number(l.quantity) })),
          giving_story_image: values.image.trim() || null,
          destination_link: values.link.trim() || null,
          template_id: values.template_id,
        },
      },
      {
        onSuccess: (result) => {
          toast.success(result.message ?? storyMessages.saved);
          void navigate(recurringImpactPath(result.data.id));
        },
      },
    );
  };

  return (
    <Stack gap="xl">
      <BackLink to={PATHS.recurringImpacts} label={t.listTitle} />
      <PageHeader eyebrow={accountHeading(user)} title={t.createTitle} description={t.createDescription} />
      <section aria-labelledby="templates-heading">
        <Title order={2} fz={18} id="templates-heading" mb="sm">
          {t.fromTemplate}
        </Title>
        <QueryState query={fresh} loadingLabel="Loading templates…" errorTitle="The templates could not be loaded" isEmpty={() => false}>
          {(data) => {
            const all = [...data.business_templates, ...data.industry_templates];
            return all.length ? (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {all.map((tpl) => (
                  <TemplateCard key={`${tpl.kind}-${tpl.id}`} template={tpl} onUse={() => applyTemplate(tpl)} />
                ))}
              </SimpleGrid>
            ) : (
              <Text c="dimmed">{t.noTemplates}</Text>
            );
          }}
        </QueryState>
      </section>
      <Paper p="lg" shadow="xs" component="form" onSubmit={submit(false)} aria-labelledby="story-form-heading" noValidate>
        <Stack gap="md">
          <Title order={2} fz={18} id="story-form-heading">
            {t.fromScratch}
          </Title>
          <Textarea
            label={t.storyText}
            description={t.storyTextHint}
            required
            autosize
            minRows={2}
            maxLength={STORY_TEXT_MAX}
            value={values.story_text}
            error={errors.story_text}
            onChange={(e) => {
              const story_text = e.currentTarget.value;
              setValues((v) => ({ ...v, story_text }));
            }}
          />
          {values.lines.map((line, i) => {
            const project = projectOf(line.project_id);
            return (
              <Group key={i} align="flex-start" gap="md" role="group" aria-label={`Project ${i + 1}`}>
                <NativeSelect
                  label={t.project}
                  required
                  w={320}
                  value={line.project_id}
                  error={i === 0 ? errors.project_id : undefined}
                  disabled={!projects.data}
                  onChange={(e) => {
                    const p = projectOf(e.currentTarget.value);
                    setLine(i, { project_id: e.currentTarget.value, impact_level_id: p?.impact_levels[0] ? String(p.impact_levels[0].id) : '' });
                  }}
                  data={[{ value: '', label: projects.isPending ? 'Loading projects…' : t.chooseProject }, ...(projects.data ?? []).map((p) => ({ value: String(p.id), label: p.title }))]}
                />
                <NativeSelect
                  label={t.impactLevel}
                  required
                  w={240}
                  value={line.impact_level_id}
                  error={i === 0 ? errors.impact_level_id : undefined}
                  onChange={(e) => setLine(i, { impact_level_id: e.currentTarget.value })}
                  data={[{ value: '', label: '—' }, ...(project?.impact_levels ?? []).map((l) => ({ value: String(l.id), label: `${l.impact_unit} (${formatUsd(l.price)})` }))]}
                />
                <TextInput
                  label={t.quantity}
                  required
                  type="number"
                  min={1}
                  w={160}
                  value={line.quantity}
                  error={i === 0 ? errors.quantity : undefined}
                  onChange={(e) => setLine(i, { quantity: e.currentTarget.value })}
                />
                {values.lines.length > 1 ? (
                  <Button variant="subtle" color="red" mt={24} onClick={() => setValues((v) => ({ ...v, lines: v.lines.filter((_, j) => j !== i) }))} aria-label={`Remove project ${i + 1}`}>
                    Remove
                  </Button>
                ) : null}
              </Group>
            );
          })}
          {values.lines.length < STORY_PROJECTS_MAX ? (
            <Group>
              <Anchor component="button" type="button" fz="sm" onClick={() => setValues((v) => ({ ...v, lines: [...v.lines, emptyLine] }))}>
                Add another project
              </Anchor>
            </Group>
          ) : null}
          <Switch label={t.monthly} checked={values.monthly} onChange={(e) => setValues((v) => ({ ...v, monthly: e.currentTarget.checked }))} />
          <TextInput label={t.image} value={values.image} error={errors.giving_story_image} onChange={(e) => setValues((v) => ({ ...v, image: e.currentTarget.value }))} />
          <TextInput label={t.destinationLink} placeholder="https://" value={values.link} error={errors.destination_link} onChange={(e) => setValues((v) => ({ ...v, link: e.currentTarget.value }))} />
          <Text fz="sm" role="status">
            Each giving: <strong>{formatUsd(total / 100)}</strong>
            {values.monthly ? ' every month' : ''}
          </Text>
          {generalError ? (
            <Alert color="red" icon={<AlertIcon />} role="alert">
              {generalError}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" variant="default" loading={create.isPending && !create.variables?.activate}>
              {t.saveDraft}
            </Button>
            <Button type="button" onClick={() => submit(true)()} loading={create.isPending && create.variables?.activate}>
              {t.saveAndActivate}
            </Button>
            <Anchor component={Link} to={PATHS.recurringImpacts} fz="sm">
              Cancel
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
