import { ACCOUNT_EXPORT_JOB, ACCOUNT_EXPORT_TTL_DAYS, isLanguage } from '@vitrina/contracts';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Mailer } from '../../adapters/mail';
import { readStoredFile, StoredFileMissingError, type FileStorage } from '../../adapters/storage';
import type { JobRow } from '../../db/schema';
import type { PrivacyRepository } from '../../repositories/privacy.repository';
import type { Clock } from '../accounts/request-context';
import { abortError } from '../../workers/task';
import type { JobLog } from '../jobs/job-runner';
import type { InternalJob, InternalJobContext, InternalJobResult } from '../jobs/internal-jobs';
import { accountDocument, archiveNames } from './export-document';
import { exportReadyMail } from './export-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AccountExportJobDeps {
  repository: PrivacyRepository;
  storage: FileStorage;
  mailer: Mailer;
  publicUrl: string;
  now: Clock;
  log: JobLog;
}

/**
 * The `account-export` job: `account.json` plus every stored image of the account in one zip,
 * kept in storage (local or S3) for 7 days; the owner is mailed a link to the profile page.
 */
export function accountExportJob(deps: AccountExportJobDeps): InternalJob {
  return { name: ACCOUNT_EXPORT_JOB, run: (job, context) => buildExport(deps, job, context) };
}

async function buildExport(deps: AccountExportJobDeps, job: JobRow, context: InternalJobContext): Promise<InternalJobResult> {
  const records = await deps.repository.accountRecords(job.userId);
  if (!records || records.user.deletingAt) throw new Error('the account no longer exists');
  const now = deps.now();
  const names = archiveNames(records);
  const zip = new ZipFile();
  const archive = collect(zip.outputStream as Readable);
  zip.addBuffer(Buffer.from(JSON.stringify(accountDocument(records, names, now), null, 2)), 'account.json', { mtime: now });
  for (const [index, image] of records.images.entries()) {
    if (context.signal.aborted) throw abortError();
    const name = names.get(image.id);
    try {
      // Images are JPG/PNG/WEBP already: stored, not compressed again.
      if (name) zip.addBuffer(await readStoredFile(deps.storage, image.storageKey), name, { compress: false, mtime: image.createdAt });
    } catch (error) {
      if (!(error instanceof StoredFileMissingError)) throw error;
      deps.log.warn({ imageId: image.id, jobId: job.id }, 'account export: stored file missing');
    }
    context.onProgress((index + 1) / (records.images.length + 1));
  }
  zip.end();
  const bytes = await archive;
  const exportId = randomUUID();
  const storageKey = `exports/${job.userId}/${exportId}.zip`;
  const filename = `vitrina-export-${now.toISOString().slice(0, 10)}.zip`;
  await deps.storage.put(storageKey, bytes, 'application/zip');
  const expiresAt = new Date(now.getTime() + ACCOUNT_EXPORT_TTL_DAYS * DAY_MS);
  await deps.repository.insertExport({ id: exportId, userId: job.userId, jobId: job.id, storageKey, filename, bytes: bytes.byteLength, createdAt: now, expiresAt });
  const language = isLanguage(records.user.language) ? records.user.language : 'en';
  const link = new URL(`/${language}/profile#privacy`, deps.publicUrl).href;
  deps.mailer.send(exportReadyMail(records.user.email, language, link, ACCOUNT_EXPORT_TTL_DAYS), jobMailLog(deps.log)).catch((error: unknown) => {
    deps.log.error({ err: error, jobId: job.id }, 'account export mail not sent');
  });
  return {
    engine: 'account-export',
    download: { url: `/api/profile/exports/${exportId}`, filename, contentType: 'application/zip', bytes: bytes.byteLength, expiresAt: expiresAt.toISOString() },
    discard: async () => {
      await deps.repository.deleteExport(exportId);
      await deps.storage.delete(storageKey);
    },
  };
}

function collect(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** The mailer logs through a Fastify logger; jobs have the runner's log only. */
function jobMailLog(log: JobLog): Parameters<Mailer['send']>[1] {
  const forward = (level: 'info' | 'warn' | 'error') => (object: unknown, message?: string) => log[level](typeof object === 'object' && object !== null ? object : { message: object }, message ?? '');
  const logger = { info: forward('info'), warn: forward('warn'), error: forward('error'), debug: () => undefined, trace: () => undefined, fatal: forward('error'), silent: () => undefined, level: 'info', child: () => logger };
  return logger;
}
