import { ACCOUNT_EXPORT_JOB, isJobFinished } from '@vitrina/contracts';
import type { Readable } from 'node:stream';
import type { FileStorage } from '../../adapters/storage';
import type { JobRow } from '../../db/schema';
import { notFound } from '../../http/app-error';
import type { PrivacyRepository } from '../../repositories/privacy.repository';
import type { Clock } from '../accounts/request-context';
import type { JobsService } from '../jobs.service';

/** "Download my data": start the export job, show the latest one, serve its zip to its owner. */
export class AccountExportService {
  constructor(
    private readonly repository: PrivacyRepository,
    private readonly jobs: JobsService,
    private readonly storage: FileStorage,
    private readonly now: Clock,
  ) {}

  /** Queues an export; while one is queued or running, that one is answered instead of a second. */
  async request(userId: string): Promise<JobRow> {
    const latest = await this.repository.latestExportJob(userId, ACCOUNT_EXPORT_JOB);
    if (latest && !isJobFinished(latest.status)) return latest;
    return this.jobs.submitInternal(userId, ACCOUNT_EXPORT_JOB);
  }

  async latest(userId: string): Promise<JobRow | null> {
    const job = await this.repository.latestExportJob(userId, ACCOUNT_EXPORT_JOB);
    if (!job) return null;
    // An expired download is no longer offered.
    if (job.download && new Date(job.download.expiresAt) <= this.now()) return { ...job, download: null };
    return job;
  }

  /** The zip, for its owner only and until it expires; 404 otherwise (even for another user). */
  async open(userId: string, exportId: string): Promise<{ filename: string; bytes: number; stream: Readable }> {
    const row = await this.repository.findLiveExport(userId, exportId, this.now());
    if (!row) throw notFound();
    return { filename: row.filename, bytes: row.bytes, stream: await this.storage.get(row.storageKey) };
  }
}
