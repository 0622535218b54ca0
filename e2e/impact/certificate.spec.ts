import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO, signInThroughApi } from '../support/session';

test.describe('gratitude certificate', () => {
  test('a member downloads the certificate as PDF and PNG, and a visitor checks it through its link', async ({ page, browser }) => {
    await signInThroughApi(page, DEMO.owner, '/gratitude-certificate');
    await expect(page.getByRole('heading', { level: 1, name: 'Gratitude certificate' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Certificate of Gratitude for Brightside Coffee Co.' })).toBeVisible();

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^gratitude_certificate_\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(fs.readFileSync((await pdf.path())!).subarray(0, 5).toString()).toBe('%PDF-');

    const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
    expect(png.suggestedFilename()).toMatch(/\.png$/);
    const pngBytes = fs.readFileSync((await png.path())!);
    expect(pngBytes.subarray(1, 4).toString()).toBe('PNG');
    expect(pngBytes.readUInt32BE(16)).toBe(1600);

    const link = await page.getByLabel('Verification link').inputValue();
    const visitor = await browser.newPage();
    await visitor.goto(new URL(link).pathname);
    await expect(visitor.getByText('Verified from our records')).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Brightside Coffee Co.' })).toBeVisible();
    await visitor.goto('/certificate/verify/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(visitor.getByRole('alert')).toContainText('This certificate could not be verified.');
    await visitor.close();
  });

  test("a personal account's certificate carries the person's name", async ({ page }) => {
    await signInThroughApi(page, DEMO.personal, '/gratitude-certificate');
    await expect(page.getByRole('img', { name: 'Certificate of Gratitude for Sam Rivera' })).toBeVisible();
  });
});
