import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@goodhive/contract/texts';
import { DetailList, type Detail } from '../../../components/ui/detail-list';
import { BookIcon, HeartHandIcon, HelpIcon } from '../../../components/ui/icons';
import { LinkCard } from '../../../components/ui/link-card';
import { PageHeader } from '../../../components/ui/page-header';
import { accountHeading, companyRoleLabel, fullName, greetingFor } from '../../../lib/account';
import { useSignedInUser } from '../../../lib/auth';
import { GiftCreditDialog } from '../../checkout';
import { loadImpactOverview } from '../loaders';
import { TokenGiftDialog } from '../../tokens';
import { LoadingState } from '../../../components/ui/query-state';
import classes from './business-home.module.css';
import { PATHS } from '../../../lib/paths';

/** The impact overview, a chunk of its own that the screen's loader fetches beside the screen (index.ts). */
const ImpactOverview = lazy(() => loadImpactOverview().then((module) => ({ default: module.ImpactOverview })));

/** Route 'impact' (/impact), the business 'Home': who is signed in, as what, and where to go next. */
export function BusinessHome() {
  const user = useSignedInUser();
  const heading = accountHeading(user);
  const company = user.user_business?.company ?? null;
  const isCompanyMode = user.account === 'company' && company !== null;
  const companyRole = companyRoleLabel(user);

  const details: Detail[] = [
    { label: 'Name', value: fullName(user) },
    { label: 'Email', value: user.email },
    { label: 'Account', value: heading },
    ...(company ? [{ label: 'Company', value: company.company_name }] : []),
    ...(companyRole ? [{ label: 'Your role in the company', value: companyRole }] : []),
    { label: 'Membership', value: user.user_role.name },
  ];

  return (
    <Stack gap="xl">
      {/* The one-time gift credit dialog, when the account has credit not announced yet. */}
      <GiftCreditDialog />
      {/* The one-time impact-token gift dialog, when tokens arrived that the member was not told about. */}
      <Suspense fallback={null}>
        <TokenGiftDialog />
      </Suspense>
      <PageHeader
        eyebrow={heading}
        title={`${greetingFor(new Date())}, ${user.first_name}`}
        description={
          isCompanyMode
            ? `This is where ${company.company_name}'s giving on ${PRODUCT_NAME} comes together.`
            : `This is where your giving on ${PRODUCT_NAME} comes together.`
        }
      >
        <Group gap="xs" mt={4}>
          <Badge color="forest" variant="light" radius="sm" tt="none">
            {heading}
          </Badge>
          <Badge color="honey" variant="light" radius="sm" tt="none">
            {user.user_role.name}
          </Badge>
        </Group>
      </PageHeader>

      {/* The impact of the account the user acts as (personal or company figures). */}
      <Suspense fallback={<LoadingState label="Loading your impact…" />}>
        <ImpactOverview userId={user.id} account={user.account} />
      </Suspense>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="account-title">
          <Title order={2} fz={20} c="forest.9" id="account-title" mb="sm">
            Your account
          </Title>
          <DetailList items={details} />
        </Paper>

        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="next-title">
          <Title order={2} fz={20} c="forest.9" id="next-title" mb="sm">
            What you can do next
          </Title>
          <Stack gap="sm">
            <LinkCard
              to={PATHS.howItWorks}
              icon={HeartHandIcon}
              title="See how giving works"
              description="Three steps from choosing an impact to seeing what it did."
            />
            <LinkCard to={PATHS.causes} icon={BookIcon} title="Explore the causes" description="The causes our worthy-cause partners work on." />
            <LinkCard to={PATHS.help} icon={HelpIcon} title="Get answers" description="The help center covers accounts, impacts and currencies." />
          </Stack>
        </Paper>
      </SimpleGrid>

      <Paper p="xl" className={classes.summit} component="aside" aria-labelledby="summit-home-title">
        <Stack gap={6}>
          <Text fz="xs" fw={700} tt="uppercase" c="honey.3" style={{ letterSpacing: '0.1em' }}>
            14–15 October 2027 · Singapore and online
          </Text>
          <Title order={2} fz={22} c="white" id="summit-home-title">
            Goodhive Impact Summit 2027
          </Title>
          <Text c="rgba(255,255,255,0.85)" maw={640}>
            Members attend free. Meet the partners behind the projects and leave with a giving plan for your team.
          </Text>
          <Anchor component={Link} to={PATHS.summitPost} c="honey.3" fw={600} w="fit-content">
            Read the announcement
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
