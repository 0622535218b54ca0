import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { hiveTexts as t } from '@goodhive/contract/texts';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { PATHS } from '../../../lib/paths';
import { hivePagePath } from '../refer-paths';
import { toast } from '../../../lib/toast';
import { hiveBuilderQuery, useSaveHive } from '../api/hives';
import { CopyField } from '../components/copy-field';
import { HiveForm } from '../components/hive-form';
import { InviteForm } from '../components/invite-form';
import { ShareLinks } from '../components/share-links';


/** Route 'hive-builder' (a hive partner's Refer): the hive's page, its invitation link and invitations by e-mail. */
export function HiveBuilderPage() {
  const builder = useQuery(hiveBuilderQuery());
  const save = useSaveHive();
  return (
    <Stack gap="xl">
      <PageHeader title={t.builderTitle} description={t.builderIntro}>
        <Group gap="md" mt="xs">
          <Anchor component={Link} to={PATHS.hiveMember} fw={600} fz="sm">
            {t.membersTitle}
          </Anchor>
          {builder.data?.hive ? (
            <Anchor component={Link} to={hivePagePath(builder.data.hive.page_url)} fw={600} fz="sm">
              {t.viewPublic}
            </Anchor>
          ) : null}
        </Group>
      </PageHeader>
      <QueryState query={builder} loadingLabel="Loading your hive…" errorTitle="Your hive could not be loaded" isEmpty={() => false}>
        {(data) => (
          <Stack gap="xl">
            <Paper p="lg" shadow="xs" component="section" aria-labelledby="hive-details-title">
              <Stack gap="md">
                <Title order={2} fz={20} c="forest.9" id="hive-details-title">
                  {data.hive ? data.hive.title : t.noHiveYet}
                </Title>
                <HiveForm
                  key={data.hive?.id ?? 'new'}
                  hive={data.hive}
                  busy={save.isPending}
                  error={save.error}
                  onSubmit={(body) => save.mutate(body, { onSuccess: (result) => toast.success(result.message ?? t.saved) })}
                />
              </Stack>
            </Paper>
            {data.hive ? (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <Paper p="lg" shadow="xs" component="section" aria-labelledby="hive-link-title">
                  <Stack gap="md">
                    <Title order={2} fz={20} c="forest.9" id="hive-link-title">
                      {t.linkHeading}
                    </Title>
                    <Text fz="sm" c="dimmed">
                      {t.linkHelp}
                    </Text>
                    <CopyField label="Hive invitation link" value={data.link} testId="hive-link" />
                    <ShareLinks url={data.link} subject={`Join ${data.hive.title} on Goodhive`} />
                  </Stack>
                </Paper>
                <Paper p="lg" shadow="xs" component="section" aria-labelledby="hive-invite-title">
                  <Stack gap="sm">
                    <Title order={2} fz={20} c="forest.9" id="hive-invite-title">
                      {t.inviteHeading}
                    </Title>
                    <InviteForm left={data.invitations_left_today} into="hive" />
                  </Stack>
                </Paper>
              </SimpleGrid>
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
