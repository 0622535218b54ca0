import { Alert, Anchor, Button, CopyButton, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, generatePath, useNavigate } from 'react-router';
import { guestGivingTexts } from '@goodhive/contract/texts';
import { AlertIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api';
import { formatUsd } from '../../../lib/money';
import { PATHS } from '../../../lib/paths';
import { publicCartQuery, useGuestCheckout, useSetGuestCartLines } from '../api/guest-cart';
import { GuestGiverForm } from '../../../components/ui/guest-giver-form';
import classes from './shared-cart-page.module.css';

/** The guest checkout: the giver's fields, then the cart key goes with them to POST /api/guest/checkout. */
function GuestCheckoutForm({ cartKey, totalUsd }: { cartKey: string; totalUsd: number }) {
  const navigate = useNavigate();
  const checkout = useGuestCheckout();
  return (
    <GuestGiverForm
      title="Give as a guest"
      submitLabel={`Give ${formatUsd(totalUsd)} as a guest`}
      pending={checkout.isPending}
      error={checkout.error}
      ownField="cart_key"
      onSubmit={(giver) => checkout.mutate({ cart_key: cartKey, ...giver }, { onSuccess: (answer) => void navigate(answer.redirect_path) })}
    />
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
