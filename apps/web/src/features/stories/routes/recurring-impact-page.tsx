import '@mantine/core/styles/Table.css';
import { Alert, Anchor, Button, Code, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Story, StoryManageInput } from '@goodhive/contract';
import { storyMessages, storyTexts as t } from '@goodhive/contract/texts';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { BackLink } from '../../../components/ui/back-link';
import { DataTable } from '../../../components/ui/data-table';
import { AlertIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { saveFile } from '../../../lib/download';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatUsd } from '../../../lib/money';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { downloadStoryCsv, storyHistoryQuery, storyQuery, useDeleteStory, useEmbedStory, useManageStory, useStoryAction, type StoryAction } from '../api/stories';
import { StoryBadges } from '../components/story-badges';

const runStatus: Record<string, string> = { pending: 'To charge', charging: 'Charging', retrying: 'Will retry', paid: 'Paid', failed: 'Failed', skipped: 'Skipped' };

/** The buttons that change a story's state: activate (or activate and give now), move to draft, delete. */
function StateActions({ story }: { story: Story }) {
  const action = useStoryAction(story.id);
  const remove = useDeleteStory();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const run = (a: StoryAction) => action.mutate(a, { onSuccess: (r) => toast.success(r.message ?? storyMessages.saved), onError: (e) => toast.error(errorMessage(e)) });
  return (
    <Group gap="sm">
      {story.status === 'draft' ? (
        <>
          <Button onClick={() => run('activate')} loading={action.isPending && action.variables === 'activate'}>
            {t.activate}
          </Button>
          <Button variant="light" onClick={() => run('activate-new')} loading={action.isPending && action.variables === 'activate-new'}>
            {t.activateNew}
          </Button>
        </>
      ) : (
        <Button variant="default" onClick={() => run('move-draft')} loading={action.isPending && action.variables === 'move-draft'}>
          {t.moveToDraft}
        </Button>
      )}
      <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
        {t.delete}
      </Button>
      <ActionDialog
        opened={deleting}
        title={t.delete}
        message={t.deleteConfirm}
        confirmLabel={t.delete}
        confirmColor="red"
        busy={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(
            { id: story.id, pageTitle: t.detailTitle },
            {
              onSuccess: (r) => {
                toast.success(r.message ?? 'Deleted.');
                void navigate(PATHS.recurringImpacts);
              },
            },
          )
        }
      />
    </Group>
  );
}

/** Pause, resume, skip next month, change the quantity or cancel the automated monthly giving. */
function AutomationActions({ story }: { story: Story }) {
  const manage = useManageStory(story.id);
  const [quantity, setQuantity] = useState(String(story.quantity));
  const send = (body: StoryManageInput) => manage.mutate(body, { onSuccess: (r) => toast.success(r.message ?? storyMessages.saved), onError: (e) => toast.error(errorMessage(e)) });
  if (!story.is_giving_monthly) return null;
  const status = story.automation_status === 'on' ? t.automationOn : story.automation_status === 'paused' ? t.automationPaused : t.automationOff;
  return (
    <Paper p="lg" shadow="xs" component="section" aria-labelledby="automation-heading">
      <Stack gap="sm">
        <Title order={2} fz={18} id="automation-heading">
          {status}
        </Title>
        {story.next_giving_date ? (
          <Text fz="sm">
            {t.nextGiving}: <strong>{formatDisplayDate(story.next_giving_date)}</strong>
          </Text>
        ) : null}
        <Group gap="sm">
          {story.automation_status === 'on' ? (
            <Button variant="default" onClick={() => send({ action: 'pause' })}>
              {t.pause}
            </Button>
          ) : (
            <Button variant="default" onClick={() => send({ action: 'resume' })}>
              {t.resume}
            </Button>
          )}
          {story.status === 'active' && story.automation_status === 'on' ? (
            <Button variant="default" onClick={() => send({ action: 'skip' })}>
              {t.skip}
            </Button>
          ) : null}
          {story.automation_status !== 'off' ? (
            <Button variant="subtle" color="red" onClick={() => send({ action: 'cancel' })}>
              {t.cancelAutomation}
            </Button>
          ) : null}
        </Group>
        {!story.is_multi_project ? (
          <Group align="flex-end" gap="sm">
            <TextInput label={t.quantity} type="number" min={1} w={160} value={quantity} onChange={(e) => setQuantity(e.currentTarget.value)} />
            <Button variant="light" onClick={() => send({ action: 'quantity', quantity: Number(quantity) })}>
              {t.changeQuantity}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The counter embed and the LinkedIn post text with the story's figures. */
function ShareSection({ story }: { story: Story }) {
  const embed = useEmbedStory(story.id);
  return (
    <Paper p="lg" shadow="xs" component="section" aria-labelledby="share-heading">
      <Stack gap="sm">
        <Title order={2} fz={18} id="share-heading">
          {t.embedHeading}
        </Title>
        {embed.data ? (
          <>
            <Textarea label={t.embedCode} readOnly autosize value={embed.data.embed_code} onFocus={(e) => e.currentTarget.select()} />
            <Textarea label={t.shareTextLabel} readOnly autosize value={embed.data.share_text} onFocus={(e) => e.currentTarget.select()} />
            <Anchor href={embed.data.public_url} target="_blank" rel="noreferrer" fz="sm">
              Open the public story page
            </Anchor>
          </>
        ) : (
          <Group>
            <Button variant="light" onClick={() => embed.mutate()} loading={embed.isPending}>
              {t.getEmbed}
            </Button>
          </Group>
        )}
        {embed.error ? (
          <Alert color="red" icon={<AlertIcon />} role="alert">
            {errorMessage(embed.error)}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The story's months of automated giving and its paid contributions, with the CSV download. */
function History({ story }: { story: Story }) {
  const history = useQuery(storyHistoryQuery(story.id));
  const download = async () => {
    try {
      const file = await downloadStoryCsv(story.id);
      saveFile(file.blob, file.filename ?? `story-${story.id}-contributions.csv`);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  return (
    <section aria-labelledby="history-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz={18} id="history-heading">
          {t.history}
        </Title>
        <Button variant="default" size="xs" onClick={() => void download()}>
          {t.downloadCsv}
        </Button>
      </Group>
      <QueryState query={history} loadingLabel="Loading the giving history…" errorTitle="The giving history could not be loaded" isEmpty={(d) => d.runs.length === 0 && d.contributions.length === 0} empty={{ title: t.noHistory }}>
        {(data) => (
          <Stack gap="lg">
            {data.runs.length ? (
              <DataTable minWidth={640} testId="story-runs" caption="Months of automated giving">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Month</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Amount</Table.Th>
                    <Table.Th>Paid with</Table.Th>
                    <Table.Th>Note</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.runs.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>{r.period}</Table.Td>
                      <Table.Td>{runStatus[r.status] ?? r.status}</Table.Td>
                      <Table.Td>{r.amount_usd === null ? '—' : formatUsd(r.amount_usd)}</Table.Td>
                      <Table.Td>{r.funded_by === 'credit' ? 'Giving credit' : r.funded_by === 'card' ? 'Card' : '—'}</Table.Td>
                      <Table.Td>{r.status === 'retrying' && r.next_attempt_at ? `Next try ${formatDisplayDate(r.next_attempt_at)}. ${r.failure_reason ?? ''}` : (r.failure_reason ?? '')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </DataTable>
            ) : null}
            {data.contributions.length ? (
              <DataTable minWidth={640} testId="story-contributions" caption="Paid contributions of this story">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Impact</Table.Th>
                    <Table.Th>Beneficiaries</Table.Th>
                    <Table.Th>Amount</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.contributions.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td>{formatDisplayDate(c.contribution_date)}</Table.Td>
                      <Table.Td>
                        {c.quantity.toLocaleString('en-US')} × {c.impact_unit} ({c.project_title})
                      </Table.Td>
                      <Table.Td>{c.beneficiaries.toLocaleString('en-US')}</Table.Td>
                      <Table.Td>{formatUsd(c.amt_total_usd)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </DataTable>
            ) : null}
          </Stack>
        )}
      </QueryState>
    </section>
  );
}

/** Route 'recurring-impact' (/recurring-impact/{id}): one story with what it gives, its state, automation, sharing and history. */
export function RecurringImpactPage() {
  const id = Number(useParams().id);
  const story = useQuery({ ...storyQuery(id), enabled: Number.isInteger(id) && id > 0 });
  return (
    <Stack gap="xl">
      <BackLink to={PATHS.recurringImpacts} label={t.listTitle} />
      <QueryState query={story} loadingLabel="Loading the story…" errorTitle="This story could not be loaded" isEmpty={() => false}>
        {(s) => (
          <Stack gap="xl">
            <PageHeader eyebrow={t.detailTitle} title={s.story_text}>
              <StoryBadges story={s} />
            </PageHeader>
            <StateActions story={s} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Paper p="lg" shadow="xs" component="section" aria-labelledby="lines-heading">
                <Stack gap="xs">
                  <Title order={2} fz={18} id="lines-heading">
                    {t.projectsHeading}
                  </Title>
                  {s.projects.map((p) => (
                    <Text key={p.impact_level_id} fz="sm">
                      {p.quantity.toLocaleString('en-US')} × {p.impact_unit} ({p.project_title}): <strong>{formatUsd(p.amt_total_usd)}</strong>
                      {p.is_available ? '' : ' (no longer available)'}
                    </Text>
                  ))}
                  <Text fz="sm">
                    Each giving: <strong>{formatUsd(s.amt_total_usd)}</strong>, {s.beneficiaries.toLocaleString('en-US')} beneficiaries
                  </Text>
                  {s.destination_link ? (
                    <Text fz="sm">
                      {t.destinationLink.replace(' (optional)', '')}: <Code>{s.destination_link}</Code>
                    </Text>
                  ) : null}
                </Stack>
              </Paper>
              <AutomationActions story={s} />
            </SimpleGrid>
            <ShareSection story={s} />
            <History story={s} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
