/** Runs one bench file in this process and prints its report. */
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createReporter, type Reporter } from './report';

const file = process.argv[2];
if (!file) throw new Error('usage: run-one.ts <file.bench.ts>');
const reporter = createReporter(basename(file, '.bench.ts'));
const module = (await import(pathToFileURL(file).href)) as { default: (reporter: Reporter) => Promise<void> };
try {
  await module.default(reporter);
} finally {
  reporter.flush();
}
