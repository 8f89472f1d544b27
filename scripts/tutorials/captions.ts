import type { Language } from '@vitrina/contracts';
import type { Translated } from './texts';

export interface TimedStep {
  /** Seconds into the encoded video. */
  at: number;
  text: Translated;
}

function timestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const secs = Math.floor(ms / 1000) % 60;
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(ms % 1000, 3)}`;
}

/** One WebVTT file: a cue per step, from its start to the next step's (the last one to the end). */
export function webVtt(steps: TimedStep[], lang: Language, duration: number): string {
  const cues = steps.map((step, index) => {
    const end = Math.min(steps[index + 1]?.at ?? duration, duration - 0.05);
    return `${index + 1}\n${timestamp(step.at)} --> ${timestamp(Math.max(end, step.at + 0.5))} line:88%\n${step.text[lang]}`;
  });
  return `WEBVTT\nLanguage: ${lang}\n\n${cues.join('\n\n')}\n`;
}

