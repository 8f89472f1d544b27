// Finds the local PostgreSQL and Redis the integration suites can also run against.
import { connect } from 'node:net';

export function reachable(host, port, timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Sets TEST_DATABASE_URL / TEST_REDIS_URL to this machine's servers when they answer and are unset. */
export async function detectTestServices(env = process.env) {
  if (!env.TEST_DATABASE_URL && (await reachable('127.0.0.1', 5432))) {
    env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
  }
  if (!env.TEST_REDIS_URL && (await reachable('127.0.0.1', 6379))) {
    env.TEST_REDIS_URL = 'redis://127.0.0.1:6379';
  }
  return env;
}
