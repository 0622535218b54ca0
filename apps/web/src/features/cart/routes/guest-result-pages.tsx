import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { guestGivingTexts } from '@goodhive/contract/texts';
import { useMutation } from '@tanstack/react-query';
import { AlertIcon, CheckCircleIcon } from '../../../components/ui/icons';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { storeMessage } from '../../../lib/auth';
import { fieldError } from '../../../lib/form-fields';
import { PATHS } from '../../../lib/paths';
import { forgetGuestCart, guestCartKey } from '../api/guest-cart';
import classes from './shared-cart-page.module.css';

/** Route 'public.thankyou' (/thankyou?group=): where a guest's payment ends, paid or not. */
export function ThankYouPage() {
  const [params] = useSearchParams();
  const group = params.get('group');
  const status = params.get('status');
  const paid = !status;
  const [cartKey] = useState(guestCartKey);
  useEffect(() => {
    if (paid) forgetGuestCart();
  }, [paid]);
  return (
    <div className={classes.frame}>
      <Paper p="xl" shadow="xs" maw={640} mx="auto">
        {paid ? (
          <Stack gap="md" align="flex-start">
            <CheckCircleIcon size={40} />
            <Title order={1} fz={30} c="forest.9">
              Thank you for your giving!
            </Title>
            <Text>
              Your payment{group ? ` for giving number ${group}` : ''} was received. The receipt is on its way to your e-mail, with a link to claim this giving into an account of
              your own, so you can see it in your impact history and follow the project&apos;s updates.
            </Text>
            <Group>
              <Button component={Link} to={PATHS.viewAllProjects}>
                Explore more projects
              </Button>
              <Button component={Link} to={PATHS.howItWorks} variant="default">
                How Goodhive works
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md" align="flex-start">
            <Title order={1} fz={30} c="forest.9">
              {status === 'cancelled' ? 'Payment cancelled' : 'Payment not completed'}
            </Title>
            <Text>Nothing was charged. Your cart keeps its impacts, so you can try again.</Text>
            <Button component={Link} to={cartKey ? `/usercart/${cartKey}/guest` : PATHS.viewAllProjects}>
              {cartKey ? 'Back to your cart' : 'Explore projects'}
            </Button>
          </Stack>
        )}
      </Paper>
    </div>
  );
}

/** Route 'public.claim-giving' (/claim-giving/{key}): the guest's receipt link; a password makes the giving theirs. */
export function ClaimGivingPage() {
  const { key = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const claim = useMutation({
    mutationFn: () => api.post<{ email: string }>('/guest/claim', { key, password, confirm_password: confirm }, { auth: false }),
    onSuccess: () => {
      storeMessage(guestGivingTexts.claimed);
      void navigate(PATHS.login);
    },
  });
  const keyError = fieldError(claim.error, 'key');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    claim.mutate();
  };
  return (
    <div className={classes.frame}>
      <Paper p="xl" shadow="xs" maw={520} mx="auto">
        <form onSubmit={submit} noValidate aria-labelledby="claim-title">
          <Stack gap="md">
            <Title order={1} fz={28} c="forest.9" id="claim-title">
              Claim your giving
            </Title>
            <Text fz="sm">Choose a password for your new Goodhive account. The giving you made as a guest will show in your impact history.</Text>
            {keyError ? (
              <Alert color="orange" variant="light" icon={<AlertIcon />} role="alert">
                {keyError}
              </Alert>
            ) : null}
            <PasswordInput label="Password" required autoComplete="new-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={fieldError(claim.error, 'password')} />
            <PasswordInput
              label="Confirm password"
              required
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
              error={fieldError(claim.error, 'confirm_password')}
            />
            {claim.isError && !keyError && !fieldError(claim.error, 'password') && !fieldError(claim.error, 'confirm_password') ? (
              <Text c="red.8" fz="sm" role="alert">
                {errorMessage(claim.error)}
              </Text>
            ) : null}
            <Button type="submit" loading={claim.isPending}>
              Create my account
            </Button>
          </Stack>
        </form>
      </Paper>
    </div>
  );
}
