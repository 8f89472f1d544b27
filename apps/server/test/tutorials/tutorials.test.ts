import { statSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, TUTORIAL_TOOLS, type Tutorial } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TUTORIAL_ASSET_URL, TUTORIALS_DIR } from '../../src/services/tutorials/manifest';
import { createTestApp, type TestApp } from '../support/app';

const MAX_BYTES = 3 * 1024 * 1024;

/** Reads a WebVTT file strictly enough to fail on a broken one: header, then cues with ordered times. */
function parseVtt(text: string): { start: number; end: number; text: string }[] {
  const seconds = (stamp: string) => {
    const match = /^(?:(\d{2,}):)?(\d{2}):(\d{2})\.(\d{3})$/.exec(stamp);
    if (!match) throw new Error(`not a WebVTT timestamp: ${stamp}`);
    const [, h = '0', m, s, ms] = match;
    return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
  };
  const blocks = text.replace(/\r\n/g, '\n').split(/\n{2,}/);
  if (!/^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(blocks[0] ?? '')) throw new Error('no WEBVTT header');
  return blocks
    .slice(1)
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const timing = lines.findIndex((line) => line.includes('-->'));
      if (timing < 0) throw new Error(`a cue without timing: ${block}`);
      const [start = '', rest = ''] = lines[timing].split('-->').map((part) => part.trim());
      const cue = { start: seconds(start), end: seconds(rest.split(/\s+/)[0] ?? ''), text: lines.slice(timing + 1).join('\n').trim() };
      if (!(cue.end > cue.start) || cue.text === '') throw new Error(`an empty or backwards cue: ${block}`);
      return cue;
    });
}

describe('tutorial videos (issue 21: education)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
  });
  afterAll(() => testApp.close());

  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });
  const list = async (lang: string) => {
    const response = await get(`/api/tutorials?lang=${lang}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Tutorial[]; total: number }>().data;
  };
  const fileOf = (url: string) => {
    expect(url.startsWith(TUTORIAL_ASSET_URL)).toBe(true);
    return join(TUTORIALS_DIR, url.slice(TUTORIAL_ASSET_URL.length));
  };

  it('lists at least one tutorial per main tool, each video 30–90 s and under 3 MB, with a poster', async () => {
    const tutorials = await list('en');
    expect(tutorials.length).toBeGreaterThanOrEqual(9);
    expect(new Set(tutorials.map((tutorial) => tutorial.tool))).toEqual(new Set(TUTORIAL_TOOLS));
    for (const tutorial of tutorials) {
      expect(tutorial.durationSeconds, tutorial.id).toBeGreaterThanOrEqual(30);
      expect(tutorial.durationSeconds, tutorial.id).toBeLessThanOrEqual(90);
      expect(tutorial.steps.length, tutorial.id).toBeGreaterThanOrEqual(3);
      expect(tutorial.toolPath).toMatch(/^\/[a-z]/);
      for (const url of [tutorial.videoUrl, tutorial.posterUrl]) {
        const bytes = statSync(fileOf(url)).size;
        expect(bytes, url).toBeGreaterThan(1000);
        expect(bytes, url).toBeLessThan(MAX_BYTES);
      }
    }
  });

  it('gives titles and steps in the language asked for, and captions in all four whose cues fit in the video', async () => {
    const english = await list('en');
    for (const lang of LANGUAGES) {
      const tutorials = await list(lang);
      expect(tutorials.map((tutorial) => tutorial.id)).toEqual(english.map((tutorial) => tutorial.id));
      if (lang !== 'en') expect(tutorials.map((tutorial) => tutorial.title)).not.toEqual(english.map((tutorial) => tutorial.title));
      for (const tutorial of tutorials) {
        expect(tutorial.captions.map((caption) => caption.lang)).toEqual([...LANGUAGES]);
        const own = tutorial.captions.find((caption) => caption.lang === lang)!;
        const response = await get(own.url);
        expect(response.statusCode, own.url).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/vtt/);
        const cues = parseVtt(response.body);
        // One cue per step, with the step's own words, all inside the video.
        expect(cues.map((cue) => cue.text)).toEqual(tutorial.steps);
        for (const cue of cues) expect(cue.end, `${tutorial.id} ${lang}`).toBeLessThanOrEqual(tutorial.durationSeconds);
      }
    }
  });

  it('serves the video as WebM with ranges and caching, the poster as WebP, and nothing else from the folder', async () => {
    const [first] = await list('es');
    const video = await get(first.videoUrl, { range: 'bytes=0-1023' });
    expect(video.statusCode).toBe(206);
    expect(video.headers['content-type']).toBe('video/webm');
    expect(video.headers['content-range']).toMatch(/^bytes 0-1023\/\d+$/);
    expect(video.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML: a Matroska/WebM file
    expect(video.headers['cache-control']).toBe('public, max-age=86400');
    const whole = await get(first.videoUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const poster = await get(first.posterUrl);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/webp');
    expect(poster.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await get(`${TUTORIAL_ASSET_URL}manifest.json`)).statusCode).toBe(404);
    expect((await get(`${TUTORIAL_ASSET_URL}..%2F..%2Fpackage.json`)).statusCode).toBe(404);
  });

  it('refuses an unknown language with the validation shape', async () => {
    for (const url of ['/api/tutorials?lang=fr', '/api/tutorials']) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      const body = response.json<{ error: { code: string; fields?: Record<string, string> } }>();
      expect(body.error.code).toBe('validation_failed');
      expect(Object.keys(body.error.fields ?? {})).toContain('lang');
    }
  });
});
