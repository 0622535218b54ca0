import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { UserProfile } from '@goodhive/contract';
import { ACCOUNT_LABELS, accountMessages } from '@goodhive/contract/texts';
import { DetailList, type Detail } from '../../../components/ui/detail-list';
import { AlertIcon, UserIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { impersonateUser } from '../../../lib/auth';
import { formatDisplayDate } from '../../../lib/format-date';
import { PATHS, adminUserPath } from '../../../lib/paths';
import { userProfileQuery } from '../api/user-search';

const TYPE_LABELS = { business: 'Business', partner: 'Worthy cause partner', admin: 'Admin' } as const;
const ACCOUNT_KIND_LABELS = { company: 'Company account', user: 'Personal account' } as const;

/** Live (0) or Blocked (1), as the staff user-status filter names them, and whether the account is switched off. */
function statusBadge(user: UserProfile) {
  if (user.status !== 0) return <Badge color="red" variant="light" radius="sm" tt="none">Blocked</Badge>;
  if (!user.is_active) return <Badge color="gray" variant="light" radius="sm" tt="none">Deactivated</Badge>;
  return <Badge color="forest" variant="light" radius="sm" tt="none">Live</Badge>;
}

function companyRole(link: NonNullable<UserProfile['user_business']>): string {
  if (link.is_owner) return 'Owner';
  return link.is_admin === 1 ? 'Company admin' : 'Team member';
}

function UserRecord({ user }: { user: UserProfile }) {
  const impersonate = useMutation({ mutationFn: () => impersonateUser(user.id, adminUserPath(user.id)) });
  const isStaff = user.user_type === 'admin';
  const canActAs = !isStaff && user.status === 0 && user.is_active;

  const details: Detail[] = [
    { label: 'User ID', value: user.id },
    { label: 'Email', value: user.email },
    { label: 'Role', value: user.role_name },
    { label: 'Type', value: TYPE_LABELS[user.user_type] },
    { label: 'Account in use', value: ACCOUNT_KIND_LABELS[user.account] },
    { label: 'Status', value: statusBadge(user) },
    {
      label: 'E-mail verified',
      value: user.is_verified ? 'Yes, two-factor sign-in is on' : 'No',
    },
    { label: 'Registered', value: formatDisplayDate(user.created_at) },
    { label: 'Registered through', value: user.register_source ?? '—' },
    { label: 'Last login', value: user.last_login_at ? formatDisplayDate(user.last_login_at) : 'Never' },
  ];
  const company = user.user_business;

  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="User Management"
        title={`${user.first_name} ${user.last_name}`.trim()}
        description={user.email}
      >
        <Group gap="xs" mt={4}>
          <Badge color="honey" variant="light" radius="sm" tt="none">
            {user.role_name}
          </Badge>
          {statusBadge(user)}
        </Group>
      </PageHeader>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="user-record-title">
          <Title order={2} fz={20} c="forest.9" id="user-record-title" mb="sm">
            User record
          </Title>
          <DetailList items={details} />
        </Paper>
        <Stack gap="lg">
          <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="user-company-title">
            <Title order={2} fz={20} c="forest.9" id="user-company-title" mb="sm">
              Company
            </Title>
            {company ? (
              <DetailList
                items={[
                  { label: 'Business name', value: company.company_name },
                  { label: 'Company ID', value: company.company_id },
                  { label: 'Role in the company', value: companyRole(company) },
                ]}
              />
            ) : (
              <Text fz="sm" c="dimmed">
                This user does not belong to a company.
              </Text>
            )}
          </Paper>
          <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="user-act-title">
            <Title order={2} fz={20} c="forest.9" id="user-act-title">
              Act as this user
            </Title>
            <Text fz="sm" c="dimmed" mb="md">
              Opens Goodhive as {user.first_name} sees it, to help with their account. It is recorded in the audit log, and
              &lsquo;{ACCOUNT_LABELS.backToAdmin}&rsquo; brings you back here.
            </Text>
            {impersonate.isError ? (
              <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" mb="md">
                {errorMessage(impersonate.error)}
              </Alert>
            ) : null}
            <Button
              leftSection={<UserIcon size={18} />}
              onClick={() => impersonate.mutate()}
              loading={impersonate.isPending || impersonate.isSuccess}
              disabled={!canActAs}
            >
              {ACCOUNT_LABELS.loginAsUser}
            </Button>
            {isStaff ? (
              <Text fz="xs" c="dimmed" mt="xs">
                {accountMessages.impersonateNotAllowed}
              </Text>
            ) : null}
            {!isStaff && !canActAs ? (
              <Text fz="xs" c="dimmed" mt="xs">
                Blocked or deactivated accounts cannot be opened.
              </Text>
            ) : null}
          </Paper>
        </Stack>
      </SimpleGrid>
      <Anchor component={Link} to={PATHS.root} fz="sm" fw={600} w="fit-content">
        Back to the admin home
      </Anchor>
    </Stack>
  );
}

/**
 * Route 'users.display' (/admin/users/display/{id}), reached from the header's quick search: a user's
 * record from GET /user/{id}/profile and 'Login as this user'.
 */
export function UserDisplayPage() {
  const { id } = useParams();
  const userId = Number(id);
  const valid = Number.isInteger(userId) && userId > 0;
  const profile = useQuery({ ...userProfileQuery(userId), enabled: valid });
  if (!valid) return <ErrorState title="This user could not be loaded" error={new ApiError(404, accountMessages.userNotFound)} />;
  return (
    <QueryState query={profile} loadingLabel="Loading the user…" errorTitle="This user could not be loaded" isEmpty={() => false}>
      {(user) => <UserRecord user={user} />}
    </QueryState>
  );
}
