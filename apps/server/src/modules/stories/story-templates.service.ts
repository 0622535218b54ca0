import type { SaveStoryTemplateInput, StoryOwner } from '@goodhive/contract';
import { storyMessages } from '@goodhive/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { notFound } from '../../lib/errors.js';
import { resolveGivingAccount } from '../accounts/index.js';
import * as repo from './stories.repository.js';
import { presentTemplate } from './stories.presenter.js';
import { assertLinesGivable } from './stories.service.js';

/** GET /api/user/industry/templates: the industry templates (of one industry when asked). */
export async function listIndustryTemplates(db: DbOrTx, industryId?: number) {
  return (await repo.findIndustryTemplates(db, industryId)).map(presentTemplate);
}

/** GET /api/v2/story/business/templates: the templates the account saved. */
export async function listBusinessTemplates(db: DbOrTx, auth: AuthContext, owner: StoryOwner) {
  const account = await resolveGivingAccount(db, auth, owner, 'read');
  return (await repo.findBusinessTemplates(db, account.ownerKey)).map(presentTemplate);
}

/** POST /api/v2/story/business/templates: saves a story as a template of the account (the project must be givable). */
export async function saveBusinessTemplate(db: Db, auth: AuthContext, input: SaveStoryTemplateInput) {
  const account = await resolveGivingAccount(db, auth, input, 'write');
  await assertLinesGivable(db, [input], account);
  const row = await repo.insertTemplate(db, {
    owner_key: account.ownerKey,
    title: input.title,
    story_text: input.story_text,
    project_id: input.project_id,
    impact_level_id: input.impact_level_id,
    quantity: input.quantity,
    is_giving_monthly: input.is_giving_monthly,
    created_by: auth.userId,
    updated_by: auth.userId,
  });
  const [view] = (await repo.findBusinessTemplates(db, account.ownerKey)).filter((t) => t.template.id === row.id);
  return presentTemplate(view);
}

/** DELETE /api/v2/story/business/templates/{id}: only the account's own templates (others: 404). */
export async function deleteBusinessTemplate(db: Db, auth: AuthContext, id: number, owner: StoryOwner) {
  const account = await resolveGivingAccount(db, auth, owner, 'write');
  if (!(await repo.deleteBusinessTemplate(db, account.ownerKey, id))) throw notFound(storyMessages.templateNotFound);
  return { id };
}

/** GET /api/v2/story/storyNew: what the new-story form starts from, with the account's industry templates first. */
export async function storyNew(db: DbOrTx, auth: AuthContext, owner: StoryOwner) {
  const account = await resolveGivingAccount(db, auth, owner, 'read');
  const industries = account.companyId ? await repo.findCompanyIndustries(db, account.companyId) : [];
  const all = (await repo.findIndustryTemplates(db)).map(presentTemplate);
  const mine = all.filter((t) => t.industry_id !== null && industries.includes(t.industry_id));
  const others = all.filter((t) => !mine.includes(t));
  return {
    story_text: '',
    is_giving_monthly: 1,
    account: account.account,
    company_id: account.companyId,
    industry_templates: [...mine, ...others],
    business_templates: (await repo.findBusinessTemplates(db, account.ownerKey)).map(presentTemplate),
  };
}
