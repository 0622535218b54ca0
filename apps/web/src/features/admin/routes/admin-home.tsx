import { Badge, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_NAME } from '@goodhive/contract';
import { DetailList } from '../../../components/ui/detail-list';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { fullName } from '../../../lib/account';
import { useSignedInUser } from '../../../lib/auth';
import { referenceCountsQuery } from '../api/reference-counts';

/** Route 'home' (/) for admins: a welcome and the signed-in admin's details. */
export function AdminHome() {
  const user = useSignedInUser();
  const references = useQuery(referenceCountsQuery());
  const canSwitch = user.change_type === 1;

  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="Admin System"
        title={`Welcome, ${user.first_name}`}
        description={`You are signed in to the ${PRODUCT_NAME} back-office. Your account and the state of the reference data are below.`}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="admin-account-title">
          <Title order={2} fz={20} c="forest.9" id="admin-account-title" mb="sm">
            Signed in as
          </Title>
          <DetailList
            items={[
              { label: 'Name', value: fullName(user) },
              { label: 'Email', value: user.email },
              { label: 'Role', value: user.user_role.name },
              { label: 'User ID', value: user.id },
              {
                label: 'Business and partner views',
                value: (
                  <Badge color={canSwitch ? 'forest' : 'gray'} variant="light" radius="sm" tt="none">
                    {canSwitch ? 'May switch' : 'Not enabled'}
                  </Badge>
                ),
              },
            ]}
          />
        </Paper>
        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="admin-reference-title">
          <Title order={2} fz={20} c="forest.9" id="admin-reference-title">
            Reference data
          </Title>
          <Text fz="sm" c="dimmed" mb="sm">
            The public lists that sign-up and project forms draw on.
          </Text>
          <QueryState query={references} loadingLabel="Counting reference lists…" errorTitle="The reference lists could not be loaded">
            {(counts) => <DetailList items={counts.map((c) => ({ label: c.label, value: c.count.toLocaleString('en-US') }))} />}
          </QueryState>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
