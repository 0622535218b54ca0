import { Alert, Button, Container, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { tokenMessages } from '@goodhive/contract/texts';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { formatUsd } from '../../../lib/money';
import { PATHS } from '../../../lib/paths';
import { acceptClaim, claimQuery, type ClaimInfo } from '../api/tokens';

/** /token-claim/{key}: a token recipient without an account sets one up (role Employee User) from the e-mailed link. */
export function TokenClaimPage() {
  const { key = '' } = useParams();
  const claim = useQuery(claimQuery(key));
  return (
    <Container size="xs" py="xl">
      <QueryState query={claim} loadingLabel="Opening your link…" errorTitle={tokenMessages.claimNotFound} isEmpty={() => false}>
        {(info) => <ClaimForm info={info} linkKey={key} />}
      </QueryState>
    </Container>
  );
}

function ClaimForm({ info, linkKey }: { info: ClaimInfo; linkKey: string }) {
  const [form, setForm] = useState({ first_name: info.first_name, last_name: info.last_name, password: '' });
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: boolean }>({ busy: false, error: null, done: false });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setState({ busy: true, error: null, done: false });
    try {
      await acceptClaim(linkKey, form);
      setState({ busy: false, error: null, done: true });
    } catch (err) {
      setState({ busy: false, error: errorMessage(err), done: false });
    }
  };
  if (info.has_account || state.done) {
    return (
      <Paper p="xl" withBorder>
        <Stack>
          <Title order={1} fz="h3">
            {state.done ? 'Your account is ready' : 'You already have an account'}
          </Title>
          <Text>{state.done ? tokenMessages.claimed : tokenMessages.claimUsed}</Text>
          <Group>
            <Button component={Link} to={PATHS.login}>
              Sign in
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper p="xl" withBorder component="form" onSubmit={submit} aria-labelledby="claim-title">
      <Stack>
        <Title order={1} fz="h3" id="claim-title">
          {info.company_name ?? 'Goodhive'} sent you {formatUsd(info.token_amount)} of Impact Tokens
        </Title>
        <Text>Set up your account to choose the projects your tokens fund. You sign in with {info.email}.</Text>
        <TextInput label="First name" required maxLength={40} value={form.first_name} onChange={(e) => setForm({ ...form, first_name: e.currentTarget.value })} />
        <TextInput label="Last name" required maxLength={40} value={form.last_name} onChange={(e) => setForm({ ...form, last_name: e.currentTarget.value })} />
        <PasswordInput label="Password" description="At least 8 characters" required minLength={8} value={form.password} onChange={(e) => setForm({ ...form, password: e.currentTarget.value })} />
        {state.error ? <Alert color="red">{state.error}</Alert> : null}
        <Group>
          <Button type="submit" loading={state.busy}>
            Set up my account
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
