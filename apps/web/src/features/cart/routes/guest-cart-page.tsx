import { Alert, Anchor, Button, Checkbox, CopyButton, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, generatePath, useNavigate } from 'react-router';
import { guestGivingTexts, needsCharityDisclosure } from '@goodhive/contract/texts';
import { AlertIcon, CartIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { fieldError } from '../../../lib/form-fields';
import { countriesQuery } from '../../../lib/lookups';
import { formatUsd } from '../../../lib/money';
import { PATHS } from '../../../lib/paths';
import { publicCartQuery, useGuestCheckout, useSetGuestCartLines } from '../api/guest-cart';
import classes from './shared-cart-page.module.css';

type GuestForm = { first_name: string; last_name: string; email: string; country_id: string | null; disclosure_accepted: boolean };

/** The guest checkout: name, e-mail and country; the charity disclosure for the countries that need it. */
function GuestCheckoutForm({ cartKey, totalUsd }: { cartKey: string; totalUsd: number }) {
  const navigate = useNavigate();
  const countries = useQuery(countriesQuery());
  const checkout = useGuestCheckout();
  const [form, setForm] = useState<GuestForm>({ first_name: '', last_name: '', email: '', country_id: null, disclosure_accepted: false });
  const country = countries.data?.find((c) => String(c.id) === form.country_id);
  const showDisclosure = needsCharityDisclosure(country?.code);
  const text = (field: 'first_name' | 'last_name' | 'email') => ({
    value: form[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setForm((f) => ({ ...f, [field]: value }));
    },
    error: fieldError(checkout.error, field),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    checkout.mutate(
      { cart_key: cartKey, first_name: form.first_name, last_name: form.last_name, email: form.email, country_id: Number(form.country_id ?? 0), disclosure_accepted: form.disclosure_accepted },
      { onSuccess: (answer) => void navigate(answer.redirect_path) },
    );
  };
  const otherError = checkout.error && !(checkout.error instanceof ApiError && checkout.error.errors && Object.keys(checkout.error.errors).some((k) => k !== 'cart_key')) ? errorMessage(checkout.error) : null;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="guest-checkout-title">
      <Stack gap="sm">
        <Title order={2} fz={18} id="guest-checkout-title">
          Give as a guest
        </Title>
        <Text fz="sm" c="dimmed">
          No account needed. Your receipt comes by e-mail, with a link to keep this giving in an account of your own.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="First name" required autoComplete="given-name" maxLength={40} {...text('first_name')} />
          <TextInput label="Last name" required autoComplete="family-name" maxLength={40} {...text('last_name')} />
        </SimpleGrid>
        <TextInput label="E-mail" type="email" required autoComplete="email" maxLength={254} {...text('email')} />
        <Select
          label="Country"
          placeholder="Choose your country"
          required
          searchable
          data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={form.country_id}
          onChange={(value) => setForm((f) => ({ ...f, country_id: value, disclosure_accepted: false }))}
          error={fieldError(checkout.error, 'country_id')}
        />
        {showDisclosure ? (
          <Alert color="blue" variant="light" title={guestGivingTexts.disclosureTitle} icon={<AlertIcon />}>
            <Stack gap="xs">
              <Text fz="sm">{guestGivingTexts.disclosureText}</Text>
              <Checkbox
                label={guestGivingTexts.disclosureAccept}
                checked={form.disclosure_accepted}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setForm((f) => ({ ...f, disclosure_accepted: checked }));
                }}
                error={fieldError(checkout.error, 'disclosure_accepted')}
              />
            </Stack>
          </Alert>
        ) : null}
        {otherError ? (
          <Text fz="sm" c="red.8" role="alert">
            {otherError}
          </Text>
        ) : null}
        <Button type="submit" size="md" fullWidth leftSection={<CartIcon size={18} />} loading={checkout.isPending}>
          Give {formatUsd(totalUsd)} as a guest
        </Button>
        <Text fz="xs" c="dimmed" ta="center">
          Already a member?{' '}
          <Anchor component={Link} to={PATHS.login} fz="xs">
            Sign in to give from your account
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

/** Route 'public_cart' with type guest (/usercart/{key}/guest): a visitor's cart, shareable by its address, and the guest checkout. */
export function GuestCartPage({ cartKey }: { cartKey: string }) {
  const cart = useQuery(publicCartQuery(cartKey, 'guest'));
  const setLines = useSetGuestCartLines(cartKey);
  const notFound = cart.error instanceof ApiError && (cart.error.status === 404 || cart.error.status === 422);
  const shareUrl = typeof window === 'undefined' ? '' : `${window.location.origin}/usercart/${cartKey}/guest`;

  return (
    <div className={classes.frame}>
      <Stack gap="xl">
        <PageHeader eyebrow="Giving cart" title="Your giving cart" description="The impacts you chose. Share this page's address to give it from another device, or give it now as a guest." />
        {notFound ? (
          <Alert color="orange" variant="light" icon={<AlertIcon />} title="This link does not work" role="alert">
            <Stack gap="sm" align="flex-start">
              <Text fz="sm">{guestGivingTexts.cartNotFound}</Text>
              <Button component={Link} to={PATHS.viewAllProjects} size="xs" variant="white" color="orange">
                Explore projects
              </Button>
            </Stack>
          </Alert>
        ) : cart.isPending ? (
          <LoadingState label="Loading the cart…" />
        ) : cart.isError ? (
          <ErrorState title="The cart could not be loaded" error={cart.error} onRetry={() => void cart.refetch()} retrying={cart.isRefetching} />
        ) : cart.data.items.length === 0 ? (
          <EmptyBlock
            title="Your giving cart is empty"
            description="Choose an impact from the projects our partners run."
            action={
              <Button component={Link} to={PATHS.viewAllProjects}>
                Explore projects
              </Button>
            }
          />
        ) : (
          <div className={classes.layout}>
            <Paper p="lg" shadow="xs">
              <Table verticalSpacing="sm" w="100%" aria-label="Impacts in the cart">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Impact</Table.Th>
                    <Table.Th ta="right">Quantity</Table.Th>
                    <Table.Th ta="right">Amount</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {cart.data.items.map((item, index) => (
                    <Table.Tr key={item.impact_level_id}>
                      <Table.Td>
                        <Anchor component={Link} to={generatePath(item.is_bundle ? PATHS.bundleDetail : PATHS.projectDetail, { id: String(item.project_id) })} fw={600} fz="sm">
                          {item.project_title}
                        </Anchor>
                        <Text fz="xs" c="dimmed">
                          {item.impact_unit} · {item.partner_name}
                          {item.is_available ? '' : ` · ${guestGivingTexts.lineUnavailable}`}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{item.quantity.toLocaleString('en-US')}</Table.Td>
                      <Table.Td ta="right">{formatUsd(item.amt_total_usd)}</Table.Td>
                      <Table.Td ta="right">
                        <Button
                          variant="subtle"
                          color="red"
                          size="xs"
                          loading={setLines.isPending && setLines.variables.length === cart.data.items.length - 1}
                          onClick={() => setLines.mutate(cart.data.items.filter((_, i) => i !== index).map(({ project_id, impact_level_id, quantity }) => ({ project_id, impact_level_id, quantity })))}
                          aria-label={`Remove ${item.project_title}`}
                        >
                          Remove
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Group justify="space-between" mt="md">
                <Text fw={700}>Total</Text>
                <Text fw={750} fz={20} c="forest.8">
                  {formatUsd(cart.data.total_usd)}
                </Text>
              </Group>
              <Group mt="md" gap="xs">
                <CopyButton value={shareUrl}>
                  {({ copied, copy }) => (
                    <Button variant="default" size="xs" onClick={copy}>
                      {copied ? 'Link copied' : 'Copy the link to this cart'}
                    </Button>
                  )}
                </CopyButton>
                <Button component={Link} to={PATHS.viewAllProjects} variant="subtle" size="xs">
                  Add more impacts
                </Button>
              </Group>
            </Paper>
            <aside aria-label="Give as a guest">
              <Paper p="lg" shadow="xs">
                <GuestCheckoutForm cartKey={cartKey} totalUsd={cart.data.total_usd} />
              </Paper>
            </aside>
          </div>
        )}
      </Stack>
    </div>
  );
}
