import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** initdb refuses root, so as root the server runs as the postgres system user. */
const asServerUser = (command: string, args: string[]) => {
  const runAs = process.getuid?.() === 0;
  const result = spawnSync(runAs ? 'runuser' : command, runAs ? ['-u', 'postgres', '--', command, ...args] : args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
};

export interface PostgresServer {
  url: (database: string) => string;
  /** The same database through the server's Unix socket (no TCP: what one machine would use). */
  socketUrl: (database: string) => string;
  /** The server's data folder (its postmaster.pid names the server's process). */
  dataDirectory: string;
  stop(): void;
}

/**
 * A throwaway PostgreSQL server in a temporary folder on a free port. `settings` adds server
 * settings (a bench loads pg_stat_statements through `shared_preload_libraries`); `fixedPort`
 * when the caller was given its ports.
 */
export async function startPostgresServer(settings: Record<string, string> = {}, fixedPort?: number): Promise<PostgresServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-pg-'));
  fs.chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const port = fixedPort ?? (await freePort());
  asServerUser(path.join(BIN, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  asServerUser(path.join(BIN, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200${Object.entries(
      settings,
    )
      .map(([name, value]) => ` -c ${name}=${value}`)
      .join('')}`,
    'start',
  ]);
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    socketUrl: (database) => `postgres://postgres@/${database}?host=${encodeURIComponent(dir)}&port=${port}`,
    dataDirectory: data,
    stop() {
      try {
        asServerUser(path.join(BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
