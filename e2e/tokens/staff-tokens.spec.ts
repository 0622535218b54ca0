import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { tokenGiftMessage } from '@goodhive/contract';
import { linkIn, requireMailbox, waitForMail } from '../support/mailbox';
import { DEMO, apiToken, signIn, signInThroughApi } from '../support/session';

const shots = path.join('test-results', 'screens', 'staff-tokens');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });

test.describe('staff: impact tokens and accounts', () => {
  test('staff issue an external token from a company’s balance; the person sets up an account from the mail and allocates it; staff see it on the ledger and revoke the rest', async ({ page, browser }) => {
    test.slow();
    requireMailbox();
    const staff = await apiToken(page.request, DEMO.admin);
    const companies = (await (await page.request.get('/api/admin/accounts/companies?search=Brightside', { headers: { authorization: `Bearer ${staff}` } })).json()) as { data: { company_id: number; token_balance: number }[] };
    const company = companies.data[0]!;
    expect(company.token_balance).toBeGreaterThan(20);

    // The ledger of every company, from the side menu.
    await signInThroughApi(page, DEMO.admin, '/');
    await page.getByRole('navigation').getByRole('link', { name: 'Impact tokens' }).click();
    await expect(page).toHaveURL(/\/admin\/impact-token-management$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Impact tokens' })).toBeVisible();
    await expect(page.getByTestId('token-ledger')).toBeVisible();
    await shot(page, 'impact-token-management');

    // Issue an external token to someone outside the company.
    const tag = Date.now().toString(36);
    const outsider = `guest-${tag}@e2e.goodhive.example`;
    await page.goto(`/admin/issue-external-token/${company.company_id}`);
    await expect(page.getByTestId('company-summary')).toBeVisible();
    await page.getByRole('button', { name: 'Issue token' }).click();
    await expect(page.getByText('Please give a reason (it is kept in the audit log).')).toBeVisible();
    await page.getByLabel('E-mail').fill(outsider);
    await page.getByLabel('First name').fill('Gus');
    await page.getByLabel('Last name').fill('Bell');
    await page.getByLabel('Amount (USD)').fill('15');
    await page.getByLabel('Reason').fill('Thank-you for a loyal customer');
    await shot(page, 'issue-external-token');
    await page.getByRole('button', { name: 'Issue token' }).click();
    await expect(page.getByText(`An external token has been issued to ${outsider}.`)).toBeVisible();

    // Gus follows the e-mailed link, sets up an account, sees the gift and gives 10 trees.
    const mail = await waitForMail(outsider, /sent you Impact Tokens/);
    const gus = await browser.newPage();
    await gus.goto(linkIn(mail, '/token-claim/'));
    await gus.getByRole('textbox', { name: 'Password' }).fill('Trees4ever!');
    await gus.getByRole('button', { name: 'Set up my account' }).click();
    await expect(gus.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
    await signIn(gus, outsider, 'Trees4ever!');
    // Signing in lands on the home page, where the gift dialog shows once (a reload would not show it again).
    if (!new URL(gus.url()).pathname.startsWith('/impact')) await gus.goto('/impact');
    await expect(gus.getByTestId('token-gift-message')).toHaveText(tokenGiftMessage(15));
    await gus.getByRole('link', { name: 'Allocate my tokens' }).click();
    await expect(gus).toHaveURL(/\/token-management$/);
    const projectPicker = gus.getByRole('textbox', { name: 'Project' }).or(gus.getByRole('combobox', { name: 'Project' })).first();
    await projectPicker.click();
    await projectPicker.fill('Plant a tree');
    await gus.getByRole('option', { name: /Plant a tree to restore degraded farmland/ }).click();
    await gus.getByLabel(/Quantity/).fill('10');
    await gus.getByRole('button', { name: 'Allocate' }).click();
    await expect(gus.getByTestId('my-token-amount')).toContainText('$5.00');
    await gus.screenshot({ path: path.join(shots, 'holder-allocated.png'), fullPage: true });

    // The staff ledger shows the allocation; its CSV downloads.
    await page.goto('/admin/impact-token-management');
    await page.getByLabel('Company or holder').fill(outsider);
    await page.getByLabel('Company or holder').press('Enter');
    await expect(page.getByTestId('ledger-row')).toHaveCount(2);
    await expect(page.getByTestId('ledger-row').first()).toContainText('Allocated');
    await expect(page.getByTestId('ledger-row').first()).toContainText('US $10.00');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^impact_token_ledger_.*\.csv$/);
    await shot(page, 'impact-token-ledger-filtered');

    // Staff revoke what is left: $5 goes back to the company.
    await page.goto(`/admin/revoke-external-token/${company.company_id}`);
    await page.getByRole('checkbox', { name: new RegExp(`of ${outsider.replace(/[.+]/g, '\\$&')}`) }).check();
    await page.getByLabel('Reason').fill('Campaign over');
    await shot(page, 'revoke-external-token');
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke external tokens' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText(/1 external token has been revoked/)).toBeVisible();
    await expect(page.getByTestId('external-tokens')).toContainText('revoked');

    await page.goto('/admin/expired-token-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Expired tokens' })).toBeVisible();
    await shot(page, 'expired-token-management');
  });

  test('staff issue employee accounts from a CSV (preview, limit raised, progress), remove one, and turn additional engagement on', async ({ page }) => {
    test.slow();
    requireMailbox();
    const staff = await apiToken(page.request, DEMO.admin);
    const found = (await (await page.request.get('/api/admin/accounts/companies?search=Brightside', { headers: { authorization: `Bearer ${staff}` } })).json()) as { data: { company_id: number; employee_limit: number; members: number; open_invites: number }[] };
    const company = found.data[0]!;

    await signInThroughApi(page, DEMO.admin, '/');
    await page.getByRole('navigation').getByRole('link', { name: 'Team accounts' }).click();
    await expect(page).toHaveURL(/\/admin\/team-account-management$/);
    await expect(page.getByTestId('team-companies')).toBeVisible();
    await shot(page, 'team-account-management');
    // Other journeys add companies in parallel, so Brightside need not be on the first page: search for it.
    await page.getByLabel('Company').fill('Brightside');
    await page.getByLabel('Company').press('Enter');
    await page.getByRole('link', { name: /Issue employee accounts of Brightside/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/issue-employee-accounts/${company.company_id}$`));

    // A CSV with one bad row: the preview says which, and nothing can be saved.
    const tag = Date.now().toString(36);
    const people = ['dora', 'eli', 'fay'].map((n) => `${n}-${tag}@e2e.goodhive.example`);
    const bad = path.join(os.tmpdir(), `accounts-bad-${tag}.csv`);
    await fs.writeFile(bad, ['email,first_name,last_name', `${people[0]},Dora,Lee`, 'not-an-email,Bad,Row', `${people[0]},Dora,Twice`].join('\n'));
    let chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose CSV file' }).click();
    await (await chooser).setFiles(bad);
    await expect(page.getByTestId('employee-csv-errors')).toContainText('Please enter a valid email address.');
    await expect(page.getByTestId('employee-csv-errors')).toContainText('This e-mail appears more than once in the file.');
    await expect(page.getByRole('button', { name: /Issue 3 employee accounts/ })).toBeDisabled();
    await shot(page, 'issue-employee-accounts-errors');

    // Make room: the limit goes up by three, with a reason.
    const limit = page.getByRole('form', { name: 'Employee limit' });
    await limit.getByLabel('Employee limit').fill(String(company.members + company.open_invites + 3));
    await limit.getByLabel('Reason').fill('Three new hires');
    await limit.getByRole('button', { name: 'Save limit' }).click();
    await expect(page.getByText('The employee limit has been saved.')).toBeVisible();

    const good = path.join(os.tmpdir(), `accounts-${tag}.csv`);
    await fs.writeFile(good, ['email,first_name,last_name', `${people[0]},Dora,Lee`, `${people[1]},Eli,Tan`, `${people[2]},Fay,Ng`].join('\n'));
    chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose CSV file' }).click();
    await (await chooser).setFiles(good);
    await expect(page.getByTestId('employee-csv-preview')).toContainText('3 rows: 3 new accounts');
    await page.getByTestId('employee-csv-preview').getByLabel('Reason').fill('New hires of November');
    await shot(page, 'issue-employee-accounts-preview');
    await page.getByRole('button', { name: 'Issue 3 employee accounts' }).click();
    await expect(page.getByText('3 employee accounts issued.')).toBeVisible();
    const welcome = await waitForMail(people[1]!, /Your Goodhive account for/);
    expect(linkIn(welcome, '/forgot-password/')).toContain('/forgot-password/');

    // Remove one of them again.
    await page.getByRole('link', { name: 'Remove employee accounts' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/remove-employee-accounts/${company.company_id}$`));
    await page.getByRole('checkbox', { name: `Choose ${people[2]}` }).check();
    await page.getByLabel('Reason').fill('Left before starting');
    await shot(page, 'remove-employee-accounts');
    await page.getByRole('button', { name: 'Remove from the company' }).click();
    await page.getByRole('dialog', { name: 'Remove members' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('1 member has been removed from the company.')).toBeVisible();
    await expect(page.getByTestId('company-members')).not.toContainText(people[2]!);

    // Additional engagement, on.
    await page.getByRole('navigation').getByRole('link', { name: 'Additional engagement' }).first().click();
    await expect(page).toHaveURL(/\/admin\/additional-engagement$/);
    await shot(page, 'additional-engagement');
    await page.goto(`/admin/issue-additional-engagement/${company.company_id}`);
    const toggle = page.getByRole('switch', { name: 'The company may use the enhanced engagement tool' });
    const wasOn = await toggle.isChecked();
    await toggle.click({ force: true });
    await page.getByLabel('Reason').fill('Engagement pilot');
    await shot(page, 'issue-additional-engagement');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(wasOn ? 'Additional engagement is now off for this company.' : 'Additional engagement is now on for this company.')).toBeVisible();

    // Every change is in the audit log with its reason.
    await page.goto('/admin/audit-log');
    await expect(page.getByText('New hires of November').first()).toBeVisible();
    await expect(page.getByText('Engagement pilot').first()).toBeVisible();
  });
});
