import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../../components/ui/icons';
import type { PublicNavItem } from './public-nav';
import classes from './public-header.module.css';

/*
 * The public header's desktop drop-down menus (the phone drawer is public-drawer.tsx). They load with the first
 * visitor who opens one (public-header.tsx), so the first paint of a public screen does not wait for the
 * positioning and focus-trapping code they need.
 */

type GroupItem = Extract<PublicNavItem, { kind: 'group' }>;

/** A desktop drop-down of the public header; opened at once when it loaded because the visitor clicked it. */
export function NavGroupMenu({ item, defaultOpened }: { item: GroupItem; defaultOpened: boolean }) {
  return (
    <Menu position="bottom-start" offset={6} width={280} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <UnstyledButton className={classes.navLink}>
          <Group gap={4} wrap="nowrap" component="span">
            {item.label}
            <ChevronDownIcon size={16} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {item.items.map((sub) => (
          <Menu.Item key={sub.to} component={Link} to={sub.to}>
            <Text fw={600} fz="sm">
              {sub.label}
            </Text>
            <Text fz="xs" c="dimmed">
              {sub.description}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
