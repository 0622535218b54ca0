import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { companies, industries, stories, storyProjects, storyTemplates, users } from '../db/schema/index.js';
import { DEMO_COMPANY, DEMO_USERS } from './demo-data.js';

/** Industry templates: a business moment and what it gives, for the industries most members come from. */
export const DEMO_STORY_TEMPLATES = [
  { industry: 'Food & Beverages', title: 'Every coffee gives water', story_text: 'Every coffee we sell gives a day of clean water to a person.', project_id: 1382, impact_level_id: 3011, quantity: 100 },
  { industry: 'Food & Beverages', title: 'Every catering order plants a tree', story_text: 'For every catering order we plant a tree on degraded farmland.', project_id: 1380, impact_level_id: 3009, quantity: 5 },
  { industry: 'Consulting', title: 'New clients plant trees', story_text: 'For every new client we plant 10 trees.', project_id: 1380, impact_level_id: 3009, quantity: 10 },
  { industry: 'Accounting', title: 'Tax returns fund school days', story_text: 'Every tax return we file gives a child a day of education.', project_id: 1381, impact_level_id: 3010, quantity: 20 },
  { industry: 'Retail', title: 'Every order gives water', story_text: 'Every order shipped gives a week of clean water.', project_id: 1382, impact_level_id: 3011, quantity: 70 },
  { industry: 'Information Technology', title: 'Releases plant trees', story_text: 'Every release we ship plants 5 trees.', project_id: 1380, impact_level_id: 3009, quantity: 5 },
] as const;

/**
 * Story templates for every industry above, and two stories of the demo company: an active monthly one with
 * automated giving on (given on the 1st of each month) and a draft. Idempotent: does nothing once templates exist.
 */
export async function seedDemoStories(db: DbOrTx) {
  const [existing] = await db.select({ id: storyTemplates.id }).from(storyTemplates).limit(1);
  if (existing) return;
  const industryRows = await db.select({ id: industries.id, name: industries.name }).from(industries);
  await db.insert(storyTemplates).values(
    DEMO_STORY_TEMPLATES.map(({ industry, ...t }) => ({ ...t, industry_id: industryRows.find((i) => i.name === industry)?.id ?? null, is_giving_monthly: 1 })),
  );

  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.company_name, DEMO_COMPANY.company_name));
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.business.email));
  if (!company || !owner) return;
  const now = new Date();
  const nextFirst = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 9));
  const base = { owner_key: `company:${company.id}`, account: 'company', user_id: owner.id, company_id: company.id, created_by: owner.id, updated_by: owner.id };
  const [active] = await db
    .insert(stories)
    .values({
      ...base,
      story_text: 'Every coffee we sell gives a day of clean water to a person.',
      project_id: 1382,
      impact_level_id: 3011,
      quantity: 500,
      is_giving_monthly: 1,
      status: 'active',
      automation_status: 'on',
      activated_at: new Date(now.getTime() - 40 * 86_400_000),
      next_giving_at: nextFirst,
      destination_link: 'https://brightside.example/impact',
      manage_nonce: crypto.randomBytes(6).toString('hex'),
    })
    .returning({ id: stories.id });
  const [draft] = await db
    .insert(stories)
    .values({
      ...base,
      story_text: 'For every new wholesale client we plant 10 trees and give a child 20 days of school.',
      project_id: 1380,
      impact_level_id: 3009,
      quantity: 10,
      is_multi_project: 1,
      is_giving_monthly: 1,
      status: 'draft',
      automation_status: 'on',
      manage_nonce: crypto.randomBytes(6).toString('hex'),
    })
    .returning({ id: stories.id });
  await db.insert(storyProjects).values([
    { story_id: active.id, project_id: 1382, impact_level_id: 3011, quantity: 500, sort_order: 0 },
    { story_id: draft.id, project_id: 1380, impact_level_id: 3009, quantity: 10, sort_order: 0 },
    { story_id: draft.id, project_id: 1381, impact_level_id: 3010, quantity: 20, sort_order: 1 },
  ]);
}
