import { createHash } from 'node:crypto';
import { AppError } from '../../http/app-error';
import type { PublicApiRepository } from '../../repositories/public-api.repository';
import type { ApiAnswer } from './api-answer';

/** Longest Idempotency-Key accepted (Stripe's limit). */
export const IDEMPOTENCY_KEY_MAX = 255;

/** A fingerprint of what a tool call asks for: the tool, every field (as sent) and the bytes of every file. */
export function requestFingerprint(tool: string, fields: Record<string, unknown>, files: (Buffer | null)[], respondAsync: boolean, encoding = 'multipart'): string {
  const hash = createHash('sha256');
  // Multipart requests hash as they always did, so keys stored before JSON bodies existed still match.
  hash.update(JSON.stringify({ tool, respondAsync, ...(encoding === 'json' ? { encoding } : {}), fields: Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)) }));
  for (const file of files) hash.update(file ? createHash('sha256').update(file).digest('hex') : '-');
  return hash.digest('hex');
}

/**
 * Idempotency-Key on POST /api/v1/<tool>: the first request with a key claims it (a row with a
 * unique (user, key)), runs, and stores its answer; a repeat with the same body within 24 hours
 * gets that answer again (charged once), one with another body 422 idempotency_key_reused, one
 * that arrives while the first still runs 409 idempotency_in_progress. A request refused before
 * a job was made frees its key, so the corrected request may reuse it.
 */
export class IdempotencyService {
  constructor(private readonly repository: PublicApiRepository) {}

  async run(userId: string, key: string, fingerprint: string, work: () => Promise<ApiAnswer>): Promise<{ answer: ApiAnswer; replayed: boolean }> {
    if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX) throw new AppError('validation_failed', 400, { 'idempotency-key': 'validation_failed' });
    const claim = await this.repository.claimIdempotencyKey(userId, key, fingerprint);
    if (!claim.claimed) {
      if (claim.row.requestHash !== fingerprint) throw new AppError('idempotency_key_reused', 422);
      if (claim.row.state !== 'done' || !claim.row.response) throw new AppError('idempotency_in_progress', 409);
      return { answer: claim.row.response, replayed: true };
    }
    let answer: ApiAnswer;
    try {
      answer = await work();
    } catch (error) {
      await this.repository.releaseIdempotencyKey(userId, key);
      throw error;
    }
    await this.repository.completeIdempotencyKey(userId, key, answer);
    return { answer, replayed: false };
  }
}
