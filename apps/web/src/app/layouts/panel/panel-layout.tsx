import { Box, Burger, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@goodhive/contract/texts';
import { LogoutIcon } from '../../../components/ui/icons';
import { LogoMark } from '../../../components/ui/logo';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/ui/skip-link';
import type { MenuGroup } from '../../menu';
import layout from '../layout.module.css';
import { PageOutlet } from '../page-outlet';
import { SideMenu } from '../side-menu';
import classes from './panel-layout.module.css';
import { PATHS } from '../../../lib/paths';

type PanelLayoutProps = {
  /** The header title ('Admin System', 'Worthy Cause User Panel'). */
  title: string;
  /** Accessible name of the side menu. */
  menuLabel: string;
  groups: readonly MenuGroup[];
  sidebarWidth: number;
  /** The welcome line at the header's end (in the menu drawer on phones, where the header has no room). */
  welcome: ReactNode;
  onLogout: () => void;
  /** The admin header's quick search; rendered for the header (dark) or the phone drawer (light). */
  search?: (tone: 'dark' | 'light', onNavigate?: () => void) => ReactNode;
  /** Account items before Logout ('Switch to', 'Admin Account', 'Back to Admin Account'). */
  actions?: (tone: 'dark' | 'light') => ReactNode;
};

/** The frame shared by the admin and partner panels: a dark header, a side menu (a drawer below 1200 px), content and footer. */
export function PanelLayout({ title, menuLabel, groups, sidebarWidth, welcome, onLogout, search, actions }: PanelLayoutProps) {
  const [opened, drawer] = useDisclosure(false);
  return (
    <div className={layout.page}>
      <SkipLink />
      <header className={classes.header}>
        <Burger
          opened={opened}
          onClick={drawer.toggle}
          hiddenFrom="sideMenu"
          size="sm"
          color="white"
          aria-label={opened ? 'Close menu' : 'Open menu'}
          aria-expanded={opened}
        />
        <Link to={PATHS.root} className={classes.brand} aria-label={`${PRODUCT_NAME} ${title} home`}>
          <LogoMark size={30} />
        </Link>
        <Text component="span" className={classes.title} data-testid="panel-title">
          {title}
        </Text>
        {search ? (
          <Box visibleFrom="md" className={classes.search}>
            {search('dark')}
          </Box>
        ) : null}
        <Group gap="md" wrap="nowrap" ml="auto" className={classes.headerEnd}>
          <div className={classes.welcome} data-testid="panel-welcome">
            {welcome}
          </div>
          {actions ? (
            <Group gap="xs" wrap="nowrap" visibleFrom="sm">
              {actions('dark')}
            </Group>
          ) : null}
          <Button variant="white" color="forest" size="xs" leftSection={<LogoutIcon size={16} />} onClick={onLogout} className={classes.logout}>
            Logout
          </Button>
        </Group>
      </header>
      <div className={classes.body}>
        <Box component="aside" visibleFrom="sideMenu" className={classes.sidebar} w={sidebarWidth} data-testid="panel-sidebar">
          <SideMenu groups={groups} label={menuLabel} />
        </Box>
        <div className={classes.column}>
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
            <PageOutlet />
          </main>
          <footer className={classes.footer}>
            <Text fz="xs" c="dimmed">
              © {new Date().getFullYear()} {PRODUCT_NAME} · {title}
            </Text>
          </footer>
        </div>
      </div>
      <Drawer opened={opened} onClose={drawer.close} size={280} title={title} closeButtonProps={{ 'aria-label': 'Close menu' }}>
        <Stack gap="xs">
          <div className={classes.drawerWelcome}>{welcome}</div>
          {search ? (
            <Box hiddenFrom="md" px={12}>
              {search('light', drawer.close)}
            </Box>
          ) : null}
          {actions ? (
            <Stack gap={6} px={12} hiddenFrom="sm" align="flex-start">
              {actions('light')}
            </Stack>
          ) : null}
          <SideMenu groups={groups} label={menuLabel} onNavigate={drawer.close} />
        </Stack>
      </Drawer>
    </div>
  );
}
