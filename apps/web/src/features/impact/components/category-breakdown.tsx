import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import type { StatImpacts } from '@goodhive/contract';
import { formatCount, formatUsd, pluralise } from '../../../lib/money';
import { StarIcon } from '../../../components/ui/icons';
import lists from '../../../components/ui/lists.module.css';
import classes from './impact.module.css';

/** Beneficiaries per project category, largest first, each with its share of the largest. */
export function CategoryBreakdown({ stats }: { stats: StatImpacts }) {
  const top = Math.max(1, ...stats.categories.map((c) => c.beneficiaries));
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="categories-title" h="100%">
      <Title order={2} fz={20} c="forest.9" id="categories-title" mb={4}>
        Beneficiaries by category
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        A project in two categories counts in both.
      </Text>
      <ul className={lists.rowList}>
        {stats.categories.map((category) => (
          <li key={category.id}>
            <Stack gap={6} py="sm">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
                <Text fw={600} fz="sm">
                  {category.name}
                </Text>
                <Text fz="sm" className={lists.numeric}>
                  <strong>{formatCount(category.beneficiaries)}</strong> <VisuallyHidden>beneficiaries</VisuallyHidden>
                </Text>
              </Group>
              <div className={classes.bar} aria-hidden="true">
                <div className={classes.barFill} style={{ width: `${Math.max(2, (category.beneficiaries / top) * 100)}%` }} />
              </div>
              <Text fz="xs" c="dimmed">
                {pluralise(category.total_impacts, 'impact')} · {formatUsd(category.amt_total_usd)}
              </Text>
            </Stack>
          </li>
        ))}
      </ul>
    </Paper>
  );
}

/** The category the account gives to most often. */
export function FavouriteCategory({ favourite }: { favourite: StatImpacts['favourite_category'] }) {
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="favourite-title">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="honey" radius="xl" size={44} aria-hidden="true">
          <StarIcon size={24} />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fz="sm" fw={600} c="dimmed" id="favourite-title">
            Favourite category
          </Text>
          {favourite ? (
            <>
              <Title order={3} fz={22} c="forest.9" data-testid="favourite-category">
                {favourite.name}
              </Title>
              <Badge variant="light" color="forest" tt="none" w="fit-content">
                {pluralise(favourite.contributions, 'contribution')}
              </Badge>
            </>
          ) : (
            <Text>Not chosen yet</Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
