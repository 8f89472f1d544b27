/** Entry of the compiled backup tool: `node apps/server/dist/backup/main.js backup|restore <archive>` (the Docker image has no scripts/). */
import { runBackupCli } from './cli';

process.exit(await runBackupCli(process.argv.slice(2)));
