import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { hiveTexts as t } from '@goodhive/contract/texts';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { saveReturnUrl, useSession } from '../../../lib/auth';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { publicHiveQuery, useJoinHive } from '../api/hives';
import { hivePagePath } from '../refer-paths';

/**
 * Route 'public-join-business' (/hive/{page_url}/join): a signed-in business joins the hive with its company;
 * a visitor registers through the hive partner's connect link, or signs in first.
 */
export function JoinHivePage() {
  const { page_url: pageUrl = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const hive = useQuery(publicHiveQuery(pageUrl));
  const join = useJoinHive();
  return (
    <Container size={640} py={{ base: 'lg', sm: 'xl' }}>
      <QueryState query={hive} loadingLabel="Loading the hive…" errorTitle="This hive could not be loaded" isEmpty={() => false}>
        {(data) => (
          <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs">
            <Stack gap="md">
              <Text fz="xs" fw={700} tt="uppercase" c="honey.8" style={{ letterSpacing: '0.1em' }}>
                {t.joinTitle}
              </Text>
              <Title order={1} fz={28} c="forest.9">
                {data.title}
              </Title>
              <Text c="dimmed">
                Join {data.partner.company_name}'s hive: your company's giving counts towards the hive's combined impact, shown on its public page.
              </Text>
              {session.status === 'ready' ? (
                <>
                  {join.error ? (
                    <Alert color="red" variant="light" role="alert">
                      {errorMessage(join.error)}
                    </Alert>
                  ) : null}
                  <Button
                    size="md"
                    loading={join.isPending}
                    style={{ alignSelf: 'flex-start' }}
                    onClick={() =>
                      join.mutate(data.page_url, {
                        onSuccess: (result) => {
                          toast.success(result.message ?? t.joined(data.title));
                          void navigate(PATHS.myHive);
                        },
                      })
                    }
                  >
                    Join with {session.user.companydata?.company_name ?? 'my company'}
                  </Button>
                </>
              ) : (
                <Stack gap="sm">
                  <Button component={Link} to={data.connect_path} size="md" style={{ alignSelf: 'flex-start' }}>
                    Register my business and join
                  </Button>
                  <Text fz="sm">
                    Already a member?{' '}
                    <Anchor component={Link} to={PATHS.login} fw={600} onClick={() => saveReturnUrl(window.location.pathname)}>
                      Sign in
                    </Anchor>{' '}
                    and come back to join.
                  </Text>
                </Stack>
              )}
              <Anchor component={Link} to={hivePagePath(data.page_url)} fz="sm">
                Back to the hive
              </Anchor>
            </Stack>
          </Paper>
        )}
      </QueryState>
    </Container>
  );
}
