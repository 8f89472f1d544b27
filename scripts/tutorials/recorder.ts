/// <reference lib="dom" />
/**
 * One tutorial's recording: a Chromium page whose screen Playwright records (recordVideo), a
 * visible pointer and a highlight around what is about to be used, and a log of the steps and of
 * the engine waits (seconds since the page opened; waits are sped up when the video is encoded).
 */
import type { Locator, Page } from 'playwright-core';
import type { Translated } from './texts';

export interface StepMark {
  at: number;
  text: Translated;
}

export interface WaitMark {
  from: number;
  to: number;
}

/** How long a step's caption stays on screen before the next action, so it can be read. */
const READ_MS = 2600;

/** Draws the pointer (follows the mouse, pulses on press) in every page the context opens. */
export const POINTER_SCRIPT = `(() => {
  const install = () => {
    if (document.getElementById('tutorial-pointer')) return;
    const dot = document.createElement('div');
    dot.id = 'tutorial-pointer';
    dot.setAttribute('aria-hidden', 'true');
    dot.style.cssText = 'position:fixed;left:-40px;top:-40px;width:26px;height:26px;margin:-13px 0 0 -13px;border-radius:50%;' +
      'background:rgba(255,196,0,.45);border:2px solid #e8590c;box-shadow:0 0 0 3px rgba(255,255,255,.7);pointer-events:none;' +
      'z-index:2147483647;transition:transform .12s ease-out';
    document.documentElement.appendChild(dot);
    addEventListener('mousemove', (event) => { dot.style.left = event.clientX + 'px'; dot.style.top = event.clientY + 'px'; }, true);
    addEventListener('mousedown', () => { dot.style.transform = 'scale(.65)'; }, true);
    addEventListener('mouseup', () => { dot.style.transform = 'scale(1)'; }, true);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', install); else install();
})();`;

export class Recording {
  readonly steps: StepMark[] = [];
  readonly waits: WaitMark[] = [];
  private readonly startedAt = Date.now();
  private pointer = { x: 640, y: 400 };

  constructor(readonly page: Page) {}

  /** Seconds since the page opened (the recording's clock). */
  now(): number {
    return (Date.now() - this.startedAt) / 1000;
  }

  /** A new step: its caption starts now; the viewer gets time to read it. */
  async step(text: Translated): Promise<void> {
    this.steps.push({ at: this.now(), text });
    console.log(`  ${this.now().toFixed(1).padStart(6)} s  ${text.en}`);
    await this.page.waitForTimeout(READ_MS);
  }

  /** A pause the video keeps (a result to look at). */
  pause(ms: number): Promise<void> {
    return this.page.waitForTimeout(ms);
  }

  /** Waiting for an engine: recorded, then sped up in the video. */
  async wait<T>(until: () => Promise<T>): Promise<T> {
    const from = this.now();
    try {
      return await until();
    } finally {
      this.waits.push({ from, to: this.now() });
    }
  }

  /** Moves the pointer smoothly to the middle of `target` (or a point of it) and outlines it. */
  async point(target: Locator, at: { x: number; y: number } = { x: 0.5, y: 0.5 }): Promise<{ x: number; y: number }> {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`not on screen: ${String(target)}`);
    const x = box.x + box.width * at.x;
    const y = box.y + box.height * at.y;
    await this.page.mouse.move(x, y, { steps: Math.max(8, Math.round(Math.hypot(x - this.pointer.x, y - this.pointer.y) / 25)) });
    this.pointer = { x, y };
    await this.outline(box);
    return { x, y };
  }

  async click(target: Locator): Promise<void> {
    await this.point(target);
    await this.page.waitForTimeout(350);
    await target.click();
    await this.unoutline();
  }

  async type(target: Locator, text: string): Promise<void> {
    await this.click(target);
    await target.fill('');
    await target.pressSequentially(text, { delay: 45 });
  }

  /** Drags the pointer from one point of `target` to another (brush strokes, sliders). */
  async drag(target: Locator, from: { x: number; y: number }, to: { x: number; y: number }, steps = 20): Promise<void> {
    const start = await this.point(target, from);
    const box = (await target.boundingBox())!;
    await this.unoutline();
    await this.page.mouse.down();
    const end = { x: box.x + box.width * to.x, y: box.y + box.height * to.y };
    await this.page.mouse.move(end.x, end.y, { steps });
    await this.page.mouse.up();
    this.pointer = end.x === start.x && end.y === start.y ? start : end;
  }

  private async outline(box: { x: number; y: number; width: number; height: number }): Promise<void> {
    await this.page.evaluate((rect) => {
      let frame = document.getElementById('tutorial-highlight');
      if (!frame) {
        frame = document.createElement('div');
        frame.id = 'tutorial-highlight';
        frame.setAttribute('aria-hidden', 'true');
        frame.style.cssText = 'position:fixed;border:3px solid #e8590c;border-radius:10px;pointer-events:none;z-index:2147483646;box-shadow:0 0 0 4px rgba(232,89,12,.25)';
        document.documentElement.appendChild(frame);
      }
      Object.assign(frame.style, { left: `${rect.x - 5}px`, top: `${rect.y - 5}px`, width: `${rect.width + 10}px`, height: `${rect.height + 10}px`, display: 'block' });
    }, box);
  }

  /** Hides the outline; a click that navigated has taken it away already. */
  async unoutline(): Promise<void> {
    await this.page
      .evaluate(() => {
        const frame = document.getElementById('tutorial-highlight');
        if (frame) frame.style.display = 'none';
      })
      .catch(() => undefined);
  }
}
