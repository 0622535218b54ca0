import { Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { hiveTexts as t } from '@goodhive/contract/texts';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, QueryState } from '../../../components/ui/query-state';
import { useSession } from '../../../lib/auth';
import { PATHS } from '../../../lib/paths';
import { myHiveQuery } from '../api/hives';
import { HiveView } from '../components/hive-view';
import { hivePagePath } from '../refer-paths';

/** Route 'my-hive': the hive the member's company belongs to, with its combined impact (visitors are asked to sign in). */
export function MyHivePage() {
  const session = useSession();
  const signedIn = session.status === 'ready';
  const hive = useQuery({ ...myHiveQuery(), enabled: signedIn });
  if (!signedIn) {
    return (
      <Stack gap="xl">
        <PageHeader title={t.myHiveTitle} />
        <EmptyBlock
          title="Sign in to see your hive"
          action={
            <Anchor component={Link} to={PATHS.login} fw={600}>
              Sign in
            </Anchor>
          }
        />
      </Stack>
    );
  }
  return (
    <Stack gap="xl">
      <QueryState query={hive} loadingLabel="Loading your hive…" errorTitle="Your hive could not be loaded" isEmpty={() => false}>
        {(data) =>
          data.hive ? (
            <HiveView
              hive={data.hive}
              action={
                <Anchor component={Link} to={hivePagePath(data.hive.page_url)} fw={600}>
                  {t.viewPublic}
                </Anchor>
              }
            />
          ) : (
            <Stack gap="xl">
              <PageHeader title={t.myHiveTitle} />
              <EmptyBlock title={t.notInHive} description="When a hive partner invites your company, its hive and your combined impact show here." />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
