import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { StoryManageInput } from '@goodhive/contract';
import { storyTexts as t } from '@goodhive/contract/texts';
import { AlertIcon } from '../../../components/ui/icons';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatUsd } from '../../../lib/money';
import { manageViewQuery, useManageByKey } from '../api/stories';

/**
 * Route 'public-recurring-impact-manage' (/recurring-impact/manage/{key}): the signed link in every recurring
 * e-mail. Anyone holding it may pause, resume, skip next month, change the quantity or cancel, without signing
 * in; it shows the story's words and schedule, nothing else of the account.
 */
export function ManageRecurringImpactPage() {
  const key = useParams().key ?? '';
  const view = useQuery(manageViewQuery(key));
  const manage = useManageByKey(key);
  const [quantity, setQuantity] = useState('');
  const send = (body: StoryManageInput) => manage.mutate(body);
  return (
    <Stack gap="lg" maw={640} mx="auto" py="xl" px="md">
      <Title order={1} fz={26} c="forest.9">
        {t.manageTitle}
      </Title>
      <QueryState query={view} loadingLabel="Loading…" errorTitle="This link does not open a recurring impact" isEmpty={() => false}>
        {(s) => (
          <Paper p="lg" shadow="xs">
            <Stack gap="sm">
              <Text fw={700}>{s.story_text}</Text>
              <Text fz="sm">
                {formatUsd(s.amt_total_usd)} every month. {s.automation_status === 'on' ? t.automationOn : s.automation_status === 'paused' ? t.automationPaused : t.automationOff}.
              </Text>
              {s.next_giving_date ? (
                <Text fz="sm">
                  {t.nextGiving}: <strong>{formatDisplayDate(s.next_giving_date)}</strong>
                  {s.skip_period ? ` (${t.skipping(s.skip_period)})` : ''}
                </Text>
              ) : null}
              <Text fz="sm" c="dimmed">
                {t.manageDescription}
              </Text>
              {manage.isSuccess && manage.data.message ? (
                <Alert color="forest" role="status">
                  {manage.data.message}
                </Alert>
              ) : null}
              {manage.error ? (
                <Alert color="red" icon={<AlertIcon />} role="alert">
                  {errorMessage(manage.error)}
                </Alert>
              ) : null}
              <Group gap="sm">
                {s.automation_status === 'on' ? (
                  <Button variant="default" onClick={() => send({ action: 'pause' })} loading={manage.isPending && manage.variables?.action === 'pause'}>
                    {t.pause}
                  </Button>
                ) : (
                  <Button variant="default" onClick={() => send({ action: 'resume' })} loading={manage.isPending && manage.variables?.action === 'resume'}>
                    {t.resume}
                  </Button>
                )}
                {s.automation_status === 'on' && s.next_giving_date ? (
                  <Button variant="default" onClick={() => send({ action: 'skip' })}>
                    {t.skip}
                  </Button>
                ) : null}
                {s.automation_status !== 'off' ? (
                  <Button variant="subtle" color="red" onClick={() => send({ action: 'cancel' })}>
                    {t.cancelAutomation}
                  </Button>
                ) : null}
              </Group>
              {!s.is_multi_project ? (
                <Group align="flex-end" gap="sm">
                  <TextInput label={t.quantity} type="number" min={1} w={160} placeholder={String(s.quantity)} value={quantity} onChange={(e) => setQuantity(e.currentTarget.value)} />
                  <Button variant="light" disabled={!quantity} onClick={() => send({ action: 'quantity', quantity: Number(quantity) })}>
                    {t.changeQuantity}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Paper>
        )}
      </QueryState>
    </Stack>
  );
}
