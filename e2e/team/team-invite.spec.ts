import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createTrialUser } from '../support/accounts';
import { linkIn, requireMailbox, waitForMail } from '../support/mailbox';
import { DEMO, apiToken, signIn } from '../support/session';

test.describe('team accounts', () => {
  test('a company admin invites a colleague, who joins from the e-mailed /join-teammember link and shows as a member; the used link says so', async ({ page, browser }) => {
    test.slow();
    requireMailbox();
    const admin = await createTrialUser(page.request, 'team');
    const adminToken = await apiToken(page.request, admin.email, admin.password);
    const me = (await (await page.request.get('/api/user/current', { headers: { authorization: `Bearer ${adminToken}` } })).json()) as { data: { user_business: { company_id: number } } };
    // A trial starts with no places: staff raise the limit from the admin side.
    const staff = await apiToken(page.request, DEMO.admin);
    const raised = await page.request.post(`/api/admin/company/${me.data.user_business.company_id}/employee-limit`, { headers: { authorization: `Bearer ${staff}` }, data: { employee_limit: 5, reason: 'Team trial' } });
    expect(raised.status()).toBe(200);

    await signIn(page, admin.email, admin.password);
    await page.goto('/team-accounts-management');
    await expect(page.getByTestId('team-seats')).toContainText('0 of 5');
    const colleague = `mia-${Date.now().toString(36)}@e2e.goodhive.example`;
    await page.getByLabel('E-mail').fill(colleague);
    await page.getByLabel('First name').fill('Mia');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    // The invitation shows among the open invitations (the confirmation toast names the address too).
    await expect(page.getByTestId('team-invites')).toContainText(colleague);
    await page.screenshot({ path: path.join('test-results', 'screens', 'team', 'team-accounts.png'), fullPage: true });

    // Mia opens the link from the SMTP catcher, sets up her account and joins.
    const mail = await waitForMail(colleague, /.*/);
    const link = linkIn(mail, '/join-teammember/');
    const mia = await browser.newPage();
    await mia.goto(link);
    await expect(mia.getByRole('heading', { name: /Join / })).toBeVisible();
    await mia.getByLabel('First name').fill('Mia');
    await mia.getByLabel('Last name').fill('Chen');
    await mia.getByRole('textbox', { name: 'Password' }).fill('Together2026!');
    await mia.screenshot({ path: path.join('test-results', 'screens', 'team', 'join-teammember.png'), fullPage: true });
    await mia.getByRole('button', { name: 'Join the team' }).click();
    await expect(mia.getByRole('heading', { name: /You joined / })).toBeVisible();

    // She is a member; the link cannot be used again.
    await page.reload();
    await expect(page.getByTestId('team-members')).toContainText(colleague);
    await expect(page.getByTestId('team-seats')).toContainText('1 of 5');
    const again = await page.request.get(`/api/join-teammember/${link.split('/join-teammember/')[1]}`);
    expect(again.status()).toBe(410);
    await mia.goto(link);
    await expect(mia.getByText(/already been used|expired/i)).toBeVisible();
    await signIn(mia, colleague, 'Together2026!');
  });
});
