import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Anchor, Badge, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Event } from '@goodhive/contract';
import { EVENT_AUDIENCE_LABELS, eventTexts } from '@goodhive/contract/texts';
import { AlertIcon, CalendarIcon, ArrowLeftIcon, ArrowRightIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { calendarQuery, downloadEventIcs } from '../api/events';
import { eventWhen } from '../components/event-when';
import classes from './events-calendar.module.css';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const two = (n: number) => String(n).padStart(2, '0');
const monthKey = (y: number, m: number) => `${y}-${two(m + 1)}`;

/** One event: when and where in its own time zone, its links and its calendar file. */
function EventCard({ event }: { event: Event }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const past = Date.parse(event.ends_at) <= Date.now();
  return (
    <Paper p="lg" shadow="xs" component="article" id={`event-${event.id}`} aria-labelledby={`event-${event.id}-title`}>
      <Stack gap="sm">
        {event.image_url ? <img src={event.image_url} alt="" className={classes.image} loading="lazy" /> : null}
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} fz="lg" c="forest.9" id={`event-${event.id}-title`}>
            {event.title}
          </Title>
          {past ? (
            <Badge color="gray" variant="light" tt="none">
              {eventTexts.past}
            </Badge>
          ) : null}
        </Group>
        <Text fw={600} fz="sm">
          {eventWhen(event)}
        </Text>
        <Text fz="sm" c="dimmed">
          {event.location ?? eventTexts.online}
          {event.audience !== 'all' ? ` · ${EVENT_AUDIENCE_LABELS[event.audience]}` : ''}
        </Text>
        {event.description ? (
          <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
            {event.description}
          </Text>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {error}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button
            variant="light"
            size="sm"
            leftSection={<CalendarIcon size={16} />}
            loading={busy}
            aria-label={eventTexts.downloadLabel(event.title)}
            onClick={() => {
              setBusy(true);
              setError(null);
              downloadEventIcs(event)
                .catch((e: unknown) => setError(errorMessage(e)))
                .finally(() => setBusy(false));
            }}
          >
            {eventTexts.download}
          </Button>
          {event.registration_link && !past ? (
            <Button component="a" href={event.registration_link} target="_blank" rel="noopener noreferrer" size="sm">
              {eventTexts.register}
            </Button>
          ) : null}
          {event.online_link && !past ? (
            <Anchor href={event.online_link} target="_blank" rel="noopener noreferrer" fz="sm">
              {eventTexts.joinOnline}
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

function EventList({ events }: { events: Event[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {events.map((e) => (
        <EventCard key={e.id} event={e} />
      ))}
    </SimpleGrid>
  );
}

/** The month as a grid of weeks (Monday first), each event on the day it starts in its own time zone. */
function MonthGrid({ year, month, events }: { year: number; month: number; events: Event[] }) {
  const first = new Date(Date.UTC(year, month, 1));
  const lead = (first.getUTCDay() + 6) % 7;
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cells = Math.ceil((lead + days) / 7) * 7;
  const now = new Date();
  const today = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  const weeks: { date: string; day: number; inMonth: boolean }[][] = [];
  for (let i = 0; i < cells; i++) {
    const d = new Date(Date.UTC(year, month, 1 + i - lead));
    const cell = { date: d.toISOString().slice(0, 10), day: d.getUTCDate(), inMonth: d.getUTCMonth() === month };
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]!.push(cell);
  }
  return (
    <Paper p={{ base: 'xs', sm: 'md' }} shadow="xs" style={{ overflowX: 'auto' }}>
      <table className={classes.grid} aria-label={`${MONTH_NAMES[month]} ${year}`}>
        <thead>
          <tr>
            {WEEKDAYS.map((w) => (
              <th key={w} scope="col">
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map((c) => {
                const mine = events.filter((e) => e.starts_local.slice(0, 10) === c.date);
                return (
                  <td key={c.date} className={`${c.inMonth ? '' : classes.outside} ${c.date === today ? classes.today : ''}`}>
                    <span className={classes.day}>{c.day}</span>
                    {mine.map((e) => (
                      <a key={e.id} href={`#event-${e.id}`} className={classes.chip} title={e.title}>
                        {e.starts_local.slice(11, 16)} {e.title}
                      </a>
                    ))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Paper>
  );
}

/** Route 'events' (/events): the members' event calendar, as a month or as lists of upcoming and past events. */
export function EventsCalendarPage() {
  const now = new Date();
  const [view, setView] = useState<'month' | 'list'>('list');
  const [scope, setScope] = useState<'upcoming' | 'past'>('upcoming');
  const [cursor, setCursor] = useState({ year: now.getFullYear(), month: now.getMonth() });
  const key = monthKey(cursor.year, cursor.month);
  const list = useQuery({ ...calendarQuery({ scope }), enabled: view === 'list' });
  const monthly = useQuery({ ...calendarQuery({ month: key }), enabled: view === 'month' });
  const step = (by: number) => setCursor((c) => ({ year: c.year + Math.floor((c.month + by) / 12), month: (((c.month + by) % 12) + 12) % 12 }));
  return (
    <Stack gap="xl">
      <PageHeader title={eventTexts.calendarTitle} description={eventTexts.calendarDescription} />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(v) => setView(v as 'month' | 'list')}
          data={[
            { value: 'list', label: eventTexts.list },
            { value: 'month', label: eventTexts.month },
          ]}
        />
        {view === 'list' ? (
          <SegmentedControl
            aria-label="Which events"
            value={scope}
            onChange={(v) => setScope(v as 'upcoming' | 'past')}
            data={[
              { value: 'upcoming', label: eventTexts.upcoming },
              { value: 'past', label: eventTexts.past },
            ]}
          />
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Button variant="default" size="sm" onClick={() => step(-1)} aria-label={eventTexts.previousMonth} px="xs">
              <ArrowLeftIcon size={18} />
            </Button>
            <Text fw={700} miw={140} ta="center" aria-live="polite">
              {MONTH_NAMES[cursor.month]} {cursor.year}
            </Text>
            <Button variant="default" size="sm" onClick={() => step(1)} aria-label={eventTexts.nextMonth} px="xs">
              <ArrowRightIcon size={18} />
            </Button>
          </Group>
        )}
      </Group>
      {view === 'list' ? (
        <QueryState
          query={list}
          loadingLabel="Loading events…"
          errorTitle={eventTexts.loadError}
          empty={scope === 'upcoming' ? { title: eventTexts.noUpcoming, description: eventTexts.noUpcomingDescription } : { title: eventTexts.noPast }}
        >
          {(events) => <EventList events={events} />}
        </QueryState>
      ) : (
        <QueryState query={monthly} loadingLabel="Loading events…" errorTitle={eventTexts.loadError} isEmpty={() => false}>
          {(events) => {
            const inMonth = events.filter((e) => e.starts_local.slice(0, 7) === key);
            return (
              <Stack gap="lg">
                <MonthGrid year={cursor.year} month={cursor.month} events={inMonth} />
                {inMonth.length ? <EventList events={inMonth} /> : <EmptyBlock title={eventTexts.noEventsInMonth} />}
              </Stack>
            );
          }}
        </QueryState>
      )}
    </Stack>
  );
}
