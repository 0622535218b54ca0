import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SANDBOX_TEST_CARDS, tokenGiftMessage } from '@goodhive/contract';
import { createTrialUser } from '../support/accounts';
import { linkIn, requireMailbox, waitForMail } from '../support/mailbox';
import { apiToken, signIn } from '../support/session';

test.describe('impact tokens', () => {
  test('a company admin buys $100 of tokens with the sandbox card, imports 3 employees, one sets up an account from the mail, sees the gift and allocates trees that count for both', async ({ page, browser }) => {
    test.slow();
    requireMailbox();
    const admin = await createTrialUser(page.request, 'tokens');
    const me = async (token: string) => ((await (await page.request.get('/api/user/current', { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { id: number } }).data.id;
    const stat = async (token: string, account: string) =>
      ((await (await page.request.get(`/api/user/${await me(token)}/stat-impacts?account=${account}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { total_impacts: number } }).data.total_impacts;
    await signIn(page, admin.email, admin.password);

    // The Tokens menu entry opens Manage Impact Tokens.
    await page.getByRole('navigation', { name: 'Business menu' }).getByRole('link', { name: 'Manage Impact Tokens' }).first().click();
    await expect(page).toHaveURL(/\/token-management$/);
    await expect(page).toHaveTitle('Goodhive - Manage Impact Tokens');
    await expect(page.getByTestId('token-balance')).toContainText('$0.00');

    // Buy $100 with the sandbox card.
    await page.getByLabel('Amount (US $)').first().fill('100');
    await page.getByRole('button', { name: 'Buy tokens' }).click();
    await expect(page).toHaveURL(/\/api\/v2\/token\/sandbox\//);
    await page.getByLabel('Card number').fill(SANDBOX_TEST_CARDS.succeeds);
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByRole('button', { name: 'Pay US $100.00' }).click();
    await expect(page).toHaveURL(/\/token-management\?purchase=\d+$/);
    await expect(page.getByTestId('token-balance')).toContainText('$100.00');

    // Import 3 employees from a CSV: preview first, then issue.
    const tag = Date.now().toString(36);
    const people = ['ana', 'ben', 'cal'].map((n) => `${n}-${tag}@e2e.goodhive.example`);
    const csvPath = path.join(os.tmpdir(), `employees-${tag}.csv`);
    await fs.writeFile(csvPath, ['email,first_name,last_name,token_amount', `${people[0]},Ana,Ruiz,20`, `${people[1]},Ben,Ong,10`, `${people[2]},Cal,Moss,5`].join('\n'));
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose CSV file' }).click();
    await (await chooser).setFiles(csvPath);
    await expect(page.getByTestId('csv-preview')).toContainText('3 rows, US $35.00 in all');
    await page.getByRole('button', { name: 'Issue tokens to 3 people' }).click();
    await expect(page.getByTestId('token-issued')).toContainText('$35.00');
    await expect(page.getByTestId('token-balance')).toContainText('$65.00');
    await expect(page.getByTestId('token-holders')).toContainText(people[0]!);

    const adminToken = await apiToken(page.request, admin.email, admin.password);
    const companyBefore = await stat(adminToken, 'company');

    // Ana follows the e-mailed link, sets up her account and signs in.
    const mail = await waitForMail(people[0]!, /sent you Impact Tokens/);
    const ana = await browser.newPage();
    await ana.goto(linkIn(mail, '/token-claim/'));
    await expect(ana.getByRole('heading', { name: /sent you US \$20\.00 of Impact Tokens/ })).toBeVisible();
    await ana.getByRole('textbox', { name: 'Password' }).fill('Trees4ever!');
    await ana.getByRole('button', { name: 'Set up my account' }).click();
    await expect(ana.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
    await signIn(ana, people[0]!, 'Trees4ever!');
    await ana.goto('/impact');
    await expect(ana.getByTestId('token-gift-message')).toHaveText(tokenGiftMessage(20));
    await ana.getByRole('link', { name: 'Allocate my tokens' }).click();
    await expect(ana).toHaveURL(/\/token-management$/);

    // She gives 10 trees ($10) from her token.
    const projectPicker = ana.getByRole('textbox', { name: 'Project' }).or(ana.getByRole('combobox', { name: 'Project' })).first();
    await projectPicker.click();
    await projectPicker.fill('Plant a tree');
    await ana.getByRole('option', { name: /Plant a tree to restore degraded farmland/ }).click();
    await ana.getByLabel(/Quantity/).fill('10');
    await ana.getByRole('button', { name: 'Allocate' }).click();
    await expect(ana.getByTestId('my-token-amount')).toContainText('$10.00');

    // The gift dialog does not come back.
    await ana.goto('/impact');
    await expect(ana.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(ana.getByTestId('token-gift-message')).toHaveCount(0);

    // Both impacts count the trees.
    const anaToken = await apiToken(page.request, people[0]!, 'Trees4ever!');
    expect(await stat(anaToken, 'user')).toBe(10);
    expect(await stat(adminToken, 'company')).toBe(companyBefore + 10);
    await page.reload();
    await expect(page.getByTestId('token-allocated')).toContainText('$10.00');

    // The company gives 5 trees from its own balance through the Giving API: shown as given, not as allocated.
    const auth = { Authorization: `Bearer ${adminToken}` };
    const key = (await (await page.request.post('/api/developers/keys', { headers: auth, data: { name: 'Shop', mode: 'live', scopes: ['giving:write'] } })).json()) as { data: { secret: string } };
    const given = await page.request.post('/api/public/v1/givings', {
      headers: { Authorization: `Bearer ${key.data.secret}`, 'Idempotency-Key': `tokens-${tag}` },
      data: { project_id: 1380, impact_level_id: 3009, quantity: 5, payment: 'tokens' },
    });
    expect(given.status()).toBe(201);
    await page.reload();
    await expect(page.getByTestId('token-given')).toContainText('$5.00');
    await expect(page.getByTestId('token-allocated')).toContainText('$10.00');
    await expect(page.getByTestId('token-allocated')).toContainText('$25.00 not yet allocated');
    await expect(page.getByTestId('token-balance')).toContainText('$60.00');
    const figures = page.getByTestId('token-figures');
    await figures.screenshot({ path: path.join('test-results', 'screens', 'tokens', 'token-figures-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await figures.screenshot({ path: path.join('test-results', 'screens', 'tokens', 'token-figures-phone.png') });
  });
});
