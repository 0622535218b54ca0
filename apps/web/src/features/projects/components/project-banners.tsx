import { Alert, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PartnerProject } from '@goodhive/contract';
import { projectMessages } from '@goodhive/contract/texts';
import { AlertIcon, HourglassIcon, LockIcon } from '../../../components/ui/icons';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatChangeTime } from '../change-format';
import { ChangeDiff } from './change-diff';

type ProjectBannersProps = {
  project: PartnerProject;
  /** Who reads them: the partner, or staff reviewing the partner's work. */
  audience: 'partner' | 'staff';
  /** Staff's approve and reject buttons for a submitted project. */
  reviewActions?: ReactNode;
  /** Staff's approve and reject buttons for a pending change. */
  changeActions?: ReactNode;
};

/** Where the project stands in review: sent back with a note, waiting for review, a change waiting, or closed. */
export function ProjectBanners({ project, audience, reviewActions, changeActions }: ProjectBannersProps) {
  const change = project.pending_change;
  const banners: ReactNode[] = [];
  if (project.status === 'draft' && project.review_note) {
    banners.push(
      <Alert key="note" color="orange" variant="light" icon={<AlertIcon />} title={audience === 'partner' ? 'Sent back by our team' : 'Sent back to the partner'} data-testid="review-note">
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {project.review_note}
        </Text>
        {audience === 'partner' ? (
          <Text fz="sm" mt={6} c="dimmed">
            Make the changes, then submit the project again.
          </Text>
        ) : null}
      </Alert>,
    );
  }
  if (project.status === 'submitted') {
    banners.push(
      <Alert key="submitted" color="blue" variant="light" icon={<HourglassIcon />} title="Submitted for review" data-testid="submitted-banner">
        <Stack gap="sm">
          <Text fz="sm">
            {project.submitted_at ? `Submitted on ${formatDisplayDate(project.submitted_at)}. ` : ''}
            {audience === 'partner'
              ? 'Our team checks the project and makes it live, or sends it back with a note. Withdraw it if you want to change something first.'
              : 'Approve it to make it live, or send it back to the partner with a note.'}
          </Text>
          {reviewActions}
        </Stack>
      </Alert>,
    );
  }
  if (change) {
    banners.push(
      <Alert key="change" color="honey" variant="light" icon={<HourglassIcon />} title="Changes waiting for review" data-testid="pending-change">
        <Stack gap="sm">
          <Text fz="sm">
            Sent on {formatChangeTime(change.created_at)}
            {change.actor_name ? ` by ${change.actor_name}` : ''}.{' '}
            {audience === 'partner'
              ? 'Givers see the current details until our team approves the change. Changes you save now join the ones waiting.'
              : 'Givers see the current details until the change is approved.'}
          </Text>
          <ChangeDiff before={change.before} after={change.after} label="Changes waiting for review" />
          {changeActions ? <Group gap="sm">{changeActions}</Group> : null}
        </Stack>
      </Alert>,
    );
  }
  if (audience === 'partner' && project.is_bundle) {
    banners.push(
      <Alert key="bundle" color="gray" variant="light" icon={<LockIcon />} title="A bundle of your impact levels">
        <Text fz="sm">{projectMessages.bundleStaffOnly}</Text>
      </Alert>,
    );
  }
  if (project.status === 'closed') {
    banners.push(
      <Alert key="closed" color="gray" variant="light" icon={<LockIcon />} title="This project is closed">
        <Text fz="sm">
          {project.closed_at ? `Closed on ${formatDisplayDate(project.closed_at)}. ` : ''}
          {projectMessages.closedIsFinal}
        </Text>
      </Alert>,
    );
  }
  return banners.length ? <Stack gap="md">{banners}</Stack> : null;
}
