import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PartnerProjectRow } from '@goodhive/contract';
import { formatAmount } from '@goodhive/contract/texts';
import { formatDisplayDate } from '../../../lib/format-date';
import { ProjectStatusBadge } from './project-status-badge';
import classes from './project-row.module.css';

type ProjectRowProps = {
  project: PartnerProjectRow;
  /** Where the title leads (the edit screen). */
  href: string;
  /** Staff lists name the worthy cause. */
  showPartner?: boolean;
  actions?: ReactNode;
  /** Under the row, across its width (e.g. a change waiting for review). */
  footer?: ReactNode;
};

/** One project of a list: cover, title, status and review flags, where it works, its price and what it raised. */
export function ProjectRow({ project, href, showPartner = false, actions, footer }: ProjectRowProps) {
  const titleId = `project-row-${project.id}`;
  const countries = project.countries.map((c) => c.name).join(', ');
  return (
    <Paper component="li" p="md" shadow="xs" aria-labelledby={titleId} data-testid="project-row">
      <div className={classes.row}>
        {/* Without a photo yet, the catalogue's own placeholder art: what givers would see. */}
        <img src={project.cover_url ?? `/api/projects/${project.id}/image/square`} alt="" className={classes.cover} loading="lazy" />
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <ProjectStatusBadge status={project.status} />
            {project.is_bundle ? (
              <Badge color="forest" variant="outline" tt="none" radius="sm">
                Bundle
              </Badge>
            ) : null}
            {project.has_pending_change ? (
              <Badge color="honey" variant="filled" tt="none" radius="sm" className={classes.flag} data-testid="pending-change-flag">
                Changes waiting for review
              </Badge>
            ) : null}
          </Group>
          <Title order={3} fz={17} lh={1.3} c="forest.9" id={titleId} className={classes.title}>
            <Link to={href}>{project.title}</Link>
          </Title>
          {showPartner ? (
            <Text fz="sm" fw={600} c="dimmed">
              {project.partner.worthy_cause_name}
            </Text>
          ) : null}
          <Text fz="sm" c="dimmed">
            {[
              countries || 'No places yet',
              project.price_from === null ? 'No impact levels yet' : `From US $${formatAmount(project.price_from)}`,
              `Raised US $${formatAmount(project.totals.amount_usd)} from ${project.totals.contributions.toLocaleString('en-US')} ${project.totals.contributions === 1 ? 'contribution' : 'contributions'}`,
            ].join(' · ')}
          </Text>
          {project.status === 'draft' && project.review_note ? (
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="row-review-note">
              <Text span fw={700} c="red.9">
                Sent back:
              </Text>{' '}
              {project.review_note}
            </Text>
          ) : null}
          <Text fz="xs" c="dimmed">
            {project.status === 'submitted' && project.submitted_at ? `Submitted ${formatDisplayDate(project.submitted_at)}` : `Updated ${formatDisplayDate(project.updated_at)}`}
          </Text>
        </Stack>
        {actions ? <div className={classes.actions}>{actions}</div> : null}
      </div>
      {footer}
    </Paper>
  );
}

/** The list around project rows. */
export function ProjectRowList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Stack gap="sm" component="ul" className={classes.list} aria-label={label}>
      {children}
    </Stack>
  );
}
