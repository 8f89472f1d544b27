import { Redis } from 'ioredis';

/**
 * What health needs to know of the job queue: which kind runs, and whether it answers.
 * The job queue (adapters/queue) implements it; health reports that one.
 */
export interface QueueProbe {
  kind: 'in-process' | 'bullmq';
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** A stand-alone probe, for callers that have no job queue (older test set-ups). */
export function createQueueProbe(redisUrl: string | undefined): QueueProbe {
  if (!redisUrl) return { kind: 'in-process', ping: async () => true, close: async () => undefined };
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => undefined); // reported through ping(), not as an unhandled event
  return {
    kind: 'bullmq',
    ping: async () => {
      try {
        if (redis.status === 'wait' || redis.status === 'end') await redis.connect();
        return (await redis.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    close: async () => {
      redis.disconnect();
    },
  };
}
