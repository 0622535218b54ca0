import { inArray } from 'drizzle-orm';
import { PROJECT_STATUS_LABELS } from '@goodhive/contract';
import type { DbOrTx } from '../db/client.js';
import { categories, countries, projectChanges, projects, states } from '../db/schema/index.js';
import { describeState, onlyFilled, type ProjectState, applyState, insertProject } from '../modules/projects/index.js';
import { findDemoPartner } from './demo-partner.js';
import { syncSequence } from './reference.js';

type DemoProject = { id: number; title: string; status: 'submitted' | 'draft'; daysAgo: number; state: Omit<ProjectState, 'category_ids' | 'locations'>; categories: string[]; places: { country: string; state?: string }[] };

/** Projects Global Roots Foundation is still working on: one waiting for staff review and one draft. */
const DEMO_WORK_IN_PROGRESS: DemoProject[] = [
  {
    id: 1396,
    title: 'Give a school garden to a primary school',
    status: 'submitted',
    daysAgo: 3,
    categories: ['food-security', 'children-education'],
    places: [{ country: 'KE', state: 'Nairobi City' }, { country: 'KE' }],
    state: {
      title: 'Give a school garden to a primary school',
      summary: 'Vegetable gardens that feed pupils and teach them to farm.',
      description: 'Teachers and parents plant and tend a vegetable garden at a primary school. The harvest goes into the school lunch, and pupils learn to grow food with little water.',
      story: 'At Kibera Primary the garden now gives sukuma wiki and beans to 300 pupils twice a week.',
      location: 'Nairobi and Machakos counties',
      images: [],
      impact_levels: [
        { id: null, price_cents: 150, impact_unit: 'square metre of school garden', beneficiaries_per_unit: 2 },
        { id: null, price_cents: 2500, impact_unit: 'garden tool kit', beneficiaries_per_unit: 20 },
      ],
    },
  },
  {
    id: 1397,
    title: 'Fund a rainwater tank for a family',
    status: 'draft',
    daysAgo: 1,
    categories: ['water-access'],
    places: [{ country: 'KE' }],
    state: {
      title: 'Fund a rainwater tank for a family',
      summary: 'A tank that stores the rainy season for the dry months.',
      description: null,
      story: null,
      location: 'Machakos County',
      images: [],
      impact_levels: [{ id: null, price_cents: 9000, impact_unit: 'rainwater tank', beneficiaries_per_unit: 6 }],
    },
  },
];

/**
 * The demo partner's projects in progress, with their change-log entries (created, and submitted for the
 * one under review). Idempotent: an id already taken is left alone (so a renamed draft is not seeded again);
 * the live demo projects are untouched.
 */
export async function seedDemoProjects(db: DbOrTx) {
  const partner = await findDemoPartner(db);
  if (!partner) return;
  const existing = await db
    .select({ id: projects.id })
    .from(projects)
    .where(inArray(projects.id, DEMO_WORK_IN_PROGRESS.map((p) => p.id)));
  // One after another: on a transaction's single connection, reads cannot overlap.
  const cats = await db.select().from(categories);
  const ctrs = await db.select().from(countries);
  const sts = await db.select().from(states);
  for (const demo of DEMO_WORK_IN_PROGRESS) {
    if (existing.some((e) => e.id === demo.id)) continue;
    const countryId = (code: string) => ctrs.find((c) => c.code === code)!.id;
    const state: ProjectState = {
      ...demo.state,
      category_ids: cats.filter((c) => demo.categories.includes(c.slug)).map((c) => c.id),
      locations: demo.places.map((pl) => ({
        country_id: countryId(pl.country),
        state_id: pl.state ? (sts.find((s) => s.country_id === countryId(pl.country) && s.name === pl.state)?.id ?? null) : null,
      })),
    };
    const at = new Date(Date.now() - demo.daysAgo * 86_400_000);
    const project = await insertProject(db, {
      id: demo.id,
      partner_id: partner.id,
      title: demo.title,
      status: demo.status,
      submitted_at: demo.status === 'submitted' ? at : null,
      created_at: at,
      created_by: partner.user_id,
      updated_by: partner.user_id,
    });
    await applyState(db, project.id, state, ['summary', 'description', 'story', 'location', 'categories', 'locations', 'images', 'impact_levels'], partner.user_id);
    const entry = { project_id: project.id, partner_id: partner.id, actor_id: partner.user_id, actor_type: 'partner', status: 'applied' };
    const described = onlyFilled(await describeState(db, state));
    await db.insert(projectChanges).values({ ...entry, action: 'created', after: { ...described, status: PROJECT_STATUS_LABELS.draft }, created_at: at });
    if (demo.status === 'submitted') {
      await db.insert(projectChanges).values({
        ...entry,
        action: 'submitted',
        before: { status: PROJECT_STATUS_LABELS.draft },
        after: { status: PROJECT_STATUS_LABELS.submitted },
        created_at: new Date(at.getTime() + 3_600_000),
      });
    }
  }
  await syncSequence(db, 'projects');
}
