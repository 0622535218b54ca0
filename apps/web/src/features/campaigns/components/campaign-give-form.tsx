import { Alert, Button, NumberInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PublicCampaign } from '@goodhive/contract';
import { QUANTITY_MAX, campaignTexts as t } from '@goodhive/contract/texts';
import { AlertIcon } from '../../../components/ui/icons';
import { fieldError } from '../../../lib/form-fields';
import { formatDisplayDate } from '../../../lib/format-date';
import { displayTotal, formatUsd } from '../../../lib/money';
import { PATHS } from '../../../lib/paths';
import { GuestGiverForm } from '../../../components/ui/guest-giver-form';
import { useCampaignPayment } from '../api/campaigns';

/** The giving form: how many units, then the guest's details; answers the payment page. */
export function CampaignGiveForm({ campaign }: { campaign: PublicCampaign }) {
  const navigate = useNavigate();
  const payment = useCampaignPayment();
  const [quantity, setQuantity] = useState<number | string>(1);
  const units = Number(quantity) || 0;
  if (campaign.state !== 'open' || !campaign.is_givable) {
    const text = !campaign.is_givable ? t.unavailable : campaign.state === 'upcoming' ? `${t.notStartedYet} ${formatDisplayDate(campaign.starts_on)}.` : `${t.endedOn} ${formatDisplayDate(campaign.ends_on)}.`;
    return (
      <Alert color="blue" variant="light" icon={<AlertIcon />} title={text}>
        <Button component={Link} to={PATHS.viewAllProjects} size="xs" mt="xs">
          Explore projects
        </Button>
      </Alert>
    );
  }
  return (
    <GuestGiverForm
      title={t.give}
      submitLabel={`Give ${formatUsd(displayTotal(campaign.unit_price_usd, units))}`}
      pending={payment.isPending}
      error={payment.error}
      ownField="key"
      onSubmit={(giver) => payment.mutate({ key: campaign.key, quantity: units, ...giver }, { onSuccess: (answer) => void navigate(answer.redirect_path) })}
    >
      <NumberInput
        label={`${t.quantity} (${campaign.impact_unit})`}
        required
        min={1}
        max={QUANTITY_MAX}
        allowDecimal={false}
        value={quantity}
        onChange={setQuantity}
        error={fieldError(payment.error, 'quantity')}
        description={`${formatUsd(campaign.unit_price_usd)} each`}
      />
    </GuestGiverForm>
  );
}
