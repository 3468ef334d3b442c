#!/usr/bin/env node
// Electron's binary is not downloaded by npm install (package.json allowScripts denies it, so
// installs work on machines that reach only the npm registry). Fetch it here, when it is needed.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const dir = path.dirname(require.resolve('electron/package.json'));
const pathFile = path.join(dir, 'path.txt');
if (existsSync(pathFile) && existsSync(path.join(dir, 'dist', readFileSync(pathFile, 'utf8').trim()))) process.exit(0);
console.log('Downloading the Electron binary (needs network access to its release host)...');
execFileSync(process.execPath, [path.join(dir, 'install.js')], { stdio: 'inherit' });
