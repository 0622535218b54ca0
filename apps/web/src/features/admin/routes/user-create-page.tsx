import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NEW_ACCOUNT_TYPES, NEW_ACCOUNT_TYPE_TEXTS, type NewAccountType } from '@goodhive/contract';
import { BuildingIcon, HeartHandIcon, PeopleIcon, StarIcon, UserIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { PATHS } from '../../../lib/paths';

// The form of the chosen kind (/admin/users/create-new) loads with the choice: one chunk for both steps.
export { UserCreateNewPage } from './user-create-new-page';

const ICONS: Record<NewAccountType, ReactNode> = {
  personal: <UserIcon size={26} />,
  premium: <StarIcon size={26} />,
  business: <BuildingIcon size={26} />,
  employee: <PeopleIcon size={26} />,
};

function TypeCard({ id, icon, title, description, to, action }: { id: string; icon: ReactNode; title: string; description: string; to: string; action: string }) {
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby={id}>
      <Stack gap="sm" h="100%">
        <Text c="forest.7" aria-hidden>
          {icon}
        </Text>
        <Title order={2} fz={20} c="forest.9" id={id}>
          {title}
        </Title>
        <Text fz="sm" c="dimmed" style={{ flex: 1 }}>
          {description}
        </Text>
        <Button component={Link} to={to} variant="light" color="forest" w="fit-content" aria-describedby={id}>
          {action}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * Route 'users.form' (/admin/users/create): staff choose the kind of account to create; the form for it is
 * /admin/users/create-new?type=…. Worthy-cause partners have their own form in 'WC & Projects'.
 */
export function UserCreatePage() {
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="User Management" title="Create user" description="Choose the kind of account. The new member gets a welcome e-mail with a link to set their password." />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {NEW_ACCOUNT_TYPES.map((type) => (
          <TypeCard
            key={type}
            id={`account-type-${type}`}
            icon={ICONS[type]}
            title={NEW_ACCOUNT_TYPE_TEXTS[type].label}
            description={NEW_ACCOUNT_TYPE_TEXTS[type].description}
            to={`${PATHS.adminUsersCreateNew}?type=${type}`}
            action="Create"
          />
        ))}
        <TypeCard
          id="account-type-partner"
          icon={<HeartHandIcon size={26} />}
          title="Worthy-cause partner"
          description="A vetted organisation's panel user, who keeps its profile and projects current."
          to={PATHS.adminWcuCreate}
          action="Create partner"
        />
      </SimpleGrid>
    </Stack>
  );
}
