import { ActionIcon, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { BookIcon, DotsGridIcon, HeartHandIcon, HelpIcon, ShieldIcon, SparkIcon } from '../../../components/ui/icons';
import { PATHS } from '../../../lib/paths';

const LINKS = [
  { label: 'How it works', to: PATHS.howItWorks, icon: SparkIcon },
  { label: 'Causes', to: PATHS.causes, icon: HeartHandIcon },
  { label: 'Blog', to: PATHS.blog, icon: BookIcon },
  { label: 'Help center', to: PATHS.help, icon: HelpIcon },
  { label: 'Privacy policy', to: PATHS.privacy, icon: ShieldIcon },
] as const;

/** The header's right menu: everything about Goodhive that is not the user's own account. */
export function RightMenu() {
  return (
    <Menu position="bottom-end" width={220} offset={8} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size={40} radius="md" aria-label="More from Goodhive">
          <DotsGridIcon size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Goodhive</Menu.Label>
        {LINKS.map(({ label, to, icon: Icon }) => (
          <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={16} />}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
