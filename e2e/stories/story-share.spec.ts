import { expect, test } from '@playwright/test';
import { storyTexts } from '@goodhive/contract';
import { createTrialUser } from '../support/accounts';
import { apiToken, signIn } from '../support/session';

test.describe('sharing a story', () => {
  test("the story page prepares a LinkedIn post with the story's figures and its embed code, without calling LinkedIn", async ({ page }) => {
    test.setTimeout(240_000);
    const member = await createTrialUser(page.request, 'story-share');
    const token = await apiToken(page.request, member.email, member.password);
    const created = await page.request.post('/api/v2/story', {
      headers: { Authorization: `Bearer ${token}` },
      data: { story_text: 'Every coffee we sell gives a day of clean water.', project_id: 1382, impact_level_id: 3011, quantity: 20, is_giving_monthly: 1 },
    });
    expect(created.status(), await created.text()).toBe(200);
    const id = ((await created.json()) as { data: { id: number } }).data.id;

    // Every request stays on the app's own origin: the post is prepared here, never sent to a network.
    const origin = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin;
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) elsewhere.push(request.url());
    });
    await signIn(page, member.email, member.password);
    await page.goto(`/recurring-impact/${id}`);
    await page.getByRole('button', { name: storyTexts.getEmbed }).click();
    const post = page.getByRole('textbox', { name: storyTexts.shareTextLabel });
    await expect(post).toHaveValue(/^Every coffee we sell gives a day of clean water\. So far: .+\. We give through Goodhive\. #givingback #impact$/);
    await expect(page.getByRole('textbox', { name: storyTexts.embedCode })).toHaveValue(new RegExp(`/campaign/storyembedded/${id}`));
    expect(elsewhere).toEqual([]);
  });
});
