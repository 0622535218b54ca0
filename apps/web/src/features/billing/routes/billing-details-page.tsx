import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { billingLabels, billingMessages } from '@goodhive/contract/texts';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { accountHeading } from '../../../lib/account';
import { useSignedInUser } from '../../../lib/auth';
import { billingDetailsQuery } from '../api/billing';
import { AddressSection } from '../components/address-section';
import { BillingNav } from '../components/billing-nav';
import { CardsSection } from '../components/cards-section';
import { MembershipsSection } from '../components/memberships-section';
import { TaxSection } from '../components/tax-section';

const NOTICES = {
  added: { color: 'forest', text: billingMessages.cardAdded },
  cancelled: { color: 'gray', text: billingMessages.cardAddCancelled },
  failed: { color: 'red', text: 'The card could not be saved. Please try again.' },
} as const;

/** The provider's page sends the browser back with ?card=added|cancelled|failed: said once, then dropped from the address. */
function useCardNotice() {
  const [search, setSearch] = useSearchParams();
  const [notice, setNotice] = useState<keyof typeof NOTICES | null>(null);
  const card = search.get('card');
  useEffect(() => {
    if (!card) return;
    if (card in NOTICES) setNotice(card as keyof typeof NOTICES);
    setSearch(
      (params) => {
        params.delete('card');
        return params;
      },
      { replace: true },
    );
  }, [card, setSearch]);
  return [notice, () => setNotice(null)] as const;
}

/** /billing-details: the giving account's saved cards, tax details and billing address; a company's membership payments with their receipts. */
export function BillingDetailsPage() {
  const user = useSignedInUser();
  const details = useQuery(billingDetailsQuery(user.id, user.account));
  const [notice, closeNotice] = useCardNotice();
  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow={accountHeading(user)}
        title={billingLabels.details}
        description="Your cards are kept by our payment provider: Goodhive stores only the brand, last 4 digits and expiry."
      >
        <BillingNav />
      </PageHeader>
      {notice ? (
        <Alert color={NOTICES[notice].color} variant="light" withCloseButton onClose={closeNotice} role="status" closeButtonLabel="Dismiss">
          {NOTICES[notice].text}
        </Alert>
      ) : null}
      <QueryState query={details} loadingLabel="Loading your billing details…" isEmpty={() => false}>
        {(data) => (
          <Stack gap="lg">
            <CardsSection cards={data.cards} />
            <TaxSection taxDetails={data.tax_details} />
            <AddressSection key={JSON.stringify(data.address)} address={data.address} />
          </Stack>
        )}
      </QueryState>
      {user.account === 'company' ? <MembershipsSection /> : null}
    </Stack>
  );
}
