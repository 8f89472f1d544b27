/**
 * From Playwright's raw recording to the published files: the engine waits sped up so that each
 * lasts about a second, VP9 at low bitrate (screen content compresses well), a WebP poster, and
 * the durations measured from the encoded file with ffprobe.
 */
import { execFileSync } from 'node:child_process';
import type { WaitMark } from './recorder';

const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
const FFPROBE = process.env.FFPROBE_PATH ?? '/usr/bin/ffprobe';
/** A wait longer than this is sped up to last WAIT_SHOWN seconds. */
const WAIT_SPED_OVER = 1.6;
const WAIT_SHOWN = 1.2;
export const MIN_SECONDS = 30;
export const MAX_SECONDS = 90;

interface Piece {
  from: number;
  to: number;
  /** Output seconds per recorded second. */
  factor: number;
}

/** The recording from `start` to `end` as pieces: real time, except the long waits. */
function pieces(start: number, end: number, waits: WaitMark[]): Piece[] {
  const out: Piece[] = [];
  let cursor = start;
  for (const wait of [...waits].sort((a, b) => a.from - b.from)) {
    const from = Math.max(wait.from, cursor);
    const to = Math.min(wait.to, end);
    if (to - from <= WAIT_SPED_OVER) continue;
    if (from > cursor) out.push({ from: cursor, to: from, factor: 1 });
    out.push({ from, to, factor: WAIT_SHOWN / (to - from) });
    cursor = to;
  }
  if (end > cursor) out.push({ from: cursor, to: end, factor: 1 });
  return out;
}

export interface Timeline {
  /** Where a moment of the recording lands in the encoded video. */
  map(seconds: number): number;
  /** Length before any padding. */
  length: number;
}

function timeline(parts: Piece[]): Timeline {
  const length = parts.reduce((sum, part) => sum + (part.to - part.from) * part.factor, 0);
  return {
    length,
    map(seconds) {
      let out = 0;
      for (const part of parts) {
        if (seconds <= part.from) break;
        out += (Math.min(seconds, part.to) - part.from) * part.factor;
      }
      return out;
    },
  };
}

export function probeDuration(file: string): number {
  return Number(execFileSync(FFPROBE, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], { encoding: 'utf8' }).trim());
}

export interface EncodeOptions {
  raw: string;
  output: string;
  start: number;
  end: number;
  waits: WaitMark[];
  width: number;
  height: number;
}

/**
 * Encodes the video; answers the timeline (recording -> video seconds). Too short a result is held
 * on its last frame (plus `extraPad` seconds when the recording ended early); too long a one throws.
 */
export function encodeVideo(options: EncodeOptions, crf = 42, extraPad = 0): Timeline {
  const parts = pieces(options.start, options.end, options.waits);
  const line = timeline(parts);
  if (line.length > MAX_SECONDS - 1) throw new Error(`the tutorial lasts ${line.length.toFixed(1)} s after cutting the waits (at most ${MAX_SECONDS})`);
  const pad = Math.max(0, MIN_SECONDS + 1 - line.length) + extraPad;
  const labels = parts.map((_, index) => `[v${index}]`).join('');
  const filter = [
    `[0:v]split=${parts.length}${parts.map((_, index) => `[i${index}]`).join('')}`,
    ...parts.map((part, index) => `[i${index}]trim=start=${part.from.toFixed(3)}:end=${part.to.toFixed(3)},setpts=(PTS-STARTPTS)*${part.factor.toFixed(5)}[v${index}]`),
    `${labels}concat=n=${parts.length}:v=1:a=0,fps=20,scale=${options.width}:${options.height}:flags=lanczos,format=yuv420p${pad > 0 ? `,tpad=stop_mode=clone:stop_duration=${pad.toFixed(2)}` : ''}[out]`,
  ].join(';');
  execFileSync(
    FFMPEG,
    ['-y', '-v', 'error', '-i', options.raw, '-filter_complex', filter, '-map', '[out]', '-an', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(crf), '-g', '200', '-deadline', 'good', '-cpu-used', '5', '-row-mt', '1', '-threads', '2', options.output],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  return line;
}

/** A frame of the encoded video as a WebP poster. */
export function writePoster(video: string, at: number, output: string): void {
  execFileSync(FFMPEG, ['-y', '-v', 'error', '-ss', at.toFixed(2), '-i', video, '-frames:v', '1', '-c:v', 'libwebp', '-quality', '72', output], { stdio: ['ignore', 'inherit', 'inherit'] });
}
