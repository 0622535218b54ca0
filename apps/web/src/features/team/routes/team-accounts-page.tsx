import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { teamMessages } from '@goodhive/contract/texts';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { useSignedInUser } from '../../../lib/auth';
import { formatDisplayDate } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { teamQuery, useInvite, useInviteAction, useMemberAction } from '../api/team';

/** /team-accounts-management: the company's members and open invitations; admins invite, resend, cancel, remove and promote. */
export function TeamAccountsPage() {
  const user = useSignedInUser();
  const team = useQuery(teamQuery(user.id));
  const members = useMemberAction();
  const invites = useInviteAction();
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Business Account" title="Team accounts" description="Invite your colleagues, so your team's giving and impact add up together." />
      <QueryState query={team} loadingLabel="Loading your team…" isEmpty={() => false}>
        {(t) => (
          <Stack gap="lg">
            <Text fw={600} data-testid="team-seats">
              {t.seats_used} of {t.employee_limit} team places used (members and open invitations)
            </Text>
            <InviteForm full={t.seats_used >= t.employee_limit} limit={t.employee_limit} />
            <Paper p="lg" withBorder aria-labelledby="members-title">
              <Stack gap="sm">
                <Title order={2} fz="h4" id="members-title">
                  Members
                </Title>
                {members.error ? <Alert color="red">{errorMessage(members.error)}</Alert> : null}
                <DataTable minWidth={640} testId="team-members" caption="Team members">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Name</Table.Th>
                      <Table.Th scope="col">E-mail</Table.Th>
                      <Table.Th scope="col">Role</Table.Th>
                      <Table.Th scope="col">Actions</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {t.members.map((m) => (
                      <Table.Tr key={m.user_id}>
                        <Table.Td>{`${m.first_name} ${m.last_name}`.trim()}</Table.Td>
                        <Table.Td>{m.email}</Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={m.is_owner ? 'honey' : m.is_admin ? 'forest' : 'gray'}>
                            {m.is_owner ? 'Owner' : m.is_admin ? 'Company admin' : 'Member'}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          {m.is_owner || m.user_id === user.id ? null : (
                            <Group gap="xs">
                              <Button size="xs" variant="light" onClick={() => members.mutate({ userId: m.user_id, action: m.is_admin ? 'not-admin' : 'admin' }, { onSuccess: () => toast.success(m.is_admin ? teamMessages.adminUnset : teamMessages.adminSet) })}>
                                {m.is_admin ? 'Remove admin' : 'Set company admin'}
                              </Button>
                              <Button size="xs" variant="light" color="red" aria-label={`Remove ${m.email}`} onClick={() => members.mutate({ userId: m.user_id, action: 'remove' }, { onSuccess: () => toast.success(teamMessages.removed) })}>
                                Remove
                              </Button>
                            </Group>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </DataTable>
              </Stack>
            </Paper>
            <Paper p="lg" withBorder aria-labelledby="invites-title">
              <Stack gap="sm">
                <Title order={2} fz="h4" id="invites-title">
                  Open invitations
                </Title>
                {invites.error ? <Alert color="red">{errorMessage(invites.error)}</Alert> : null}
                {t.invites.length === 0 ? (
                  <EmptyBlock title="No open invitations" description="Invite a colleague above; they join with the link in their e-mail." />
                ) : (
                  <DataTable minWidth={560} testId="team-invites" caption="Open invitations">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">E-mail</Table.Th>
                        <Table.Th scope="col">Expires</Table.Th>
                        <Table.Th scope="col">Actions</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {t.invites.map((i) => (
                        <Table.Tr key={i.id}>
                          <Table.Td>{i.email}</Table.Td>
                          <Table.Td>{i.expired ? 'Expired' : formatDisplayDate(i.expires_at)}</Table.Td>
                          <Table.Td>
                            <Group gap="xs">
                              <Button size="xs" variant="light" onClick={() => invites.mutate({ id: i.id, action: 'resend' }, { onSuccess: () => toast.success(teamMessages.resent) })}>
                                Resend
                              </Button>
                              <Button size="xs" variant="light" color="red" aria-label={`Cancel the invitation of ${i.email}`} onClick={() => invites.mutate({ id: i.id, action: 'cancel' }, { onSuccess: () => toast.success(teamMessages.cancelled) })}>
                                Cancel
                              </Button>
                            </Group>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </DataTable>
                )}
              </Stack>
            </Paper>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function InviteForm({ full, limit }: { full: boolean; limit: number }) {
  const invite = useInvite();
  const [form, setForm] = useState({ email: '', first_name: '', last_name: '' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    invite.mutate(
      { email: form.email.trim(), first_name: form.first_name || undefined, last_name: form.last_name || undefined },
      {
        onSuccess: () => {
          toast.success(teamMessages.invited(form.email.trim()));
          setForm({ email: '', first_name: '', last_name: '' });
        },
      },
    );
  };
  return (
    <Paper p="lg" withBorder component="form" onSubmit={submit} aria-labelledby="invite-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="invite-title">
          Invite a colleague
        </Title>
        {full ? <Alert color="honey">{teamMessages.limitReached(limit)}</Alert> : null}
        <Group grow align="flex-start">
          <TextInput label="E-mail" type="email" required value={form.email} onChange={(e) => setForm({ ...form, email: e.currentTarget.value })} />
          <TextInput label="First name" maxLength={40} value={form.first_name} onChange={(e) => setForm({ ...form, first_name: e.currentTarget.value })} />
          <TextInput label="Last name" maxLength={40} value={form.last_name} onChange={(e) => setForm({ ...form, last_name: e.currentTarget.value })} />
        </Group>
        {invite.error ? <Alert color="red">{errorMessage(invite.error)}</Alert> : null}
        <Group>
          <Button type="submit" loading={invite.isPending} disabled={full}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
