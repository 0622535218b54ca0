import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { accountDisplayName, accountHeading } from '../../../lib/account';
import { useSignedInUser } from '../../../lib/auth';
import { PATHS } from '../../../lib/paths';
import { ImpactOverview } from '../components/impact-overview';

/** Route 'home' of the business area (/), the side menu's 'Dashboard': the impact of the account the user acts as. */
export function ImpactDashboardPage() {
  const user = useSignedInUser();
  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow={accountHeading(user)}
        title="Dashboard"
        description={`The impact of ${accountDisplayName(user)}'s giving: every paid contribution, what it achieved, and how it grew over time.`}
      >
        <Group gap="sm" mt="xs">
          <Button component={Link} to={PATHS.impactHistory} variant="light" color="forest">
            View impact history
          </Button>
          <Button component={Link} to={PATHS.viewAllProjects}>
            Give to a project
          </Button>
        </Group>
      </PageHeader>
      <ImpactOverview userId={user.id} account={user.account} />
    </Stack>
  );
}
