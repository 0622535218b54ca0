import { Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { BusinessListingItem } from '@goodhive/contract';
import { MapPinIcon } from '../../../components/ui/icons';
import { formatCount } from '../../../lib/money';
import classes from './business-card.module.css';

/** One figure of a business card: the number above its noun. */
function CardFigure({ value, label }: { value: number; label: string }) {
  return (
    <div>
      <Text fw={800} fz="lg" c="forest.9">
        {formatCount(value)}
      </Text>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
    </div>
  );
}

/** A public business with its paid impact: the whole card opens its impact profile. */
export function BusinessCard({ business }: { business: BusinessListingItem }) {
  return (
    <Paper component={Link} to={`/business-profile/${business.id}`} p="lg" shadow="xs" className={classes.card}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={business.logo_url} radius="md" size={48} color="honey" variant="filled" alt="">
          {business.name.charAt(0).toUpperCase()}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700} c="forest.9" lineClamp={1}>
            {business.name}
          </Text>
          <Group gap={6}>
            {business.industry ? (
              <Text fz="xs" c="dimmed">
                {business.industry}
              </Text>
            ) : null}
            {business.country ? (
              <Group gap={2} component="span">
                <MapPinIcon size={12} />
                <Text fz="xs" c="dimmed" component="span">
                  {business.country}
                </Text>
              </Group>
            ) : null}
          </Group>
          {business.partner_level ? (
            <Badge color="honey" variant="light" tt="none" size="sm" w="fit-content">
              {business.partner_level}
            </Badge>
          ) : null}
        </Stack>
      </Group>
      <Group gap="lg" mt="md">
        <CardFigure value={business.total_impacts} label="impacts" />
        <CardFigure value={business.beneficiaries} label="beneficiaries" />
        <CardFigure value={business.projects_supported} label="projects" />
      </Group>
    </Paper>
  );
}
