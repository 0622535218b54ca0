import { Alert, Button, Group, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Campaign, Story } from '@goodhive/contract';
import { CAMPAIGN_GOAL_MAX, CAMPAIGN_THANK_YOU_MAX, CAMPAIGN_TITLE_MAX, campaignMessages, campaignTexts as t } from '@goodhive/contract/texts';
import { BackLink } from '../../../components/ui/back-link';
import { AlertIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { accountHeading } from '../../../lib/account';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { useSignedInUser } from '../../../lib/auth';
import { fieldError } from '../../../lib/form-fields';
import { formatUsd } from '../../../lib/money';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { campaignQuery, companyStoriesQuery, useSaveCampaign } from '../api/campaigns';

type Form = { title: string; story_id: string; impact_level_id: string; goal_units: number | string; starts_on: string; ends_on: string; thank_you_text: string };

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const formOf = (campaign: Campaign | undefined, stories: Story[]): Form =>
  campaign
    ? {
        title: campaign.title,
        story_id: String(campaign.story_id),
        impact_level_id: String(campaign.impact_level_id),
        goal_units: campaign.progress.goal_units,
        starts_on: campaign.starts_on,
        ends_on: campaign.ends_on,
        thank_you_text: campaign.thank_you_text,
      }
    : { title: '', story_id: stories[0] ? String(stories[0].id) : '', impact_level_id: '', goal_units: 100, starts_on: today(), ends_on: inDays(30), thank_you_text: '' };

/** The form itself, once the company's stories (and the campaign, when editing) are loaded. */
function CampaignForm({ campaign, stories }: { campaign?: Campaign; stories: Story[] }) {
  const navigate = useNavigate();
  const save = useSaveCampaign(campaign?.key ?? null);
  const [form, setForm] = useState<Form>(() => formOf(campaign, stories));
  const story = stories.find((s) => String(s.id) === form.story_id);
  const lines = story?.projects ?? [];
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const error = (field: string) => fieldError(save.error, field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        title: form.title,
        story_id: Number(form.story_id),
        impact_level_id: form.impact_level_id ? Number(form.impact_level_id) : null,
        goal_units: Number(form.goal_units),
        starts_on: form.starts_on,
        ends_on: form.ends_on,
        thank_you_text: form.thank_you_text,
      },
      {
        onSuccess: (result) => {
          toast.success(result.message ?? (campaign ? campaignMessages.saved : campaignMessages.created));
          void navigate(PATHS.campaignSettings);
        },
      },
    );
  };
  const general = save.error && !(save.error instanceof ApiError && save.error.errors && Object.keys(save.error.errors).length) ? errorMessage(save.error) : null;

  return (
    <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs" maw={760}>
      <form onSubmit={submit} noValidate aria-label={campaign ? t.formTitleEdit : t.formTitleNew}>
        <Stack gap="md">
          <TextInput label={t.title} required maxLength={CAMPAIGN_TITLE_MAX} value={form.title} onChange={(e) => set({ title: e.currentTarget.value })} error={error('title')} />
          <NativeSelect
            label={t.story}
            required
            value={form.story_id}
            onChange={(e) => set({ story_id: e.currentTarget.value, impact_level_id: '' })}
            data={stories.map((s) => ({ value: String(s.id), label: s.story_text.length > 90 ? `${s.story_text.slice(0, 88)}…` : s.story_text }))}
            error={error('story_id')}
          />
          <NativeSelect
            label={t.impact}
            value={form.impact_level_id || String(lines[0]?.impact_level_id ?? '')}
            onChange={(e) => set({ impact_level_id: e.currentTarget.value })}
            data={lines.map((l) => ({ value: String(l.impact_level_id), label: `${l.project_title}: ${l.impact_unit} (${formatUsd(l.unit_price_usd)} each)${l.is_available ? '' : ' – not available'}` }))}
            error={error('impact_level_id')}
          />
          <NumberInput
            label={t.goal}
            required
            min={1}
            max={CAMPAIGN_GOAL_MAX}
            allowDecimal={false}
            thousandSeparator=","
            value={form.goal_units}
            onChange={(value) => set({ goal_units: value })}
            error={error('goal_units')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput type="date" label={t.startsOn} required value={form.starts_on} onChange={(e) => set({ starts_on: e.currentTarget.value })} error={error('starts_on')} />
            <TextInput type="date" label={t.endsOn} required min={form.starts_on} value={form.ends_on} onChange={(e) => set({ ends_on: e.currentTarget.value })} error={error('ends_on')} />
          </SimpleGrid>
          <Textarea
            label={t.thankYou}
            description={t.thankYouHint}
            required
            autosize
            minRows={3}
            maxLength={CAMPAIGN_THANK_YOU_MAX}
            value={form.thank_you_text}
            onChange={(e) => set({ thank_you_text: e.currentTarget.value })}
            error={error('thank_you_text')}
          />
          {general ? (
            <Text c="red.8" fz="sm" role="alert">
              {general}
            </Text>
          ) : null}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {campaign ? t.save : t.create}
            </Button>
            <Button component={Link} to={PATHS.campaignSettings} variant="default">
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Route 'campaign-update' (/campaign/update, ?key= to edit one): a campaign's settings. */
export function CampaignUpdatePage() {
  const user = useSignedInUser();
  const [search] = useSearchParams();
  const key = search.get('key');
  const stories = useQuery(companyStoriesQuery());
  const campaign = useQuery({ ...campaignQuery(key ?? ''), enabled: Boolean(key) });
  const failed = stories.error ?? campaign.error;
  return (
    <Stack gap="xl">
      <BackLink to={PATHS.campaignSettings} label="Campaigns" />
      <PageHeader eyebrow={accountHeading(user)} title={key ? t.formTitleEdit : t.formTitleNew} description={t.formDescription} />
      {failed ? (
        <ErrorState title="The campaign could not be loaded" error={failed} onRetry={() => void (stories.isError ? stories.refetch() : campaign.refetch())} />
      ) : !stories.data || (key && !campaign.data) ? (
        <LoadingState label="Loading…" />
      ) : stories.data.length === 0 ? (
        <Alert color="blue" variant="light" icon={<AlertIcon />} title={t.noStories}>
          <Button component={Link} to={PATHS.createRecurringImpacts} size="xs" mt="xs">
            Create a recurring impact
          </Button>
        </Alert>
      ) : (
        <CampaignForm campaign={campaign.data} stories={stories.data} />
      )}
    </Stack>
  );
}
