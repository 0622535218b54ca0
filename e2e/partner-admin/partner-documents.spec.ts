import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { partnerDocumentMessages } from '@goodhive/contract';
import { requireMailbox } from '../support/mailbox';
import { DEMO, signIn, signInThroughApi } from '../support/session';
import { createPartnerThroughApi } from './support';

/** A small, real PDF: what staff upload as a remittance advice. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test.describe('partner documents', () => {
  test('staff upload a remittance advice; its partner sees it New, downloads the PDF and it shows Viewed; others never see it', async ({ page, browser }) => {
    requireMailbox();
    // Three people in three browsers: staff, the partner and another partner.
    test.slow();
    const partner = await createPartnerThroughApi(page.request, 'remit');
    const title = `Remittance advice ${partner.name}`;

    await signInThroughApi(page, DEMO.admin, `/admin/wcuuser/profiles/${partner.partnerId}`);
    await expect(page.getByRole('heading', { level: 1, name: partner.name })).toBeVisible();
    const documents = page.getByRole('region', { name: 'Documents' });
    await expect(documents.getByText('No remittance advice yet')).toBeVisible();
    const upload = documents.getByRole('form', { name: 'Upload a remittance advice' });
    await upload.getByLabel('Title').fill(title);
    await upload.getByLabel('Period from').fill('2026-01-01');
    await upload.getByLabel('Period to').fill('2025-12-01');
    await upload.getByLabel('Amount remitted (USD)').fill('1250.5');
    await upload.locator('input[type="file"]').setInputFiles({ name: 'advice-q1.pdf', mimeType: 'application/pdf', buffer: PDF });
    await upload.getByRole('button', { name: 'Upload remittance advice' }).click();
    // The period is checked with the server's own rule before anything is sent.
    await expect(upload.getByText('The period must end on or after its first day.')).toBeVisible();
    await upload.getByLabel('Period to').fill('2026-03-31');
    await upload.getByRole('button', { name: 'Upload remittance advice' }).click();
    await expect(page.getByText(partnerDocumentMessages.remittanceUploaded)).toBeVisible();
    const sent = documents.getByRole('list', { name: 'Remittance advice sent' }).getByTestId('document-row').filter({ hasText: title });
    await expect(sent).toContainText('01 Jan 2026 to 31 Mar 2026 · US $1,250.50');
    await expect(sent.getByTestId('document-status')).toHaveText('New');

    // The partner finds it under Resources, New until opened.
    const own = await browser.newPage();
    await signIn(own, partner.email, partner.password);
    await own.getByRole('navigation', { name: 'Partner menu' }).getByRole('link', { name: 'Resources' }).click();
    await expect(own).toHaveURL(/\/resources$/);
    await expect(own.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    const advice = own.getByRole('list', { name: 'Remittance advice' }).getByTestId('document-row').filter({ hasText: title });
    await expect(advice.getByTestId('document-status')).toHaveText('New');
    await expect(own.getByText('No annual documents yet')).toBeVisible();
    await expect(own.getByRole('list', { name: 'Guides and resources' }).getByTestId('document-row')).not.toHaveCount(0);

    const downloading = own.waitForEvent('download');
    await advice.getByRole('button', { name: `Download ${title}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('advice-q1.pdf');
    expect(fs.readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(advice.getByTestId('document-status')).toHaveText('Viewed');
    // Mark as unread and read again.
    await advice.getByRole('button', { name: 'Mark as unread' }).click();
    await expect(advice.getByTestId('document-status')).toHaveText('New');
    await advice.getByRole('button', { name: 'Mark as read' }).click();
    await expect(advice.getByTestId('document-status')).toHaveText('Viewed');
    await own.close();

    // Staff see that the partner opened it.
    await page.reload();
    await expect(documents.getByRole('list', { name: 'Remittance advice sent' }).getByTestId('document-row').filter({ hasText: title }).getByTestId('document-status')).toHaveText('Viewed');

    // Another partner never sees it.
    const other = await browser.newPage();
    await signInThroughApi(other, 'growth@partners.goodhive.example', '/resources');
    await expect(other.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    await expect(other.getByRole('region', { name: 'Remittance advice' })).toBeVisible();
    await expect(other.getByRole('list', { name: 'Guides and resources' }).getByTestId('document-row').first()).toBeVisible();
    await expect(other.getByText(title)).toHaveCount(0);
    await other.close();
  });

  test('staff share a resource with every partner on the profiles page, and take it back', async ({ page, browser }) => {
    const title = `Field photo checklist ${Date.now().toString(36)}`;
    await signInThroughApi(page, DEMO.admin, '/admin/wcuuser/profiles');
    const shared = page.getByRole('region', { name: 'Resources for every partner' });
    const form = shared.getByRole('form', { name: 'Share a resource' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('What to photograph on a project visit.');
    await form.getByRole('button', { name: 'Share with every partner' }).click();
    await expect(form.getByText('Please choose a file to upload.')).toBeVisible();
    // A file that only claims to be a PDF is refused with the server's message.
    await form.locator('input[type="file"]').setInputFiles({ name: 'checklist.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not really a pdf') });
    await form.getByRole('button', { name: 'Share with every partner' }).click();
    await expect(form.getByText('Please upload a PDF document or a PNG, JPEG, WebP or GIF image.')).toBeVisible();
    await form.locator('input[type="file"]').setInputFiles({ name: 'checklist.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Share with every partner' }).click();
    await expect(page.getByText(partnerDocumentMessages.resourceUploaded)).toBeVisible();
    await expect(shared.getByTestId('document-row').filter({ hasText: title })).toContainText('What to photograph on a project visit.');

    const partner = await browser.newPage();
    await signInThroughApi(partner, 'health@partners.goodhive.example', '/resources');
    await expect(partner.getByRole('list', { name: 'Guides and resources' }).getByTestId('document-row').filter({ hasText: title })).toBeVisible();

    const row = shared.getByTestId('document-row').filter({ hasText: title });
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(shared.getByTestId('document-row').filter({ hasText: title })).toHaveCount(0);
    await partner.reload();
    await expect(partner.getByRole('list', { name: 'Guides and resources' }).getByTestId('document-row').first()).toBeVisible();
    await expect(partner.getByText(title)).toHaveCount(0);
    await partner.close();
  });
});
