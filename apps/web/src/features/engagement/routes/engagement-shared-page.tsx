import { Alert, Button, Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import type { EngagementOption, SharedEngagement } from '@goodhive/contract';
import { ENGAGEMENT_NAME_MAX, engagementMessages as m, engagementTexts as t } from '@goodhive/contract/texts';
import { AlertIcon, CheckCircleIcon } from '../../../components/ui/icons';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { sharedEngagementQuery, useChooseImpact } from '../api/engagement';

/** One impact to choose: its picture, what it gives and for how many people. */
function OptionCard({ option, disabled }: { option: EngagementOption; disabled: boolean }) {
  return (
    <Paper p="md" withBorder component="label" style={{ cursor: disabled ? 'default' : 'pointer' }} data-testid="engagement-offer">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Radio value={String(option.id)} disabled={disabled} aria-label={`${option.quantity.toLocaleString('en-US')} × ${option.impact_unit} (${option.project_title})`} mt={4} />
        <img src={option.image_square.url} alt="" width={64} height={64} loading="lazy" style={{ borderRadius: 8, objectFit: 'cover', flex: 'none' }} />
        <Stack gap={2}>
          <Text fw={700} c="forest.9">
            {option.quantity.toLocaleString('en-US')} × {option.impact_unit}
          </Text>
          <Text fz="sm">{option.project_title}</Text>
          <Text fz="xs" c="dimmed">
            {option.beneficiaries.toLocaleString('en-US')} {option.beneficiaries === 1 ? 'person or life' : 'people or lives'} reached
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

function ChooseForm({ engagement }: { engagement: SharedEngagement }) {
  const choose = useChooseImpact(engagement.key);
  const [optionId, setOptionId] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const errors = choose.error instanceof ApiError ? (choose.error.errors ?? {}) : {};
  const generalError = choose.error && !Object.keys(errors).length ? errorMessage(choose.error) : null;
  const open = engagement.state === 'open';

  if (choose.isSuccess) {
    const r = choose.data.data;
    return (
      <Alert color="forest" icon={<CheckCircleIcon />} title={choose.data.message} role="status" data-testid="engagement-thanks">
        {t.chosen}: <strong>{r.quantity.toLocaleString('en-US')} × {r.impact_unit}</strong> ({r.project_title}), reaching {r.beneficiaries.toLocaleString('en-US')}.
      </Alert>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    choose.mutate({ key: engagement.key, option_id: Number(optionId), name, email });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="choose-heading">
      <Stack gap="md">
      <Title order={2} fz={20} id="choose-heading">
        {t.chooseHeading}
      </Title>
      <Radio.Group value={optionId} onChange={setOptionId} error={errors.option_id?.[0]} aria-labelledby="choose-heading">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {engagement.options.map((o) => (
            <OptionCard key={o.id} option={o} disabled={!open} />
          ))}
        </SimpleGrid>
      </Radio.Group>
      {open ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t.yourName} maxLength={ENGAGEMENT_NAME_MAX} value={name} error={errors.name?.[0]} onChange={(e) => setName(e.currentTarget.value)} autoComplete="name" />
            <TextInput label={t.yourEmail} description={t.emailHint} type="email" value={email} error={errors.email?.[0]} onChange={(e) => setEmail(e.currentTarget.value)} autoComplete="email" />
          </SimpleGrid>
          {generalError ? (
            <Alert color="red" icon={<AlertIcon />} role="alert">
              {generalError}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" size="md" loading={choose.isPending} disabled={!optionId}>
              {t.choose}
            </Button>
            {!optionId ? (
              <Text fz="sm" c="dimmed">
                {m.optionRequired}
              </Text>
            ) : null}
          </Group>
        </>
      ) : null}
      </Stack>
    </form>
  );
}

/**
 * Route 'public.engagement-shared' (/engagement/shared/{key}): the page a company shares with its customers or
 * team. Anyone, signed in or not, picks one of the impacts offered and the company gives it. Shows the
 * company's name and the engagement's words, nothing private; unknown keys show not found.
 */
export function EngagementSharedPage() {
  const key = useParams().key ?? '';
  const engagement = useQuery(sharedEngagementQuery(key));
  return (
    <Stack gap="lg" maw={820} mx="auto" py="xl" px="md">
      <QueryState query={engagement} loadingLabel="Loading…" errorTitle="This engagement could not be found" isEmpty={() => false}>
        {(e) => (
          <Stack gap="lg">
            <Stack gap={6}>
              <Group gap="sm">
                {e.company_logo ? <img src={e.company_logo} alt="" width={40} height={40} style={{ borderRadius: 8, objectFit: 'contain' }} /> : null}
                <Text fz="xs" fw={700} tt="uppercase" c="honey.8" style={{ letterSpacing: '0.1em' }}>
                  {t.sharedBy(e.company_name)}
                </Text>
              </Group>
              <Title order={1} fz={{ base: 28, sm: 34 }} c="forest.9" lh={1.15}>
                {e.title}
              </Title>
              {e.message ? (
                <Text c="dimmed" fz="md" maw={680} style={{ whiteSpace: 'pre-line' }}>
                  {e.message}
                </Text>
              ) : null}
            </Stack>
            {e.state_message ? (
              <Alert color={e.state === 'scheduled' ? 'honey' : 'gray'} role="status" data-testid="engagement-closed">
                {e.state_message}
              </Alert>
            ) : null}
            <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs">
              <ChooseForm engagement={e} />
            </Paper>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
