import { Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PlusIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { PATHS, pathTo } from '../../../lib/paths';
import { partnerUpdates, updatableProjectsQuery } from '../api/partner-updates';
import { UpdatesList } from '../components/updates-list';

const NEW_UPDATE = pathTo(PATHS.partnerProjectUpdate, { id: 'new' });

/** Route 'project-updates-list' (/project-updates-list/): the partner's updates with their status and staff notes. */
export function PartnerUpdatesPage() {
  const projects = useQuery(updatableProjectsQuery());
  return (
    <UpdatesList
      reads={partnerUpdates}
      header={
        <PageHeader
          eyebrow="Worthy Cause User Panel"
          title="Project updates"
          description="Tell givers what their giving made possible. An update is published at once to everyone who funded the project."
        >
          <Button component={Link} to={NEW_UPDATE} leftSection={<PlusIcon size={18} />} color="honey" w="fit-content" mt="xs">
            Post an update
          </Button>
        </PageHeader>
      }
      ownerFilter={{
        field: 'projectId',
        label: 'Project',
        placeholder: 'All projects',
        options: (projects.data ?? []).map((p) => ({ value: String(p.id), label: p.title })),
        clearLabel: 'Show every project',
        nothingFoundMessage: 'No project matches',
      }}
      texts={{
        headingId: 'updates-results-title',
        searchPlaceholder: 'Words in the title or text',
        loadingLabel: 'Loading your updates…',
        errorTitle: 'Your updates could not be loaded',
        caption: 'Your updates, newest first',
        pagerLabel: 'Pages of your updates',
        empty: {
          description: 'Givers love to hear how their giving helped. Share your first news from the field.',
          action: (
            <Button component={Link} to={NEW_UPDATE}>
              Post an update
            </Button>
          ),
          filteredDescription: 'Try another project, status or word.',
        },
      }}
      table={{ editPath: (row) => pathTo(PATHS.partnerProjectUpdate, { id: row.id }) }}
      notice={
        projects.isError ? (
          <Text fz="sm" c="red.8" role="alert">
            The project list could not be loaded; the project filter is empty.
          </Text>
        ) : null
      }
    />
  );
}
