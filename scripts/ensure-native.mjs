#!/usr/bin/env node
/**
 * Runs after `npm install` / `npm ci` (root postinstall). npm does not run dependencies' install
 * scripts here (see `allowScripts` in package.json), so native addons load their bundled
 * prebuilds. On some CPUs argon2's prebuilt binary crashes the process on load (seen: SIGSEGV on
 * an AMD EPYC host). This script loads each addon in a child process and, when that fails,
 * compiles the addon from its sources with npm's own node-gyp (node-gyp-build then prefers
 * build/Release over the prebuild). A compile needs python3, make and g++ with Node's headers.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ADDONS = [{ name: 'argon2', probe: "require('argon2').hash('probe').then(() => process.exit(0))" }];

function loads(probe) {
  const result = spawnSync(process.execPath, ['-e', probe], { cwd: root, stdio: 'ignore', timeout: 60_000 });
  return result.status === 0;
}

function nodeGypCommand() {
  // Build against the headers installed beside this Node (no download): npm's nodedir setting, or
  // <prefix>/include/node as Debian's nodejs package lays them out.
  const prefix = resolve(dirname(process.execPath), '..');
  const nodedir = process.env.npm_config_nodedir || (existsSync(join(prefix, 'include/node/common.gypi')) ? prefix : undefined);
  const args = ['rebuild', ...(nodedir ? [`--nodedir=${nodedir}`] : [])];
  // npm ships node-gyp next to its own CLI; prefer it over fetching one.
  const bundled = join(prefix, 'lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js');
  if (existsSync(bundled)) return [process.execPath, [bundled, ...args]];
  return ['npx', ['--yes', 'node-gyp', ...args]];
}

let failed = false;
for (const addon of ADDONS) {
  const directory = join(root, 'node_modules', addon.name);
  if (!existsSync(directory)) continue;
  if (loads(addon.probe)) continue;
  console.log(`[ensure-native] ${addon.name}: the prebuilt binary does not load on this machine; compiling it from source`);
  const [command, args] = nodeGypCommand();
  const build = spawnSync(command, args, { cwd: directory, stdio: 'inherit' });
  if (build.status !== 0 || !loads(addon.probe)) {
    console.error(`[ensure-native] ${addon.name}: could not be compiled; install python3, make and g++ and run npm ci again`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
