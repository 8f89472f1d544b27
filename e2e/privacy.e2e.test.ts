/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorMessage } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/env';
import { productPhoto } from './support/images';
import { webLocale } from './support/locales';
import { browserPages } from './support/browserPages';
import { registerRealUser, testClientAddress, uploadAs } from './support/realUser';
import { unzipEntries } from './support/zip';

const pages = browserPages();

type Lang = 'en' | 'ar';
const privacyTexts = (lang: Lang) => webLocale(lang, 'privacy') as { delete: { done: string } };
const legalTexts = (lang: Lang) => webLocale(lang, 'legal') as { terms: { title: string }; privacy: { title: string; sections: { rights: { title: string } } } };

async function loginStatus(email: string, password: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en', 'x-forwarded-for': testClientAddress() },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

describe.each<Lang>(['en', 'ar'])('Privacy in the profile (%s)', (lang) => {
  it('exports the data as a zip, then deletes the account with the password', { timeout: 120_000 }, async () => {
    const user = await registerRealUser(`e2e-privacy-${lang}`);
    await uploadAs(user, await productPhoto(lang === 'en' ? 30 : 260));
    const page = await pages.openAs(user);
    await page.goto(`/${lang}/profile#privacy`);
    const section = page.locator('#privacy');
    await section.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');

    // Download my data: a job with progress, then a download through the bearer token.
    await page.getByTestId('export-start').click();
    const downloadButton = page.getByTestId('export-download');
    await downloadButton.waitFor({ timeout: 60_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const zipPath = join(tmpdir(), `vitrina-e2e-export-${lang}-${Date.now()}.zip`);
    await download.saveAs(zipPath);
    const entries = await unzipEntries(readFileSync(zipPath));
    const account = entries.get('account.json');
    expect(account).toBeDefined();
    expect(account!.toString('utf8')).toContain(user.email);
    expect([...entries.keys()].some((name) => name.startsWith('files/originals/'))).toBe(true);

    // Delete my account: a wrong password is refused on the field, the right one deletes.
    await page.getByTestId('delete-account').click();
    const password = page.getByTestId('delete-password');
    await password.fill('not-my-password');
    await page.getByTestId('delete-confirm').click();
    await page.getByText(errorMessage('old_password_wrong', lang)).waitFor();
    await password.fill(user.password);
    await page.getByTestId('delete-confirm').click();
    await page.getByText(privacyTexts(lang).delete.done).waitFor();
    await page.waitForURL((url) => url.pathname === `/${lang}/auth/login`);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    expect(await loginStatus(user.email, user.password)).toBe(401);
    const profile = await fetch(`${baseUrl()}/api/profile`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(profile.status).toBe(401);
  });
});

describe.each<Lang>(['en', 'ar'])('Terms and privacy pages (%s)', (lang) => {
  it('render for a visitor, with the operator from the configuration, and are linked from registration', async () => {
    const providers = (await (await fetch(`${baseUrl()}/api/auth/providers`)).json()) as { data: { legal: { companyName: string; contactEmail: string | null } } };
    const { page } = await pages.open();
    const texts = legalTexts(lang);

    await page.goto(`/${lang}/privacy`);
    await page.getByRole('heading', { level: 1, name: texts.privacy.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    const policy = (await page.getByTestId('legal-document').textContent()) ?? '';
    expect(policy).toContain(providers.data.legal.companyName);
    expect(policy).toContain(texts.privacy.sections.rights.title);
    expect(policy).toContain('GDPR');
    expect(policy).toContain('PIPA');
    if (providers.data.legal.contactEmail) expect(await page.locator(`a[href="mailto:${providers.data.legal.contactEmail}"]`).count()).toBeGreaterThan(0);

    await page.goto(`/${lang}/terms`);
    await page.getByRole('heading', { level: 1, name: texts.terms.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');

    await page.goto(`/${lang}/auth/registration`);
    await page.locator(`a[href="/${lang}/terms"]`).waitFor();
    expect(await page.locator(`a[href="/${lang}/privacy"]`).count()).toBe(1);
  });
});
