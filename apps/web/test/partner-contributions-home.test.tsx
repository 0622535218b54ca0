// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerAttention } from '@goodhive/contract';
import { AttentionList, attentionItems } from '../src/features/partner-contributions/components/attention-list';
import { ContributionTotalsBar } from '../src/features/partner-contributions/components/contribution-totals';
import { renderWithProviders, stubBrowserApis } from './render';

const NONE: PartnerAttention = { profile_gaps: [], overdue_updates: [], sent_back: [], pending_changes: [], new_remittances: [] };
const ATTENTION: PartnerAttention = {
  profile_gaps: [
    { field: 'bank_name', label: 'Bank name', points: 6 },
    { field: 'org_image', label: 'Organisation image', points: 10 },
  ],
  overdue_updates: [
    { project_id: 12, project_title: 'Clean water', last_update_at: null, measured_from: '2026-06-01T00:00:00.000Z', days_since: 120 },
    { project_id: 13, project_title: 'Trees', last_update_at: '2026-07-01T10:00:00.000Z', measured_from: '2026-07-01T10:00:00.000Z', days_since: 95 },
  ],
  sent_back: [{ project_id: 14, project_title: 'School meals', review_note: 'Please add a location.', updated_at: '2026-11-01T00:00:00.000Z' }],
  pending_changes: [{ change_id: 3, project_id: 12, project_title: 'Clean water', requested_at: '2026-11-20T09:00:00.000Z' }],
  new_remittances: [{ document_id: 8, title: 'Q3 remittance', period_start: '2026-07-01', period_end: '2026-09-30', amount_usd: 1234.5, created_at: '2026-10-05T00:00:00.000Z' }],
};

describe('the partner Home', () => {
  beforeAll(stubBrowserApis);
  afterEach(cleanup);

  it('orders what needs attention and links each item to where it is done', () => {
    const items = attentionItems(ATTENTION, 84);
    expect(items.map((i) => [i.kind, i.to])).toEqual([
      ['sent-back', '/projects/edit/14'],
      ['overdue-update', '/project-update/new?project_id=12'],
      ['overdue-update', '/project-update/new?project_id=13'],
      ['remittance', '/resources'],
      ['profile', '/profile'],
      ['pending-change', '/projects/edit/12'],
    ]);
    expect(items[0].detail).toContain('Please add a location.');
    expect(items[1].detail).toMatch(/^No update yet, 120 days since it went live \(01 Jun 2026\)/);
    expect(items[2].detail).toMatch(/^The last update was 95 days ago \(01 Jul 2026\)/);
    expect(items[3].detail).toBe('01 Jul 2026 to 30 Sep 2026 · US $1,234.50 remitted');
    // The profile's gaps are one item, all done on /profile.
    expect(items[4]).toMatchObject({ title: 'Your profile is 84% complete', detail: 'Still missing: bank name (+6), organisation image (+10).' });
  });

  it('shows the items as links, or a friendly all-caught-up note', () => {
    const { unmount } = renderWithProviders(<AttentionList attention={ATTENTION} profileScore={84} />);
    const section = screen.getByRole('region', { name: /Needs your attention/ });
    expect(within(section).getAllByRole('listitem')).toHaveLength(6);
    expect(within(section).getByRole('link', { name: 'Post an update: Post an update about Clean water' }).getAttribute('href')).toBe('/project-update/new?project_id=12');
    unmount();
    renderWithProviders(<AttentionList attention={NONE} profileScore={100} />);
    expect(screen.getByText("You're all caught up")).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shows the totals of a filtered set', () => {
    renderWithProviders(<ContributionTotalsBar totals={{ contributions: 1200, quantity: 3400, beneficiaries: 5600, amount_usd: 12345.6, amount_sgd: 16666.56 }} />);
    const totals = screen.getByRole('region', { name: 'Totals of 1,200 contributions' });
    expect(within(totals).getByText('US $12,345.60')).toBeTruthy();
    expect(within(totals).getByText('S$16,666.56')).toBeTruthy();
    expect(within(totals).getByText('3,400')).toBeTruthy();
  });
});
