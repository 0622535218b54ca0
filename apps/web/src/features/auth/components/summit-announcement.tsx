import { Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SUMMIT_ANNOUNCEMENT } from '@goodhive/contract/texts';
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
          {SUMMIT_ANNOUNCEMENT.badge}
        </Badge>
        <Title id="summit-title" order={2} className={classes.title}>
          {SUMMIT_ANNOUNCEMENT.title}
        </Title>
        <Group gap="xl" className={classes.facts} style={{ rowGap: 8 }}>
          <Group gap={8} wrap="nowrap">
            <CalendarIcon />
            <Text fw={600}>{SUMMIT_ANNOUNCEMENT.date}</Text>
          </Group>
          <Group gap={8} wrap="nowrap">
            <MapPinIcon />
            <Text fw={600}>{SUMMIT_ANNOUNCEMENT.place}</Text>
          </Group>
        </Group>
        <Text className={classes.lead}>{SUMMIT_ANNOUNCEMENT.lead}</Text>
        <List spacing="xs" className={classes.list} icon={<span className={classes.bullet} aria-hidden="true" />}>
          {SUMMIT_ANNOUNCEMENT.points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
        <Anchor component={Link} to={PATHS.summitPost} className={classes.link} c="honey.3">
          <Group gap={6} component="span">
            {SUMMIT_ANNOUNCEMENT.link}
            <ArrowRightIcon size={18} />
          </Group>
        </Anchor>
      </Stack>
    </section>
  );
}
