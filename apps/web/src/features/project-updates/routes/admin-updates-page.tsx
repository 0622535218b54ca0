import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { type ProjectUpdate } from '@goodhive/contract';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api-error';
import { PATHS, pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { adminUpdates, partnerOptionsQuery } from '../api/admin-updates';
import { HideUpdateDialog, useModerateStatus } from '../components/hide-update-dialog';
import { UpdatesList } from '../components/updates-list';

const editPath = (row: ProjectUpdate) => pathTo(PATHS.adminWcuProjectUpdateEdit, { id: row.id });

/** Route 'admin.wcuuser.project.updates' (/admin/wcuuser/project/updates): every partner's updates, to edit, hide or publish. */
export function AdminUpdatesPage() {
  const partners = useQuery(partnerOptionsQuery());
  const [hiding, setHiding] = useState<ProjectUpdate | null>(null);
  const publish = useModerateStatus();

  const actions = (row: ProjectUpdate) => (
    <>
      <Button component={Link} to={editPath(row)} size="xs" variant="default" aria-label={`Edit ${row.title}`}>
        Edit
      </Button>
      {row.status === 'published' ? (
        <Button size="xs" variant="default" onClick={() => setHiding(row)} aria-label={`Hide ${row.title}`}>
          Hide
        </Button>
      ) : (
        <Button
          size="xs"
          variant="light"
          color="forest"
          aria-label={`Publish ${row.title}`}
          loading={publish.isPending && publish.variables?.update.id === row.id}
          onClick={() => publish.mutate({ update: row, status: 'published', note: row.moderation_note }, { onError: (e) => toast.error(errorMessage(e), 'The update could not be published') })}
        >
          Publish
        </Button>
      )}
    </>
  );

  return (
    <UpdatesList
      reads={adminUpdates}
      header={<PageHeader eyebrow="WC & Projects" title="Project updates" description="What partners tell givers about their projects. Edit an update, or hide it with a note the partner reads." />}
      ownerFilter={{
        field: 'partnerId',
        label: 'Worthy cause',
        placeholder: 'Every worthy cause',
        description: partners.isError ? 'The worthy causes could not be loaded.' : undefined,
        options: (partners.data ?? []).map((p) => ({ value: String(p.id), label: p.worthy_cause_name })),
        clearLabel: 'Every worthy cause',
        nothingFoundMessage: 'No worthy cause matches',
      }}
      texts={{
        headingId: 'admin-updates-title',
        searchPlaceholder: 'Title, text or project',
        loadingLabel: 'Loading the updates…',
        errorTitle: 'The updates could not be loaded',
        caption: 'Project updates, newest first',
        pagerLabel: 'Pages of updates',
        empty: { description: 'Partners post updates from their panel; they appear here at once.' },
      }}
      table={{ showPartner: true, editPath, actions }}
    >
      <HideUpdateDialog update={hiding} onClose={() => setHiding(null)} />
    </UpdatesList>
  );
}
