import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/NumberInput.css';
import { Alert, Anchor, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { WIDGET_DEFAULT_ACCENT, WIDGET_KINDS, WIDGET_CATALOGUE, type WidgetKind, type WidgetStyle } from '@goodhive/contract';
import { messages } from '@goodhive/contract/texts';
import { AlertIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState, ErrorState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api';
import { isDowngraded } from '../../../lib/account';
import { useSignedInUser } from '../../../lib/auth';
import { PATHS } from '../../../lib/paths';
import { widgetKeyQuery } from '../api/widget-key';
import { EmbedCodePanel } from '../components/embed-code-panel';
import { StyleControls } from '../components/style-controls';
import { WidgetPreview } from '../components/widget-preview';
import classes from './giving-widget-page.module.css';

const INITIAL_STYLE: WidgetStyle = { theme: 'light', size: 'medium', accent: WIDGET_DEFAULT_ACCENT, goal: 1000 };

/** Route 'giving-widget' (/giving-widget): pick an impact widget, style it, preview it and copy its embed code. */
export function GivingWidgetPage() {
  const user = useSignedInUser();
  const keyQuery = useQuery({ ...widgetKeyQuery(user.id, user.account), enabled: !isDowngraded(user) });
  const [kind, setKind] = useState<WidgetKind>('mytotalimpactwidget');
  const [style, setStyle] = useState<WidgetStyle>(INITIAL_STYLE);
  const upgradeNeeded = isDowngraded(user) || (keyQuery.error instanceof ApiError && keyQuery.error.status === 403);

  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="Share your impact"
        title="Embed Impact Widgets"
        description="Show the impact you create on your own website. Widgets count live from your paid giving and update by themselves."
      />
      {upgradeNeeded ? (
        <Alert color="honey" variant="light" icon={<AlertIcon />} title="Embed codes need an active membership" role="status">
          <Text fz="sm">{messages.upgradeForEmbed}</Text>
          <Anchor component={Link} to={PATHS.impact} fz="sm" fw={600} mt="xs" display="inline-block">
            Back to Home
          </Anchor>
        </Alert>
      ) : keyQuery.isPending ? (
        <LoadingState label="Loading your widgets…" />
      ) : keyQuery.isError ? (
        <ErrorState error={keyQuery.error} onRetry={() => void keyQuery.refetch()} retrying={keyQuery.isRefetching} />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl" className={classes.columns}>
          <div>
            <Stack gap="lg">
              <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="pick-title">
                <Title order={2} fz={20} c="forest.9" id="pick-title" mb="md">
                  1. Choose a widget
                </Title>
                <Radio.Group value={kind} onChange={(value) => setKind(value as WidgetKind)} aria-labelledby="pick-title">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                    {WIDGET_KINDS.map((k) => (
                      <Radio.Card key={k} value={k} className={classes.choice} radius="md" p="md">
                        <div className={classes.choiceRow}>
                          <Radio.Indicator />
                          <div>
                            <Text fw={650} fz="sm">
                              {WIDGET_CATALOGUE[k].name}
                            </Text>
                            <Text fz="xs" c="dimmed" mt={2}>
                              {WIDGET_CATALOGUE[k].description}
                            </Text>
                          </div>
                        </div>
                      </Radio.Card>
                    ))}
                  </SimpleGrid>
                </Radio.Group>
              </Paper>
              <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="style-title">
                <Title order={2} fz={20} c="forest.9" id="style-title" mb="md">
                  2. Style it
                </Title>
                <StyleControls kind={kind} style={style} onChange={setStyle} />
              </Paper>
            </Stack>
          </div>
          <div>
            <Stack gap="lg" className={classes.sticky}>
              <WidgetPreview choice={{ kind, style, key: keyQuery.data.key, memberKey: keyQuery.data.member_key }} />
              <EmbedCodePanel choice={{ kind, style, key: keyQuery.data.key, memberKey: keyQuery.data.member_key }} ownerName={keyQuery.data.name} />
            </Stack>
          </div>
        </SimpleGrid>
      )}
    </Stack>
  );
}
