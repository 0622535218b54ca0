// Records coffee sales against a giving story ("every coffee sold gives a day of clean water") and reads the
// company's impact back.
//
//   GOODHIVE_API_KEY=gh_test_… npm run example -w @goodhive/giving-api-client
//
// GOODHIVE_API_URL is the API's address (http://localhost:3000/api/public/v1 by default, what `npm start` serves),
// GOODHIVE_STORY_ID the story (the company's first active one by default), GOODHIVE_SALES how many sales (10).
// The key needs the scopes stories:write (events) and impact:read. With a test key nothing is charged and nothing
// counts in the company's real impact. Each sale has its own Idempotency-Key made of the run and the sale, so a
// retry never records a sale twice.
import { GoodhiveApiError, GoodhiveClient } from '@goodhive/giving-api-client';

const apiKey = process.env.GOODHIVE_API_KEY ?? '';
const baseUrl = process.env.GOODHIVE_API_URL ?? 'http://localhost:3000/api/public/v1';
const sales = Number(process.env.GOODHIVE_SALES ?? 10);

async function main(): Promise<void> {
  const client = new GoodhiveClient({ apiKey, baseUrl });

  const stories = (await client.listStories({ limit: 100 })).data;
  const wanted = process.env.GOODHIVE_STORY_ID ? Number(process.env.GOODHIVE_STORY_ID) : undefined;
  const story = stories.find((s) => (wanted ? s.id === wanted : s.status === 'active' && s.automation_status === 'on'));
  if (!story) throw new Error(wanted ? `Story ${wanted} is not one of the company's stories.` : 'The company has no active story: start one at /stories.');
  console.log(`Story ${story.id}: "${story.story_text}" (US$ ${story.amount_per_event_usd.toFixed(2)} a sale, given once a ${story.batch_period})`);

  const run = new Date().toISOString();
  for (let sale = 1; sale <= sales; sale++) {
    const event = await client.recordStoryEvent({ id: story.id }, { quantity: 1, reference: `coffee-${sale}` }, { idempotencyKey: `coffee-sales-${run}-${sale}` });
    if (sale === sales) console.log(`Recorded ${sales} coffee sales; they are given with the rest of ${event.data.period} (${event.data.mode} mode).`);
  }

  const after = (await client.listStories({ limit: 100 })).data.find((s) => s.id === story.id);
  console.log(`Sales waiting to be given: ${after?.pending_events ?? 0}`);

  const impact = (await client.getImpact()).data;
  console.log(`Impact given so far (${impact.mode}): ${impact.quantity} impacts, ${impact.beneficiaries} people, US$ ${impact.amount_usd.toFixed(2)} in ${impact.contributions} contributions`);
  for (const project of impact.projects) console.log(`  ${project.project_title}: ${project.quantity} (US$ ${project.amount_usd.toFixed(2)})`);
  if (client.rateLimit) console.log(`Rate limit: ${client.rateLimit.remaining} of ${client.rateLimit.limit} calls left, reset in ${client.rateLimit.resetSeconds} s`);
}

main().catch((error: unknown) => {
  if (error instanceof GoodhiveApiError) console.error(`The API answered ${error.status}: ${error.message}`);
  else console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
