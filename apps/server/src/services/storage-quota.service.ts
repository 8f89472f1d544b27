import type { StorageUsage } from '@vitrina/contracts';
import { AppError } from '../http/app-error';
import type { ImagesRepository } from '../repositories/images.repository';
import type { StorageRoom } from './images.service';

/** The plan's storage quota for a user (billing's `limitsFor`, from the catalogue). */
export type QuotaLookup = (userId: string) => Promise<{ storageQuotaBytes: number }>;

/**
 * Per-user storage quota (issue 18): usage is the sum of the user's stored file bytes. Uploads
 * that would pass the quota, and new jobs once it is reached, answer 403 storage_quota_exceeded.
 * A job already accepted always stores its outputs (the user was promised them), so usage may
 * pass the quota by the last jobs' outputs; the next upload or job is refused until files go.
 */
export class StorageQuotaService implements StorageRoom {
  constructor(
    private readonly images: ImagesRepository,
    private readonly quotaFor: QuotaLookup,
  ) {}

  async usage(userId: string): Promise<StorageUsage> {
    const [usedBytes, limits] = await Promise.all([this.images.totalBytes(userId), this.quotaFor(userId)]);
    return { usedBytes, quotaBytes: limits.storageQuotaBytes };
  }

  /** Throws 403 storage_quota_exceeded when `incomingBytes` more would not fit (0: when it is full). */
  async assertRoom(userId: string, incomingBytes = 0): Promise<void> {
    const { usedBytes, quotaBytes } = await this.usage(userId);
    const full = incomingBytes > 0 ? usedBytes + incomingBytes > quotaBytes : usedBytes >= quotaBytes;
    if (full) throw new AppError('storage_quota_exceeded', 403, undefined, { usedBytes, quotaBytes });
  }
}
