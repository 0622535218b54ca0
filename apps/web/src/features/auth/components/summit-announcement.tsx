import { Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ArrowRightIcon, CalendarIcon, MapPinIcon } from '../../../components/ui/icons';
import classes from './summit-announcement.module.css';
import { PATHS } from '../../../lib/paths';

/** The conference announcement on the left of the sign-in screen. */
export function SummitAnnouncement() {
  return (
    <section className={classes.panel} aria-labelledby="summit-title">
      <div className={classes.glow} aria-hidden="true" />
      <Stack gap="lg" className={classes.content}>
        <Badge color="honey" variant="filled" size="lg" radius="sm" w="fit-content">
          Conference announcement
        </Badge>
        <Title id="summit-title" order={2} className={classes.title}>
          Goodhive Impact Summit 2027
        </Title>
        <Group gap="xl" className={classes.facts} style={{ rowGap: 8 }}>
          <Group gap={8} wrap="nowrap">
            <CalendarIcon />
            <Text fw={600}>14–15 October 2027</Text>
          </Group>
          <Group gap={8} wrap="nowrap">
            <MapPinIcon />
            <Text fw={600}>Singapore and online</Text>
          </Group>
        </Group>
        <Text className={classes.lead}>
          Two days with the businesses, members and worthy-cause partners who turn everyday work into clean water,
          new trees and school days. Bring your team; leave with a giving plan that fits the way you already do
          business.
        </Text>
        <List spacing="xs" className={classes.list} icon={<span className={classes.bullet} aria-hidden="true" />}>
          <List.Item>Field stories from partners in twelve countries</List.Item>
          <List.Item>Workshops on weaving giving into products and teams</List.Item>
          <List.Item>Members attend free; seats are limited</List.Item>
        </List>
        <Anchor component={Link} to={PATHS.summitPost} className={classes.link} c="honey.3">
          <Group gap={6} component="span">
            Read the summit announcement
            <ArrowRightIcon size={18} />
          </Group>
        </Anchor>
      </Stack>
    </section>
  );
}
