// `npm start`: checks the configuration, builds the web app when its build is missing or older
// than its sources, then runs the server (which migrates and seeds demo data) on one port.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'apps/server/src/main.ts');
const node = (args, options = {}) => spawnSync(process.execPath, ['--import', 'tsx', ...args], { cwd: root, stdio: 'inherit', ...options });

const check = node([serverEntry, '--check-config']);
if (check.status !== 0) process.exit(1);

const newestMtime = (target) => {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    0,
    ...fs
      .readdirSync(target)
      .filter((n) => n !== 'node_modules')
      .map((n) => newestMtime(path.join(target, n))),
  );
};
const webDist = process.env.FOYER_WEB_DIST ?? path.join(root, 'apps/web/dist');
// The shop's first page as the server writes it is built with the rest (apps/web/vite.ssr.config.ts).
const builtAt = Math.min(
  newestMtime(path.join(webDist, 'index.html')),
  newestMtime(path.join(webDist, '..', 'dist-ssr', 'write-first-page.js')),
);
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite.ssr.config.ts',
  'apps/web/public',
  'packages/contracts/src',
  'packages/i18n/src',
];
const sourcesAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (builtAt < sourcesAt) {
  console.log(builtAt === 0 ? 'Building the web app (first start)…' : 'Web sources changed: rebuilding the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@foyer/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', serverEntry], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
