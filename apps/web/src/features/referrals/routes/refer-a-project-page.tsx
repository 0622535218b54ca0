import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@goodhive/contract/texts';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { fullName } from '../../../lib/account';
import { useSession } from '../../../lib/auth';
import { PATHS } from '../../../lib/paths';
import { submitReferral } from '../api/referrals';
import { ReferralForm } from '../components/referral-form-place';
import classes from './refer-a-project-page.module.css';

/** The thank-you once a suggestion is stored, with the next steps. */
function Thanks({ message, onAnother }: { message: string; onAnother: () => void }) {
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" role="status" aria-live="polite" data-testid="referral-thanks">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" color="forest" variant="light">
          <CheckCircleIcon size={28} />
        </ThemeIcon>
        <Title order={2} fz={22} c="forest.9">
          Thank you!
        </Title>
        <Text>{message}</Text>
        <Group gap="sm">
          <Button onClick={onAnother} variant="light" color="forest">
            Suggest another cause
          </Button>
          <Button component={Link} to={PATHS.viewAllProjects} variant="default">
            Explore projects
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Route 'refer-a-project' (/refer-a-project), public: anyone suggests a worthy cause; staff follow it up. */
export function ReferAProjectPage() {
  const session = useSession();
  const user = session.user;
  const [thanks, setThanks] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  return (
    <div className={classes.frame}>
      <Stack gap="xl">
        <PageHeader
          eyebrow="Refer a project"
          title="Suggest a worthy cause"
          description={`Know an organisation doing careful, concrete good? Tell us about it. Our team checks every suggestion and invites the causes that fit ${PRODUCT_NAME}.`}
        />
        {thanks ? (
          <Thanks
            message={thanks}
            onAnother={() => {
              setThanks(null);
              setRound((n) => n + 1);
            }}
          />
        ) : (
          <ReferralForm
            key={`${round}-${user ? 'member' : 'visitor'}`}
            member={user ? { name: fullName(user), email: user.email } : null}
            onSubmit={async (body) => {
              const result = user ? await submitReferral({ signedIn: true, body }) : await submitReferral({ signedIn: false, body });
              setThanks(result.message ?? 'Thank you for your suggestion.');
              window.scrollTo({ top: 0 });
            }}
          />
        )}
      </Stack>
    </div>
  );
}
