import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@goodhive/contract/texts';
import { Logo } from '../../components/ui/logo';
import classes from './site-footer.module.css';
import { PATHS } from '../../lib/paths';

/** The site footer's links: home, about, help center, terms. */
export const FOOTER_LINKS = [
  { label: 'Home', to: PATHS.root },
  { label: 'About', to: PATHS.about },
  { label: 'Help center', to: PATHS.help },
  { label: 'Terms', to: PATHS.terms },
] as const;

/** The trial sign-up's own footer links: home, about, terms, privacy. */
export const TRIAL_FOOTER_LINKS = [
  { label: 'Home', to: PATHS.root },
  { label: 'About', to: PATHS.about },
  { label: 'Terms', to: PATHS.terms },
  { label: 'Privacy', to: PATHS.privacy },
] as const;

type FooterLink = { label: string; to: string };

/** The footer of the public, business and standalone layouts. */
export function SiteFooter({ links = FOOTER_LINKS }: { links?: readonly FooterLink[] }) {
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap="xs" maw={360}>
            <Logo tone="light" size={28} />
            <Text fz="sm" c="rgba(255,255,255,0.75)">
              Small, real impacts, woven into everyday business.
            </Text>
          </Stack>
          <nav aria-label="Footer">
            <ul className={classes.links}>
              {links.map((link) => (
                <li key={link.to}>
                  <Anchor component={Link} to={link.to} className={classes.link}>
                    {link.label}
                  </Anchor>
                </li>
              ))}
            </ul>
          </nav>
        </Group>
        <Text fz="xs" c="rgba(255,255,255,0.6)" mt="xl">
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}
