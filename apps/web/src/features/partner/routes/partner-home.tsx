import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@goodhive/contract';
import { DetailList } from '../../../components/ui/detail-list';
import { PageHeader } from '../../../components/ui/page-header';
import { fullName } from '../../../lib/account';
import { useSignedInUser } from '../../../lib/auth';
import { useWorthyCauseName } from '../api/worthy-cause-name';
import { PATHS } from '../../../lib/paths';

/** Route 'home' (/) for worthy-cause partners: a welcome with the organisation's name. */
export function PartnerHome() {
  const user = useSignedInUser();
  const causeName = useWorthyCauseName(user.id);
  const organisation = causeName.data ?? (causeName.isError ? fullName(user) : null);

  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="Worthy Cause User Panel"
        title={organisation ? `Welcome, ${organisation}` : 'Welcome'}
        description={`Thank you for the work you do. Members fund impacts of your projects through ${PRODUCT_NAME}, and this panel is where you look after them.`}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="partner-org-title">
          <Title order={2} fz={20} c="forest.9" id="partner-org-title" mb="sm">
            Your organisation
          </Title>
          <DetailList
            items={[
              { label: 'Worthy cause', value: organisation ?? '…' },
              { label: 'Contact person', value: fullName(user) },
              { label: 'Email', value: user.email },
              { label: 'Role', value: user.user_role.name },
            ]}
          />
        </Paper>
        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="partner-working-title">
          <Title order={2} fz={20} c="forest.9" id="partner-working-title" mb="sm">
            Working with {PRODUCT_NAME}
          </Title>
          <Stack gap="sm">
            <Text fz="sm" lh={1.65}>
              Members choose impacts from your projects and pay for them through {PRODUCT_NAME}. Each paid impact counts in
              their impact history, and your updates show them what their giving did.
            </Text>
            <Text fz="sm" lh={1.65}>
              Questions about your partnership? Write to{' '}
              <Anchor href={`mailto:${SUPPORT_EMAIL}`} fw={600} inherit>
                {SUPPORT_EMAIL}
              </Anchor>
              .
            </Text>
            <Anchor component={Link} to={PATHS.howItWorks} fw={600} fz="sm" w="fit-content">
              How giving works for members
            </Anchor>
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
