import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { billingLabels } from '@goodhive/contract/texts';
import { PATHS } from '../../../lib/paths';

const LINKS = [
  { path: PATHS.billingDetails, label: billingLabels.details },
  { path: PATHS.billingImpacts, label: billingLabels.impacts },
  { path: PATHS.billingTokens, label: billingLabels.tokens },
] as const;

/** The three billing screens, one link each; the current one is marked for assistive technology too. */
export function BillingNav() {
  const { pathname } = useLocation();
  return (
    <Group gap="xs" component="nav" aria-label="Billing">
      {LINKS.map((link) => {
        const current = pathname === link.path;
        return (
          <Button key={link.path} component={Link} to={link.path} variant={current ? 'filled' : 'light'} color="forest" size="sm" aria-current={current ? 'page' : undefined}>
            {link.label}
          </Button>
        );
      })}
    </Group>
  );
}
