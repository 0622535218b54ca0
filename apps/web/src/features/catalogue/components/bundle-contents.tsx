import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ProjectDetail } from '@goodhive/contract';
import { projectPath } from '../../../lib/paths';
import { formatUsd, pluralise } from '../../../lib/money';
import classes from './bundle-contents.module.css';

/** What one unit of a bundle gives: each project, its impact and how many people it reaches. */
export function BundleContents({ items }: { items: ProjectDetail['bundle_items'] }) {
  return (
    <section aria-labelledby="bundle-title">
      <Title order={2} fz={22} c="forest.9" id="bundle-title" mb={4}>
        What this bundle gives
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        Each bundle you give delivers all of these together.
      </Text>
      <ul className={classes.list}>
        {items.map((item) => (
          <li key={`${item.project.id}-${item.impact_level.id}`} className={classes.item}>
            <img src={item.project.image_square.url} alt="" width={64} height={64} className={classes.thumb} loading="lazy" />
            <Stack gap={2} className={classes.text}>
              <Anchor component={Link} to={projectPath({ id: item.project.id, is_bundle: false })} fw={650} c="forest.9" fz="sm">
                {item.project.title}
              </Anchor>
              <Text fz="sm">
                {item.quantity.toLocaleString('en-US')} × {item.impact_level.impact_unit}
              </Text>
              <Group gap="xs">
                <Text fz="xs" c="dimmed">
                  Reaches {pluralise(item.beneficiaries, 'beneficiary', 'beneficiaries')}
                </Text>
                <Text fz="xs" c="dimmed" aria-hidden="true">
                  ·
                </Text>
                <Text fz="xs" c="dimmed">
                  {formatUsd(item.amt_total_usd)}
                </Text>
              </Group>
            </Stack>
          </li>
        ))}
      </ul>
    </section>
  );
}
