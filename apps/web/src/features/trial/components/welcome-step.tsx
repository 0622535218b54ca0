import { Anchor, Button, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TRIAL_DAYS } from '@goodhive/contract/texts';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { PATHS } from '../../../lib/paths';
import { TRIAL_IMPACT_OPTIONS } from '../trial-impacts';
import classes from './welcome-step.module.css';

/** Step 0 of the trial: what the trial is, GET STARTED, and links to learn more or sign in as a member. */
export function WelcomeStep({ onStart, signedIn }: { onStart: () => void; signedIn: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 56 }} className={classes.grid}>
      <Stack gap="lg" justify="center">
        <Text fz="xs" fw={700} tt="uppercase" c="honey.8" style={{ letterSpacing: '0.1em' }}>
          {TRIAL_DAYS}-day free trial for businesses
        </Text>
        <Title order={1} className={classes.title}>
          Make your first impact today, on us
        </Title>
        <Text fz="lg" c="dimmed" maw={520}>
          Start a {TRIAL_DAYS}-day Goodhive trial and choose where your first $1.00 of giving goes. We fund it; you see the
          impact your business made, and how giving can fit the way you already work.
        </Text>
        <List spacing="xs" icon={<span className={classes.bullet} aria-hidden="true" />}>
          <List.Item>A real impact in your name from day one</List.Item>
          <List.Item>Your company&apos;s own Goodhive home to follow it</List.Item>
          <List.Item>No card needed to start</List.Item>
        </List>
        <Group gap="lg" mt="xs">
          <Button size="lg" rightSection={<ArrowRightIcon size={20} />} onClick={onStart}>
            GET STARTED
          </Button>
          <Anchor component={Link} to={PATHS.howItWorks} fw={600}>
            Learn more about how it works
          </Anchor>
        </Group>
        {signedIn ? null : (
          <Text fz="sm" c="dimmed">
            Already a member?{' '}
            <Anchor component={Link} to={PATHS.login} fw={600} inherit>
              Log in to your account
            </Anchor>
          </Text>
        )}
      </Stack>
      <div className={classes.panel} aria-hidden="true">
        <div className={classes.glow} />
        <Stack gap="md" className={classes.panelContent}>
          <Text fz="xs" fw={700} tt="uppercase" c="honey.3" style={{ letterSpacing: '0.1em' }}>
            What $1.00 does
          </Text>
          {TRIAL_IMPACT_OPTIONS.map((option) => {
            const Icon = option.icon;
            return (
              <Group key={option.key} gap="md" wrap="nowrap" className={classes.impactRow}>
                <span className={classes.impactIcon}>
                  <Icon size={24} />
                </span>
                <div>
                  <Text fw={700} c="white">
                    {option.outcome}
                  </Text>
                  <Text fz="sm" c="rgba(255,255,255,0.75)">
                    {option.title}
                  </Text>
                </div>
              </Group>
            );
          })}
        </Stack>
      </div>
    </SimpleGrid>
  );
}
