import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * Carries "this job changed" between processes over Redis pub/sub (scale mode), so a request
 * waiting on a job in an API process (a synchronous `/api/v1` call, an event stream) hears of
 * the worker's change at once instead of at its next periodic re-read. Best effort: a message
 * lost while Redis is away only delays the waiter to that re-read, which stays.
 */
export class RedisJobEventsRelay {
  /** Tags this process's messages, which it has already delivered locally. */
  private readonly origin = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channel: string;

  constructor(
    redisUrl: string,
    prefix: string,
    private readonly onError: (error: unknown) => void,
  ) {
    this.channel = `${prefix}:job-changed`;
    this.publisher = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
    this.subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
  }

  /** Subscribes; `deliver` gets the ids other processes announce. */
  async start(deliver: (jobId: string) => void): Promise<void> {
    this.subscriber.on('message', (_channel: string, message: string) => {
      const [origin, jobId] = message.split(' ');
      if (origin !== this.origin && jobId) deliver(jobId);
    });
    await this.subscriber.subscribe(this.channel);
  }

  send(jobId: string): void {
    this.publisher.publish(this.channel, `${this.origin} ${jobId}`).catch(this.onError);
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}
