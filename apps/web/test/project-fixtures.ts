import type { PartnerProject, PartnerProjectRow, ProjectChange } from '@goodhive/contract';
import { json } from './fixtures';

/** A live project of Global Roots Foundation as GET /partner/projects/{id} answers it; override what a test is about. */
export function makeProject(overrides: Partial<PartnerProject> = {}): PartnerProject {
  return {
    id: 1382,
    partner: { id: 1, user_id: 4, worthy_cause_name: 'Global Roots Foundation' },
    title: 'Give a day of clean water to a person',
    summary: 'Safe water from community wells.',
    description: 'Wells kept running by local technicians.',
    story: null,
    location: 'Kisumu County',
    status: 'live',
    is_bundle: false,
    categories: [{ id: 3, name: 'Water Access', slug: 'water-access' }],
    locations: [{ country: { id: 110, name: 'Kenya', code: 'KE' }, state: { id: 2001, name: 'Kisumu' } }],
    images: [
      { id: 1, url: '/api/files/10/well.png' },
      { id: 2, url: '/api/files/11/pump.png' },
    ],
    impact_levels: [
      { id: 3001, price: 0.02, currency: 'USD', impact_unit: 'day of clean water', beneficiaries_per_unit: 1, is_active: true, contributions: 9 },
      { id: 3002, price: 5, currency: 'USD', impact_unit: 'old level', beneficiaries_per_unit: 2, is_active: false, contributions: 1 },
    ],
    bundle_items: [],
    display_conditions: { account_types: ['user', 'company'], countries: [] },
    review_note: null,
    submitted_at: null,
    approved_at: '2026-03-01T08:00:00.000Z',
    closed_at: null,
    created_at: '2026-02-20T08:00:00.000Z',
    updated_at: '2026-03-01T08:00:00.000Z',
    totals: { contributions: 9, amount_usd: 1592, beneficiaries: 79600 },
    pending_change: null,
    can: { edit: true, submit: false, delete: false, pause: true, resume: false, close: true },
    ...overrides,
  };
}

/** A row of the project lists. */
export function makeRow(overrides: Partial<PartnerProjectRow> = {}): PartnerProjectRow {
  return {
    id: 1382,
    title: 'Give a day of clean water to a person',
    status: 'live',
    is_bundle: false,
    partner: { id: 1, user_id: 4, worthy_cause_name: 'Global Roots Foundation' },
    cover_url: null,
    categories: [],
    countries: [{ id: 110, name: 'Kenya', code: 'KE' }],
    price_from: 0.02,
    has_pending_change: false,
    review_note: null,
    submitted_at: null,
    updated_at: '2026-03-01T08:00:00.000Z',
    totals: { contributions: 9, amount_usd: 1592, beneficiaries: 79600 },
    ...overrides,
  };
}

/** One change-log entry. */
export function makeChange(overrides: Partial<ProjectChange> = {}): ProjectChange {
  return {
    id: 77,
    project: { id: 1382, title: 'Give a day of clean water to a person' },
    partner: { id: 1, worthy_cause_name: 'Global Roots Foundation' },
    actor: { id: 4, name: 'Amara Okafor', type: 'partner' },
    action: 'change_requested',
    status: 'pending',
    before: { title: 'Give a day of clean water to a person', categories: ['Water Access'] },
    after: { title: 'Give a week of clean water to a person', categories: ['Water Access', 'Health'] },
    note: null,
    reviewed_by: null,
    reviewed_at: null,
    created_at: '2026-03-05T10:30:00.000Z',
    ...overrides,
  };
}

export type ApiCall = { url: string; method: string; body: unknown };

/**
 * A fake API for screen tests: `routes` maps 'METHOD /api/path' (query left out) to an answer; anything
 * else is a 404. Returns the calls made, to assert what a screen sent.
 */
export function fakeApi(routes: Record<string, (call: ApiCall) => Response | Promise<Response>>) {
  const calls: ApiCall[] = [];
  const fetchMock = async (url: string, init: RequestInit = {}) => {
    const call: ApiCall = { url, method: init.method ?? 'GET', body: init.body && typeof init.body === 'string' ? JSON.parse(init.body) : init.body };
    calls.push(call);
    const handler = routes[`${call.method} ${url.split('?')[0]}`];
    return handler ? handler(call) : json(404, { status: 'error', message: 'Not found.' });
  };
  return { calls, fetchMock };
}

export const ok = (data: unknown, extra: Record<string, unknown> = {}) => json(200, { status: 'success', data, ...extra });

/** jsdom has no document.fonts, which Mantine's growing text areas listen to. */
export function stubDocumentFonts() {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });
  }
}
