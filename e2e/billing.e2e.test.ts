/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { errorMessage } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { pathOf } from './support/browser';
import { browserPages } from './support/browserPages';
import { callAs, registerRealUser, runToolAs, signedInStorage, type RealUser } from './support/realUser';

const pages = browserPages();

interface Subscription {
  status: string;
  planId: string | null;
  credits: number;
}
interface Plan {
  id: string;
  terms: { months: number; price: number; credits: number }[];
}

const subscriptionOf = async (user: RealUser) => (await callAs<{ data: Subscription }>(user, '/api/subscription')).data;

/** Digits as the header writes them, read back as a number (Arabic may use Arabic-Indic digits). */
async function headerCredits(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-credits').textContent()) ?? '';
  const western = text.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/[^\d]/g, '');
  return Number(western);
}

async function waitForHeaderCredits(page: Page, credits: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await headerCredits(page).catch(() => -1)) !== credits) {
    if (Date.now() > deadline) throw new Error(`the header still shows ${await headerCredits(page)} credits, not ${credits}`);
    await page.waitForTimeout(200);
  }
}

/** A system sample product: generation on it needs no upload. */
async function sampleProduct(user: RealUser): Promise<{ id: string; image: { id: string } }> {
  return (await callAs<{ data: { id: string; image: { id: string } }[] }>(user, '/api/products?scope=system&limit=1')).data[0];
}

async function generateOnce(page: Page): Promise<void> {
  const tiles = await page.getByTestId('generated-tile').count();
  await page.getByTestId('quantity').fill('1');
  await page.getByTestId('generate').click();
  await page.getByTestId('generated-tile').nth(tiles).waitFor({ timeout: 90_000 });
}

describe('plans, credits and payments in the browser (test mode)', () => {
  it('a new user spends the 5 free credits, meets no-credits, applies the new-user code, pays in test mode and generates again', async () => {
    const user = await registerRealUser('e2e-billing');
    const product = await sampleProduct(user);
    expect(await subscriptionOf(user)).toMatchObject({ status: 'trial', credits: 5 });

    // Four of the five credits go on a batch through the API, the fifth in the browser.
    const batch = await runToolAs(user, 'generate', { imageId: product.image.id, params: { prompt: 'on a marble table', quantity: 4, seed: 3 } }, 120_000);
    expect(batch.status).toBe('succeeded');

    // A registration in this browser (spec §3 isReg): the new-user promo modal shows once, with its code and countdown.
    const { page } = await pages.open({ storage: { ...signedInStorage(user), isReg: 'true' } });
    await page.goto(`/en/editor/${product.id}`);
    await page.getByTestId('new-user-promo').waitFor();
    const code = ((await page.getByTestId('new-user-promo-code').textContent()) ?? '').trim();
    expect(code).toBe((await callAs<{ data: { code: string } }>(user, '/api/promotions/new-user')).data.code);
    const countdown = await page.getByTestId('new-user-promo-countdown').textContent();
    expect(countdown).toMatch(/^2[0-4]:\d\d:\d\d$/);
    await page.getByRole('button', { name: 'Close' }).first().click();
    await page.getByTestId('new-user-promo').waitFor({ state: 'detached' });

    await waitForHeaderCredits(page, 1);
    await page.getByTestId('generated-tile').nth(3).waitFor();
    await generateOnce(page);
    await waitForHeaderCredits(page, 0);

    // The next run is refused: the no-credits dialog leads to the plans.
    await page.getByTestId('quantity').fill('1');
    await page.getByTestId('generate').click();
    await page.getByTestId('no-credits-dialog').waitFor();
    await page.getByTestId('to-plans').click();
    await page.waitForURL((url) => url.pathname === '/en/subscriptions');

    // Shown only once: reloading does not bring the promo modal back.
    await page.reload();
    await page.locator('[data-testid^="plan-card-"]').first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('new-user-promo').count()).toBe(0);

    // The term switcher changes the prices; 1 month is the list price.
    const plans = (await callAs<{ data: Plan[] }>(user, '/api/plans')).data;
    const plan = plans[0];
    const card = page.getByTestId(`plan-card-${plan.id}`);
    const twelveMonthTotal = await card.getByTestId('price-total').textContent();
    await page.getByTestId('term-switcher').getByText('1 month', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('months') === '1');
    await expect.poll(() => card.getByTestId('price-total').textContent()).not.toBe(twelveMonthTotal);

    // The new-user code through the promo-code modal; the card then shows the price with it.
    await page.getByTestId('open-promo-code').click();
    await page.getByTestId('promo-code-input').fill('NOT-A-CODE');
    await page.getByTestId('promo-code-apply').click();
    await page.getByTestId('promo-code-modal').getByText(errorMessage('promo_not_found', 'en')).waitFor();
    await page.getByTestId('promo-code-input').fill(code);
    await page.getByTestId('promo-code-apply').click();
    await page.getByTestId('promo-applied').waitFor();
    await card.getByTestId('promo-price').waitFor();

    const checkoutStarted = page.waitForResponse((response) => response.url().endsWith('/api/checkout') && response.request().method() === 'POST');
    await card.getByTestId('choose-plan').click();
    const checkout = (await (await checkoutStarted).json()) as { data: { sessionId: string; amount: number; discountPercent: number } };
    const oneMonth = plan.terms.find((term) => term.months === 1)!;
    expect(checkout.data.discountPercent).toBeGreaterThanOrEqual(30);
    expect(checkout.data.amount).toBeLessThan(oneMonth.price);

    // Vitrina's own checkout, marked as test mode.
    await page.waitForURL((url) => url.pathname === `/en/subscriptions/checkout/${checkout.data.sessionId}`);
    await page.getByTestId('test-mode-notice').waitFor();
    await page.getByTestId('test-checkout-pay').click();

    await page.waitForURL((url) => url.pathname === '/en/subscriptions/thank-you');
    await page.getByTestId('thank-you').getByText('Your plan or balance will be updated within a few minutes.').waitFor();
    await page.getByTestId('thank-you-landed').waitFor({ timeout: 20_000 });
    const paid = await subscriptionOf(user);
    expect(paid).toMatchObject({ status: 'active', planId: plan.id });
    expect(paid.credits).toBe(oneMonth.credits);
    await waitForHeaderCredits(page, paid.credits);

    // Closing the thank-you modal goes to Products (spec §2); then the user generates again.
    await page.getByRole('button', { name: 'Close' }).first().click();
    await page.waitForURL((url) => url.pathname === '/en/products-list');
    await page.goto(`/en/editor/${product.id}`);
    await page.getByTestId('generated-tile').first().waitFor({ timeout: 30_000 });
    await generateOnce(page);
    await waitForHeaderCredits(page, paid.credits - 1);
    expect(await page.getByTestId('no-credits-dialog').count()).toBe(0);

    // The payment is in the profile's history.
    await page.goto('/en/profile');
    await page.getByTestId('payment-row').first().waitFor();
    expect(await page.getByTestId('payment-row').count()).toBe(1);

    // Cancelling auto-renewal asks first; the plan stays until its date.
    await page.getByTestId('cancel-auto-renewal').click();
    await page.getByTestId('confirm-cancel-auto-renewal').click();
    await page.getByTestId('subscription-summary').getByText('Auto-renewal is off').waitFor();
    expect(await subscriptionOf(user)).toMatchObject({ status: 'cancelled', planId: plan.id });
    expect(await page.getByTestId('cancel-auto-renewal').count()).toBe(0);
  }, 300_000);

  it('the same loop in Arabic, right to left: no-credits, plans, test-mode payment, thank-you, new balance', async () => {
    const user = await registerRealUser('e2e-billing-ar');
    const product = await sampleProduct(user);
    // One generation at a time per user (409 otherwise): the five credits go on two runs in turn.
    await runToolAs(user, 'generate', { imageId: product.image.id, params: { prompt: 'on a wooden shelf', quantity: 4, seed: 5 } }, 180_000);
    await runToolAs(user, 'generate', { imageId: product.image.id, params: { prompt: 'on a wooden shelf', quantity: 1, seed: 6 } }, 180_000);
    expect((await subscriptionOf(user)).credits).toBe(0);

    const page = await pages.openAs(user);
    await page.goto(`/ar/editor/${product.id}`);
    await waitForHeaderCredits(page, 0);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByTestId('quantity').fill('1');
    await page.getByTestId('generate').click();
    await page.getByTestId('no-credits-dialog').getByText('نفدت عمليات التوليد لديك').waitFor();
    await page.getByTestId('to-plans').click();
    await page.waitForURL((url) => url.pathname === '/ar/subscriptions');

    const plan = (await callAs<{ data: Plan[] }>(user, '/api/plans')).data[0];
    await page.getByTestId(`plan-card-${plan.id}`).getByTestId('choose-plan').click();
    await page.waitForURL((url) => /^\/ar\/subscriptions\/checkout\/.+/.test(url.pathname));
    await page.getByTestId('test-mode-notice').getByText('وضع الاختبار', { exact: false }).waitFor();
    await page.getByTestId('test-checkout-pay').click();
    await page.waitForURL((url) => url.pathname === '/ar/subscriptions/thank-you');
    await page.getByTestId('thank-you').getByText('سيتم تحديث خطتك أو رصيدك خلال بضع دقائق.').waitFor();
    await page.getByTestId('thank-you-landed').waitFor({ timeout: 20_000 });
    const paid = await subscriptionOf(user);
    expect(paid.planId).toBe(plan.id);
    expect(paid.credits).toBe(plan.terms.find((term) => term.months === 12)!.credits);
    await waitForHeaderCredits(page, paid.credits);
    expect(pathOf(page)).toBe('/ar/subscriptions/thank-you');
  }, 300_000);
});
