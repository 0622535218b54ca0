import { Anchor, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type { ProjectUpdate } from '@goodhive/contract';
import { formatDisplayDay } from '@goodhive/contract/texts';
import { BackLink } from '../../../components/ui/back-link';
import { PageHeader } from '../../../components/ui/page-header';
import { useIdParam } from '../../../lib/hooks/use-id-param';
import { PATHS, pathTo } from '../../../lib/paths';
import { adminUpdates, moderateUpdate } from '../api/admin-updates';
import { SavedUpdate, SavedUpdateForm } from '../components/saved-update';
import { toModerationBody } from '../update-form-values';

const LIST = PATHS.adminWcuProjectUpdates;

function ModerateUpdate({ update }: { update: ProjectUpdate }) {
  return (
    <SavedUpdateForm
      update={update}
      reads={adminUpdates}
      save={(values) => moderateUpdate(update.id, toModerationBody(values))}
      posted={
        <>
          Posted {formatDisplayDay(update.published_at)} by {update.author_name ?? update.partner.worthy_cause_name} for{' '}
          <Anchor component={Link} to={pathTo(PATHS.wcuPartner, { id: update.partner.id })} fz="sm" inherit>
            {update.partner.worthy_cause_name}
          </Anchor>
        </>
      }
      links={
        update.status === 'published' ? (
          <Anchor component={Link} to={pathTo(PATHS.projectUpdateDetails, { id: update.id })} fz="sm">
            See it as givers do
          </Anchor>
        ) : null
      }
      moderation
      secondaryActions={
        <Button component={Link} to={LIST} variant="default">
          Back to the list
        </Button>
      }
    />
  );
}

/** Route 'admin.wcuuser.project.updates.edit' (/admin/wcuuser/project/updates/edit/{id}): staff edit, hide or publish one update. */
export function AdminUpdateEditPage() {
  const { id, isValid } = useIdParam();
  return (
    <Stack gap="xl">
      <BackLink to={LIST} label="All project updates" />
      <PageHeader eyebrow="WC & Projects" title="Edit project update" />
      <SavedUpdate
        reads={adminUpdates}
        id={isValid ? id : null}
        missing={{ description: 'It may have been deleted by its partner.', action: <Button component={Link} to={LIST}>See every update</Button> }}
      >
        {(update) => <ModerateUpdate update={update} />}
      </SavedUpdate>
    </Stack>
  );
}
