import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Select } from '../../../../components/ui/select';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PlusIcon } from '../../../../components/ui/icons';
import { adminCreatePath } from '../admin-paths';
import { partnerOptionsQuery } from '../api/partner-options';

/** 'Create project' and 'Create bundle': both ask for the worthy cause first (preselected when the list is filtered to one). */
export function CreateForPartner({ preselectedPartnerId }: { preselectedPartnerId?: number }) {
  const navigate = useNavigate();
  const options = useQuery(partnerOptionsQuery());
  const [kind, setKind] = useState<'project' | 'bundle' | null>(null);
  const [partnerId, setPartnerId] = useState<string | null>(null);
  const open = (next: 'project' | 'bundle') => {
    setPartnerId(preselectedPartnerId ? String(preselectedPartnerId) : null);
    setKind(next);
  };
  const chosen = options.data?.find((o) => String(o.id) === partnerId);
  return (
    <>
      <Group gap="sm" mt="xs">
        <Button color="honey" leftSection={<PlusIcon size={18} />} onClick={() => open('project')}>
          Create project
        </Button>
        <Button variant="light" color="forest" leftSection={<PlusIcon size={18} />} onClick={() => open('bundle')}>
          Create bundle
        </Button>
      </Group>
      <Modal opened={kind !== null} onClose={() => setKind(null)} title={kind === 'bundle' ? 'Create a bundle' : 'Create a project'} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen && kind) void navigate(adminCreatePath(kind, chosen.user_id));
          }}
        >
          <Stack gap="md">
            <Text fz="sm">{kind === 'bundle' ? 'A bundle combines impact levels of one worthy cause’s live projects.' : 'The project belongs to the worthy cause you choose.'}</Text>
            <Select
              label="Worthy cause"
              placeholder={options.isPending ? 'Loading…' : 'Choose a worthy cause'}
              data={(options.data ?? []).map((o) => ({ value: String(o.id), label: o.worthy_cause_name }))}
              value={partnerId}
              onChange={setPartnerId}
              error={options.isError ? 'The worthy causes could not be loaded.' : undefined}
              searchable
              nothingFoundMessage="No worthy cause matches"
              data-autofocus
              comboboxProps={{ withinPortal: true }}
            />
            {kind === 'bundle' && chosen && chosen.live_projects === 0 ? (
              <Alert color="orange" variant="light" p="xs">
                {chosen.worthy_cause_name} has no live projects yet, so a bundle has nothing to hold.
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setKind(null)}>
                Cancel
              </Button>
              <Button type="submit" disabled={!chosen}>
                Continue
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
