import { Alert, Button, Container, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { teamMessages } from '@goodhive/contract/texts';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth';
import { PATHS } from '../../../lib/paths';
import { acceptJoin, joinQuery, type JoinInfo } from '../api/team';

/** /join-teammember/{invite}: accept a team invitation (an expired or used one says so). */
export function JoinTeammemberPage() {
  const { invite = '' } = useParams();
  const join = useQuery(joinQuery(invite));
  return (
    <Container size="xs" py="xl">
      <QueryState query={join} loadingLabel="Opening your invitation…" errorTitle="This invitation cannot be used" isEmpty={() => false}>
        {(info) => <JoinForm info={info} linkKey={invite} />}
      </QueryState>
    </Container>
  );
}

function JoinForm({ info, linkKey }: { info: JoinInfo; linkKey: string }) {
  const session = useSession();
  const signedIn = session.status === 'ready';
  const [form, setForm] = useState({ first_name: info.first_name, last_name: info.last_name, password: '' });
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: string | null }>({ busy: false, error: null, done: null });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setState({ busy: true, error: null, done: null });
    try {
      const r = await acceptJoin(linkKey, info.has_account ? {} : form, signedIn);
      setState({ busy: false, error: null, done: r.message ?? teamMessages.joined });
    } catch (err) {
      setState({ busy: false, error: errorMessage(err), done: null });
    }
  };
  if (state.done) {
    return (
      <Paper p="xl" withBorder>
        <Stack>
          <Title order={1} fz="h3">
            You joined {info.company_name}
          </Title>
          <Text>{state.done}</Text>
          <Group>
            <Button component={Link} to={signedIn ? PATHS.impact : PATHS.login}>
              {signedIn ? 'Go to my account' : 'Sign in'}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper p="xl" withBorder component="form" onSubmit={submit} aria-labelledby="join-title">
      <Stack>
        <Title order={1} fz="h3" id="join-title">
          Join {info.company_name}
        </Title>
        {info.has_account ? (
          <Text>{signedIn ? `Accept the invitation for ${info.email}.` : teamMessages.signInAs(info.email)}</Text>
        ) : (
          <>
            <Text>Set up your account for {info.email}.</Text>
            <TextInput label="First name" required maxLength={40} value={form.first_name} onChange={(e) => setForm({ ...form, first_name: e.currentTarget.value })} />
            <TextInput label="Last name" required maxLength={40} value={form.last_name} onChange={(e) => setForm({ ...form, last_name: e.currentTarget.value })} />
            <PasswordInput label="Password" description="At least 8 characters" required minLength={8} value={form.password} onChange={(e) => setForm({ ...form, password: e.currentTarget.value })} />
          </>
        )}
        {state.error ? <Alert color="red">{state.error}</Alert> : null}
        <Group>
          {info.has_account && !signedIn ? (
            <Button component={Link} to={PATHS.login}>
              Sign in
            </Button>
          ) : (
            <Button type="submit" loading={state.busy}>
              Join the team
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
