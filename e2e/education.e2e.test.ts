/// <reference lib="dom" />
import type { Tutorial } from '@vitrina/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFindings, seriousViolations } from './support/axe';
import { launchBrowser, openPage, pathOf, VIEWPORTS, type OpenedPage } from './support/browser';
import { callAs, registerRealUser, signedInStorage, type RealUser } from './support/realUser';

let browser: Browser;
let opened: OpenedPage;
let user: RealUser;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await registerRealUser('e2e-education');
  opened = await openPage(browser, { storage: signedInStorage(user), viewport: { width: 1366, height: 768 } });
}, 60_000);
afterAll(async () => {
  await opened?.context.close();
  await browser?.close();
});

/** What a video element says once its metadata is in: duration, default caption track and its cues. */
async function videoState(page: Page, index: number) {
  return page.getByTestId('tutorial-video').nth(index).evaluate(async (element) => {
    const video = element as HTMLVideoElement;
    if (video.readyState < 1) await new Promise((done, fail) => {
      video.addEventListener('loadedmetadata', done, { once: true });
      video.addEventListener('error', () => fail(new Error(`video error ${video.error?.code}`)), { once: true });
      video.load();
    });
    const tracks = Array.from(video.querySelectorAll('track'));
    const track = tracks.find((item) => item.default);
    if (track && track.readyState !== 2) await new Promise((done) => {
      track.addEventListener('load', done, { once: true });
      track.addEventListener('error', done, { once: true });
      if (track.track.mode === 'disabled') track.track.mode = 'hidden';
    });
    return {
      duration: video.duration,
      languages: tracks.map((item) => item.srclang),
      defaultLanguage: track?.srclang ?? null,
      mode: track?.track.mode ?? null,
      cues: track?.track.cues?.length ?? 0,
      poster: video.poster,
      preload: video.preload,
    };
  });
}

/** Seeks to the middle and draws the frame: how many distinct grey levels it has (0 when blank). */
async function middleFrameVariety(page: Page, index: number): Promise<number> {
  return page.getByTestId('tutorial-video').nth(index).evaluate(async (element) => {
    const video = element as HTMLVideoElement;
    video.currentTime = video.duration / 2;
    await new Promise((done) => video.addEventListener('seeked', done, { once: true }));
    // Under load the seeked frame can reach the canvas a little after 'seeked': draw again for up
    // to 3 s until the frame has content (a video that never decodes still answers 0 or 1).
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const context = canvas.getContext('2d')!;
    let variety = 0;
    for (let attempt = 0; attempt < 30 && variety <= 8; attempt += 1) {
      if (attempt > 0) await new Promise((done) => setTimeout(done, 100));
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const levels = new Set<number>();
      for (let offset = 0; offset < data.length; offset += 4) levels.add((data[offset] + data[offset + 1] + data[offset + 2]) >> 4);
      variety = levels.size;
    }
    return variety;
  });
}

describe('education page (real user, Chromium)', () => {
  it('lists every tutorial in English: videos load, last the stated time, decode, have English captions on; axe passes', async () => {
    const { page, problems } = opened;
    const tutorials = (await callAs<{ data: Tutorial[] }>(user, '/api/tutorials?lang=en')).data;
    expect(tutorials.length).toBeGreaterThanOrEqual(9);
    await page.goto('/en/education');
    await page.getByRole('heading', { level: 1, name: 'Education' }).waitFor();
    await expect.poll(() => page.getByTestId('tutorial').count(), { timeout: 20_000 }).toBe(tutorials.length);
    // The header's Education entry leads here.
    expect(await page.locator('header a[href="/en/education"]').count()).toBeGreaterThan(0);
    for (const [index, tutorial] of tutorials.entries()) {
      const card = page.getByTestId('tutorial').nth(index);
      await expect(card.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(tutorial.title);
      await expect(card.getByTestId('tutorial-steps').locator('li').allTextContents()).resolves.toEqual(tutorial.steps);
      const state = await videoState(page, index);
      expect(Math.abs(state.duration - tutorial.durationSeconds), tutorial.id).toBeLessThan(1);
      expect(state.languages.sort()).toEqual(['ar', 'en', 'es', 'ko']);
      expect(state.defaultLanguage).toBe('en');
      expect(state.mode).toBe('showing');
      expect(state.cues, tutorial.id).toBe(tutorial.steps.length);
      expect(state.preload).toBe('metadata');
      expect(state.poster).toContain(tutorial.posterUrl);
      expect(await middleFrameVariety(page, index), tutorial.id).toBeGreaterThan(8);
    }
    const findings = await seriousViolations(page, '/en/education');
    expect(findings, describeFindings(findings)).toEqual([]);
    expect(problems).toEqual([]);
  }, 240_000);

  it('is right to left in Arabic with Arabic captions on by default, and "Open the tool" opens the tool', async () => {
    const { page } = opened;
    const tutorials = (await callAs<{ data: Tutorial[] }>(user, '/api/tutorials?lang=ar')).data;
    await page.goto('/ar/education');
    await page.getByRole('heading', { level: 1, name: 'التعلّم' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByTestId('tutorial').first().waitFor();
    const state = await videoState(page, 0);
    expect(state.defaultLanguage).toBe('ar');
    expect(state.cues).toBe(tutorials[0].steps.length);
    await expect(page.getByTestId('tutorial-steps').first().locator('li').first().textContent()).resolves.toBe(tutorials[0].steps[0]);
    const findings = await seriousViolations(page, '/ar/education');
    expect(findings, describeFindings(findings)).toEqual([]);

    // By keyboard: focus a tutorial's button and press Enter.
    const target = tutorials.find((tutorial) => tutorial.tool === 'remove-background') ?? tutorials[0];
    const card = page.locator(`[data-tutorial="${target.id}"]`);
    await card.getByTestId('open-tool').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/ar${target.toolPath}`);
    expect(pathOf(page)).toBe(`/ar${target.toolPath}`);
  }, 120_000);

  it('stacks the video above its steps on a 390 px phone', async () => {
    const phone = await openPage(browser, { storage: signedInStorage(user), viewport: VIEWPORTS.mobile, touch: true });
    try {
      await phone.page.goto('/es/education');
      const card = phone.page.getByTestId('tutorial').first();
      await card.waitFor();
      const video = (await card.getByTestId('tutorial-video').boundingBox())!;
      const steps = (await card.getByTestId('tutorial-steps').boundingBox())!;
      expect(steps.y).toBeGreaterThanOrEqual(video.y + video.height - 1);
      expect(video.x + video.width).toBeLessThanOrEqual(390);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await phone.context.close();
    }
  }, 60_000);
});
