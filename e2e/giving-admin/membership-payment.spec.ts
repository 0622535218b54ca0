import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { billingLabels, membershipPaymentAdminMessages } from '@goodhive/contract';
import { createTrialUser } from '../support/accounts';
import { waitForMail } from '../support/mailbox';
import { DEMO, apiToken, signIn } from '../support/session';

test.describe('manual membership payments', () => {
  test('staff record a bank transfer for a company; its admin finds it with the receipt on Billing Details', async ({ browser, page }) => {
    test.slow();
    const member = await createTrialUser(page.request, 'manual-membership');
    const token = await apiToken(page.request, member.email, member.password);
    const company = (await (await page.request.get('/api/v2/company/main', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: number } };
    const companyId = company.data.id;

    // Staff open the company's payments and record one for it.
    await signIn(page, DEMO.admin);
    await page.goto(`/admin/membership-payments/filter/${companyId}`);
    await page.getByRole('link', { name: 'Record a payment for this company' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/membership-payments/add/${companyId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Record a membership payment for company ${companyId}`);
    const form = page.getByRole('form', { name: 'Record a membership payment' });
    await expect(form.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue(`CID ${companyId}`);

    // Nothing chosen: the server says what is missing, nothing is recorded.
    await form.getByRole('button', { name: 'Record payment' }).click();
    await expect(form.getByText(membershipPaymentAdminMessages.packageNotFound)).toBeVisible();
    await expect(form.getByText(membershipPaymentAdminMessages.reasonRequiredCreate)).toBeVisible();

    await form.getByRole('combobox', { name: 'Package' }).click();
    await page.getByRole('option').first().click();
    // The package's annual price is offered as the amount; staff record what arrived.
    await expect(form.getByLabel('Amount paid (US $)')).not.toHaveValue('');
    await form.getByLabel('Amount paid (US $)').fill('1,150.50');
    await form.getByLabel('Bank or cheque reference').fill('DBS-778812');
    await form.getByLabel('Reason').fill('Annual membership paid by bank transfer');
    await page.screenshot({ path: test.info().outputPath('membership-payment-create.png'), fullPage: true });
    await form.getByRole('button', { name: 'Record payment' }).click();

    const recorded = page.getByRole('region', { name: /Membership payment #\d+ recorded: US \$1,150\.50/ });
    await expect(recorded).toBeVisible();
    await expect(recorded.getByRole('status')).toContainText(membershipPaymentAdminMessages.recorded);
    await expect(recorded.getByRole('status')).toContainText(`The receipt is e-mailed to ${member.email}`);
    const paymentId = Number(/#(\d+)/.exec((await recorded.getByRole('heading').textContent()) ?? '')![1]);
    await waitForMail(member.email, /Your Goodhive membership receipt: US \$1,150\.50/);

    // The list of the company's payments shows it, complete.
    await page.goto(`/admin/membership-payments/filter/${companyId}`);
    const listed = page.getByTestId('membership-payment-row').filter({ has: page.getByRole('link', { name: `#${paymentId}`, exact: true }) });
    await expect(listed).toContainText('US $1,150.50');
    await expect(listed).toContainText('Complete');

    // The member's Billing Details list it with its receipt.
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await signIn(memberPage, member.email, member.password);
    await memberPage.goto('/billing-details');
    const section = memberPage.getByRole('region', { name: billingLabels.memberships });
    const table = section.getByTestId('billing-memberships-table');
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText('Bank transfer');
    await expect(row).toContainText('Complete');
    await expect(row).toContainText('US $1,150.50');
    await memberPage.screenshot({ path: test.info().outputPath('billing-memberships.png'), fullPage: true });
    const downloading = memberPage.waitForEvent('download');
    await row.getByRole('button', { name: `Receipt (PDF) for membership payment M-${paymentId}` }).click();
    const receipt = await downloading;
    expect(receipt.suggestedFilename()).toBe(`membership_receipt_${paymentId}.pdf`);
    expect((await fs.readFile(await receipt.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await memberContext.close();
  });
});
