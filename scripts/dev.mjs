// `npm run dev`: the server from its TypeScript sources through tsx (restarted on change) on
// :8080, and Vite's dev server on :5173 forwarding /api to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', SERVE_WEB: 'false', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children) child.on('exit', (code) => {
  stop('SIGTERM');
  process.exitCode ??= code ?? 0;
});
