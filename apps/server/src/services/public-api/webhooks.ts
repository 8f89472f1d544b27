import { Webhook } from 'standardwebhooks';
import type { Job } from '@vitrina/contracts';
import type { PublicApiRepository } from '../../repositories/public-api.repository';
import type { JobLog } from '../jobs/job-runner';

export interface WebhookDispatcherDependencies {
  repository: PublicApiRepository;
  /** The finished job as the API shows it, and the secret of its owner's key (null: no key). */
  loadEvent: (jobId: string, userId: string) => Promise<{ job: Job; secret: string | null } | null>;
  log: JobLog;
  /** How often due webhooks are looked for. */
  pollMs?: number;
}

const MAX_ATTEMPTS = 6;
const LEASE_SECONDS = 60;
const REQUEST_TIMEOUT_MS = 10_000;
const BATCH = 10;

/** 10 s, 30 s, 90 s, … up to an hour between attempts. */
export const retryDelaySeconds = (attempt: number) => Math.min(3600, 10 * 3 ** Math.max(0, attempt - 1));

/**
 * Delivers `job.succeeded` / `job.failed` / `job.cancelled` events to the `webhook_url` given with
 * a job, signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature) with the
 * key's `whsec_` secret. Reads due deliveries from the table (any API process may send them; a
 * claim pushes the next attempt ahead so two processes never send the same one at once), so a
 * restart loses none. The webhook-id stays the same across retries, so receivers can de-duplicate.
 */
export class WebhookDispatcher {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly deps: WebhookDispatcherDependencies) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.running ??= this.deliverDue()
        .then(() => undefined)
        .catch((error: unknown) => this.deps.log.warn({ err: error }, 'webhook delivery round failed'))
        .finally(() => {
          this.running = null;
        });
    }, this.deps.pollMs ?? 1000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One round: sends every due delivery; returns how many were attempted. */
  async deliverDue(): Promise<number> {
    const due = await this.deps.repository.claimDueWebhooks(BATCH, LEASE_SECONDS, MAX_ATTEMPTS);
    await Promise.all(due.map((delivery) => this.deliver(delivery.jobId, delivery.userId, delivery.webhookUrl, delivery.attempts)));
    return due.length;
  }

  private async deliver(jobId: string, userId: string, url: string, attempt: number): Promise<void> {
    const event = await this.deps.loadEvent(jobId, userId);
    if (!event?.secret) {
      await this.deps.repository.webhookFailed(jobId, null, retryDelaySeconds(attempt));
      return;
    }
    const now = new Date();
    const payload = JSON.stringify({ type: `job.${event.job.status}`, timestamp: now.toISOString(), data: event.job });
    const id = `msg_${jobId}`;
    const signature = new Webhook(event.secret).sign(id, now, payload);
    let status: number | null = null;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
          'webhook-signature': signature,
          'user-agent': 'Vitrina-Webhooks/1',
        },
        body: payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (error) {
      this.deps.log.warn({ err: error, jobId }, 'webhook delivery failed');
    }
    if (status !== null && status >= 200 && status < 300) await this.deps.repository.webhookDelivered(jobId, status);
    else await this.deps.repository.webhookFailed(jobId, status, retryDelaySeconds(attempt));
  }
}
