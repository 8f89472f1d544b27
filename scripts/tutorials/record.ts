/** Records one tutorial and publishes its files: video, poster, four caption files, manifest entry. */
import { mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@vitrina/contracts';
import type { Browser } from 'playwright-core';
import type { LoadApi, LoadUser } from '../load/accounts';
import { webVtt } from './captions';
import { TUTORIALS_DIR, writeManifestEntry, type ManifestEntry } from './manifest';
import { encodeVideo, MAX_SECONDS, MIN_SECONDS, probeDuration, writePoster } from './encode';
import { POINTER_SCRIPT, Recording } from './recorder';
import { tutorials, type TutorialScenario } from './scenarios/index';

const SIZE = { width: 1280, height: 800 };
/** Published files stay under this (the limit is 3 MB). */
const MAX_BYTES = 2.5 * 1024 * 1024;

export interface RecordInput {
  browser: Browser;
  baseUrl: string;
  api: LoadApi;
  user: LoadUser;
  tutorial: TutorialScenario;
  work: string;
}

export async function recordTutorial({ browser, baseUrl, api, user, tutorial, work }: RecordInput): Promise<void> {
  const rawDir = join(work, tutorial.id);
  const context = await browser.newContext({ baseURL: baseUrl, viewport: SIZE, locale: 'en-US', recordVideo: { dir: rawDir, size: SIZE } });
  await context.addInitScript(POINTER_SCRIPT);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const recording = new Recording(page);
  await page.goto('/api/health');
  await page.evaluate((tokens) => {
    localStorage.setItem('accessToken', tokens.token);
    localStorage.setItem('refreshToken', tokens.refreshToken);
  }, user);
  let end = 0;
  try {
    await tutorial.run(recording, { api, user, baseUrl });
    await recording.pause(1500);
    end = recording.now();
  } finally {
    await context.close();
  }
  const raw = await page.video()?.path();
  if (!raw) throw new Error('no video recorded');
  const first = recording.steps[0];
  if (!first) throw new Error('the scenario logged no step');

  mkdirSync(TUTORIALS_DIR, { recursive: true });
  const start = Math.max(0, first.at - 0.4);
  const encoded = join(work, `${tutorial.id}.webm`);
  const options = { raw, output: encoded, start, end, waits: recording.waits, ...SIZE };
  let crf = 42;
  let line = encodeVideo(options, crf);
  // The recording's last frames may come before the step clock's end: hold the last one longer.
  const short = MIN_SECONDS + 0.5 - probeDuration(encoded);
  if (short > 0) line = encodeVideo(options, crf, short);
  while (statSync(encoded).size > MAX_BYTES && crf < 58) {
    crf += 6;
    line = encodeVideo(options, crf, Math.max(0, short));
  }
  const duration = Number(probeDuration(encoded).toFixed(2));
  if (duration < MIN_SECONDS || duration > MAX_SECONDS) throw new Error(`${tutorial.id}: ${duration} s is outside ${MIN_SECONDS}–${MAX_SECONDS} s`);
  // Under load the recording can hold fewer seconds than the step clock counted: the last step
  // must still start inside the video, so the times are scaled down when it would not.
  const mapped = recording.steps.map((step) => line.map(step.at));
  const scale = Math.min(1, (duration - 2) / Math.max(...mapped));
  const steps = recording.steps.map((step, index) => ({ at: Number(((mapped[index] ?? 0) * scale).toFixed(2)), text: step.text }));

  const video = `${tutorial.id}.webm`;
  const poster = `${tutorial.id}.webp`;
  renameSync(encoded, join(TUTORIALS_DIR, video));
  writePoster(join(TUTORIALS_DIR, video), Math.min(duration - 0.5, (steps.at(-1)?.at ?? 0) + 1), join(TUTORIALS_DIR, poster));
  const captions = Object.fromEntries(
    LANGUAGES.map((lang) => {
      const file = `${tutorial.id}.${lang}.vtt`;
      writeFileSync(join(TUTORIALS_DIR, file), webVtt(steps, lang, duration));
      return [lang, { file, bytes: statSync(join(TUTORIALS_DIR, file)).size }];
    }),
  ) as ManifestEntry['captions'];
  const bytes = (file: string) => statSync(join(TUTORIALS_DIR, file)).size;
  writeManifestEntry(
    {
    id: tutorial.id,
    tool: tutorial.tool,
    toolPath: tutorial.toolPath,
    title: tutorial.title,
    steps,
    durationSeconds: duration,
    ...SIZE,
    video: { file: video, bytes: bytes(video) },
    poster: { file: poster, bytes: bytes(poster) },
    captions,
    recordedAt: new Date().toISOString(),
    },
    tutorials.map((tutorial) => tutorial.id),
  );
  console.log(`  -> ${duration} s, ${(bytes(video) / 1024).toFixed(0)} KB (crf ${crf}), poster ${(bytes(poster) / 1024).toFixed(0)} KB`);
}
