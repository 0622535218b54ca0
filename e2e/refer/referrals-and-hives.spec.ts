import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { SANDBOX_TEST_CARDS, hiveTexts, referralTexts } from '@goodhive/contract';
import { createTrialUser, newTrialUser, type TrialUser } from '../support/accounts';
import { waitForMail } from '../support/mailbox';
import { DEMO, apiToken, signIn } from '../support/session';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
/** A new company's person at a domain of its own: the same domain as the referrer's people would be a company referring itself. */
const elsewhere = (user: TrialUser, domain: string): TrialUser => ({ ...user, email: user.email.replace(/@.*$/, `@${domain}`) });

async function companyIdOf(request: APIRequestContext, user: TrialUser) {
  const token = await apiToken(request, user.email, user.password);
  const me = (await (await request.get('/api/user/current', auth(token))).json()) as { data: { user_business: { company_id: number } | null } };
  return { token, companyId: me.data.user_business!.company_id };
}

/** A second browser session (another company), so the two sides of a referral never share storage. */
async function otherPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

test.describe('referrals, hives and connect', () => {
  test('a member copies its referral link; a new company signs up with it and upgrades with the sandbox card; the member sees the referral and its reward', async ({ page, browser, baseURL, context }) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const referrer = await createTrialUser(page.request, 'referrer');
    await signIn(page, referrer.email, referrer.password);
    await page.getByRole('navigation', { name: 'Business menu' }).getByRole('link', { name: 'Refer' }).click();
    await expect(page).toHaveURL(/\/invite$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(referralTexts.inviteTitle);
    const link = await page.getByTestId('referral-link').inputValue();
    expect(link).toMatch(/\/trial-registration\?code=[A-Z0-9]+-[A-Z0-9]{4}$/);
    await page.getByRole('button', { name: `Copy ${referralTexts.linkLabel.toLowerCase()}` }).click();
    await expect(page.getByRole('button', { name: `${referralTexts.linkLabel} copied` })).toBeVisible();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(link);
    await expect(page.getByText(referralTexts.noReferrals)).toBeVisible();

    // The new company opens the copied link in its own browser and signs up.
    const newcomer = elsewhere(newTrialUser('referred'), 'lantern-cafe.example');
    const other = await otherPage(browser, baseURL);
    await other.goto(link);
    await other.getByRole('button', { name: 'GET STARTED' }).click();
    await other.getByRole('radio', { name: /Clean water: \$1\.00 gives 50 days of clean water/ }).click();
    await other.getByRole('button', { name: 'SUBMIT YOUR IMPACT' }).click();
    await field(other, 'First name').fill(newcomer.firstName);
    await field(other, 'Last name').fill(newcomer.lastName);
    await field(other, 'Work email').fill(newcomer.email);
    await field(other, 'Company').fill(newcomer.company);
    await field(other, 'Password').fill(newcomer.password);
    await field(other, 'Confirm password').fill(newcomer.password);
    await other.getByRole('checkbox', { name: /I have read and accept/ }).check();
    await other.getByRole('button', { name: 'MAKE IT HAPPEN' }).click();
    const dialog = other.getByRole('dialog', { name: 'Congratulations!' });
    await expect(dialog.getByTestId('referral-outcome')).toHaveText(referralTexts.codeApplied(referrer.company));
    await dialog.getByRole('button', { name: 'Enter and get started' }).click();
    await expect(other).toHaveURL(/\/impact$/);

    // The referrer sees the sign-up at once, waiting for the first payment.
    await page.reload();
    const row = page.getByTestId('referrals-table').getByRole('row', { name: new RegExp(newcomer.company) });
    await expect(row).toContainText('Signed up (trial)');

    // The new company becomes a paying member with the sandbox card.
    await other.goto('/profile/upgrade/');
    await other.getByRole('radio', { name: 'Annual (1 year)' }).check({ force: true });
    await other.getByRole('button', { name: 'Upgrade to SME', exact: true }).click();
    await expect(other).toHaveURL(/\/api\/memberships\/sandbox\//);
    await other.getByLabel('Card number').fill(SANDBOX_TEST_CARDS.succeeds);
    await other.getByRole('button', { name: /^Pay US \$/ }).click();
    await expect(other).toHaveURL(/\/profile\/upgrade\/\?payment=\d+$/);

    // The referral is paying, and the running referral for good funded ten trees for the referrer.
    await page.reload();
    await expect(row).toContainText('Paying member');
    await expect(row).toContainText('10 × tree planted funded');
    await other.context().close();
  });

  test('a hive partner builds a hive and invites two companies; the public hive page and the hive widget show their combined impact', async ({ page, browser, baseURL }) => {
    test.slow();
    const partner = await createTrialUser(page.request, 'hive-partner');
    const { token: partnerToken, companyId } = await companyIdOf(page.request, partner);
    const staff = await apiToken(page.request, DEMO.admin);
    expect((await page.request.put(`/api/admin/companies/${companyId}/hive-partner`, { ...auth(staff), data: { is_hive_partner: 1 } })).status()).toBe(200);

    // The Refer menu of a hive partner leads to the hive builder.
    await signIn(page, partner.email, partner.password);
    await page.getByRole('navigation', { name: 'Business menu' }).getByRole('link', { name: 'Refer' }).click();
    await expect(page).toHaveURL(/\/hive-builder$/);
    const pageUrl = `hive-${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: hiveTexts.pageUrlLabel }).fill('Not URL safe!');
    await page.getByRole('textbox', { name: hiveTexts.titleLabel }).fill('Harbour Circle');
    await page.getByRole('button', { name: hiveTexts.save }).click();
    await expect(page.getByText(hiveTexts.pageUrlInvalid)).toBeVisible();
    await page.getByRole('textbox', { name: hiveTexts.pageUrlLabel }).fill(pageUrl);
    await page.getByRole('textbox', { name: hiveTexts.storyLabel }).fill('Accountants and their clients, giving together.');
    await page.getByRole('button', { name: hiveTexts.save }).click();
    await expect(page.getByText(hiveTexts.created)).toBeVisible();
    const link = await page.getByTestId('hive-link').inputValue();

    // The first company: invited by e-mail, registers through the link in the mail.
    const first = elsewhere(newTrialUser('hive-first'), 'river-yoga.example');
    await page.getByRole('textbox', { name: referralTexts.emailsLabel }).fill(first.email);
    await page.getByRole('button', { name: referralTexts.sendInvites }).click();
    await expect(page.getByText(referralTexts.invitationsSent(1))).toBeVisible();
    const mail = await waitForMail(first.email, new RegExp(`${partner.company} invites you`));
    expect(mail.text).toContain(link);
    const visitor = await otherPage(browser, baseURL);
    await visitor.goto(link);
    await expect(visitor.getByRole('banner')).toHaveCount(0);
    await expect(visitor.getByTestId('connect-invited-by')).toContainText(`Your business will join the hive Harbour Circle.`);
    await field(visitor, 'First name').fill(first.firstName);
    await field(visitor, 'Last name').fill(first.lastName);
    await field(visitor, 'Work email').fill(first.email);
    await field(visitor, 'Company').fill(first.company);
    await visitor.getByLabel(/^Password/).fill(first.password);
    await visitor.getByLabel(/^Confirm password/).fill(first.password);
    await visitor.getByRole('checkbox', { name: /I have read and accept/ }).check();
    await visitor.getByRole('button', { name: 'Register my business' }).click();
    await expect(visitor).toHaveURL(/\/impact$/);
    await visitor.context().close();

    // The second company, already a member, joins with the button on the hive page.
    const second = await createTrialUser(page.request, 'hive-second');
    const member = await otherPage(browser, baseURL);
    await signIn(member, second.email, second.password);
    await member.goto(`/hive/${pageUrl}`);
    await member.getByRole('link', { name: hiveTexts.join }).first().click();
    await member.getByRole('button', { name: `Join with ${second.company}` }).click();
    await expect(member).toHaveURL(/\/my-hive$/);
    await expect(member.getByRole('heading', { level: 1 })).toHaveText('Harbour Circle');
    await member.context().close();

    // Everyone sees the combined impact: three trial gifts of 50 days of clean water (the partner's and both members').
    const publicPage = await otherPage(browser, baseURL);
    await publicPage.goto(`/hive/${pageUrl}`);
    await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText('Harbour Circle');
    await expect(publicPage.getByTestId('hive-total-impacts')).toContainText('150');
    await expect(publicPage.getByTestId('hive-businesses')).toContainText('3');
    await expect(publicPage.getByTestId('hive-member-logos')).toContainText(first.company);
    await expect(publicPage.getByTestId('hive-member-logos')).toContainText(second.company);

    // The hive widget of the partner counts the whole hive.
    const keys = (await (await page.request.get('/api/user/get-encrypted-id?account=company', auth(partnerToken))).json()) as { data: { key: string; member_key: string } };
    await publicPage.goto(`/frontgivingwidget/mytotalimpacthivewidget/${keys.data.key}/${keys.data.member_key}`);
    await expect(publicPage.getByText('impacts created together by 3 businesses')).toBeVisible();
    await expect(publicPage.locator('[data-count]').first()).toHaveText('150');
    await publicPage.context().close();
  });

  test('staff build a hive and a funded-impact code by picking companies and impacts by name, not by ID', async ({ page }) => {
    test.slow();
    const lead = await createTrialUser(page.request, 'picked-lead');
    const member = await createTrialUser(page.request, 'picked-member');
    await signIn(page, DEMO.admin);
    await page.goto('/admin/hives/create');
    const partnerField = page.getByRole('textbox', { name: 'Hive partner company' });
    await partnerField.fill(lead.company);
    await page.getByRole('option', { name: new RegExp(lead.company) }).click();
    await expect(partnerField).toHaveValue(new RegExp(`^${lead.company} \\(CID \\d+\\)$`));
    await page.getByRole('textbox', { name: hiveTexts.pageUrlLabel }).fill(`picked-${Date.now().toString(36)}`);
    await page.getByRole('textbox', { name: hiveTexts.titleLabel }).fill('Picked Circle');
    await page.getByRole('button', { name: 'Create hive' }).click();
    await expect(page).toHaveURL(/\/admin\/hives\/edit\/\d+$/);
    const addField = page.getByRole('textbox', { name: 'Company to add' });
    await addField.fill(member.company);
    await page.getByRole('option', { name: new RegExp(member.company) }).click();
    await page.getByRole('button', { name: 'Add to hive' }).click();
    await expect(page.getByTestId('admin-hive-members')).toContainText(member.company);

    await page.goto('/admin/create');
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill(`TREES-${Date.now().toString(36).toUpperCase()}`);
    const referrer = page.getByRole('textbox', { name: 'Referrer company' });
    await referrer.fill(lead.company);
    await page.getByRole('option', { name: new RegExp(lead.company) }).click();
    await page.getByRole('combobox', { name: 'Reward' }).click();
    await page.getByRole('option', { name: 'Funded impact' }).click();
    const impact = page.getByRole('combobox', { name: 'Impact', exact: true });
    await impact.click();
    await impact.fill('tree');
    await page.getByRole('option', { name: /tree/i }).first().click();
    await page.getByRole('textbox', { name: 'Quantity' }).fill('5');
    await page.getByRole('button', { name: 'Create referral code' }).click();
    await expect(page).toHaveURL(/\/admin\/edit\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'Referrer company' })).toHaveValue(new RegExp(lead.company));
    await page.screenshot({ path: 'test-results/admin-referral-code-picked.png', fullPage: true });
  });

  test('staff create a referral code with a reward', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admin/referrals');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Referral Codes');
    await page.getByRole('link', { name: 'Create referral code' }).click();
    await expect(page).toHaveURL(/\/admin\/create$/);
    const code = `SPRING-${Date.now().toString(36).toUpperCase()}`;
    await page.getByRole('textbox', { name: 'Code' }).fill(code);
    await page.getByRole('combobox', { name: 'Reward' }).click();
    await page.getByRole('option', { name: 'Giving credit' }).click();
    await page.getByRole('textbox', { name: 'Credit (US $)' }).fill('25');
    await page.getByRole('textbox', { name: 'Usage limit' }).fill('100');
    await page.getByRole('button', { name: 'Create referral code' }).click();
    await expect(page).toHaveURL(/\/admin\/edit\/\d+$/);
    await expect(page.getByText('Nobody has signed up with this code yet')).toBeVisible();
    await page.goto('/admin/referrals');
    await page.getByRole('searchbox', { name: 'Search' }).fill(code);
    const row = page.getByTestId('referral-codes').getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText('US $25.00 giving credit');
    await expect(row).toContainText('0 of 100');
  });
});
