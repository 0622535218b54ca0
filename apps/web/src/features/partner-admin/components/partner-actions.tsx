import { Button, Menu } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import type { AdminPartnerRow } from '@goodhive/contract';
import { ACCOUNT_LABELS } from '@goodhive/contract/texts';
import { ChevronDownIcon, FileTextIcon, PlusIcon, UserIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api-error';
import { impersonateUser } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { partnerLinks } from './partner-links';

export { partnerLinks } from './partner-links';

/** The actions on one partner user: profile, projects, new project or bundle, and acting as the user (audited). */
export function PartnerActions({ partner }: { partner: AdminPartnerRow }) {
  const { pathname, search } = useLocation();
  const links = partnerLinks(partner);
  const actAs = useMutation({ mutationFn: () => impersonateUser(partner.user_id, `${pathname}${search}`), onError: (error) => toast.error(errorMessage(error)) });
  const canActAs = partner.user_status === 'live' && partner.is_active;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={250}>
      <Menu.Target>
        <Button size="xs" variant="light" color="forest" rightSection={<ChevronDownIcon size={14} />} aria-label={`Actions for ${partner.worthy_cause_name}`} loading={actAs.isPending || actAs.isSuccess}>
          Actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={links.profile} leftSection={<UserIcon size={16} />}>
          Edit profile and documents
        </Menu.Item>
        <Menu.Item component={Link} to={links.projects} leftSection={<FileTextIcon size={16} />}>
          Projects
        </Menu.Item>
        <Menu.Item component={Link} to={links.createProject} leftSection={<PlusIcon size={16} />}>
          Create a project
        </Menu.Item>
        <Menu.Item component={Link} to={links.createBundle} leftSection={<PlusIcon size={16} />}>
          Create a bundle
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={() => actAs.mutate()} disabled={!canActAs} leftSection={<UserIcon size={16} />}>
          {ACCOUNT_LABELS.loginAsUser}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
