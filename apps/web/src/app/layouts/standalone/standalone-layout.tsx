import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/ui/skip-link';
import { useSession } from '../../../lib/auth';
import { PATHS } from '../../../lib/paths';
import layout from '../layout.module.css';
import { PageOutlet } from '../page-outlet';
import { SiteFooter, TRIAL_FOOTER_LINKS } from '../site-footer';
import classes from './standalone-layout.module.css';

/**
 * A focused frame for the trial sign-up: the logo, one way out (sign in, or back to the account for a
 * signed-in member), the screen, and the trial sign-up's short footer (TRIAL_FOOTER_LINKS).
 */
export function StandaloneLayout() {
  const session = useSession();
  const signedIn = session.status === 'ready';
  return (
    <div className={layout.page}>
      <SkipLink />
      <header className={classes.header}>
        <div className={classes.inner}>
          <Link to={PATHS.root} className={classes.brand} aria-label="Goodhive home">
            <Logo />
          </Link>
          <Group gap="xs" wrap="nowrap" ml="auto">
            {signedIn ? (
              <Button component={Link} to={PATHS.root} variant="default">
                Go to your account
              </Button>
            ) : (
              <>
                <Text fz="sm" c="dimmed" visibleFrom="xs">
                  Already a member?
                </Text>
                <Button component={Link} to={PATHS.login} variant="subtle" color="forest">
                  Login
                </Button>
              </>
            )}
          </Group>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`${layout.main} ${classes.main}`}>
        <PageOutlet />
      </main>
      <SiteFooter links={TRIAL_FOOTER_LINKS} />
    </div>
  );
}
